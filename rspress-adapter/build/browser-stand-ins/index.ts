/**
 * Relies on: the modules Rspress's browser runtime imports for its router
 * and head (react-router-dom, @unhead/react), which are its dependencies,
 * not its API, and its own resolve alias of `react-router-dom`, which this
 * one replaces. Upstream would need to let a theme supply its router and
 * head (or ship lighter ones) for this plugin to go.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** A file of the adapter's browser part, for the build to point a module at. */
const browserFile = (file: string) =>
  path.join(import.meta.dirname, '../../browser', file);

/**
 * Modules Rspress's runtime imports in the browser that the theme replaces
 * with small ones of its own: resolve aliases, each the module's name (with
 * a trailing `$` for that module alone, as Rspack writes exact aliases) →
 * the stand-in's file. These names are Rspress's dependencies, not its API;
 * tests/e2e/shipped-bundle fails when an upgrade imports one of them some
 * other way and the library ships again.
 */
export type BrowserStandIns = Readonly<Record<string, string>>;

/** The browser's head and router: the adapter's own small modules. */
export const BROWSER_STAND_INS: BrowserStandIns = {
  '@unhead/react$': browserFile('head/client-head.ts'),
  '@unhead/react/client$': browserFile('head/client-head.ts'),
  // The same key as Rspress's own alias of this name, which it replaces.
  'react-router-dom': browserFile('router/browser-router.ts'),
};

/**
 * The browser bundle takes each module from its stand-in; the server render,
 * which writes every page's HTML, keeps the real libraries.
 */
export function pluginBrowserStandIns(
  standIns: BrowserStandIns = BROWSER_STAND_INS,
): RspressPlugin {
  return {
    name: 'browser-stand-ins',
    builderConfig: {
      environments: {
        web: {
          resolve: {
            alias: { ...standIns },
          },
        },
      },
    },
  };
}
