/**
 * Relies on: the modules Rspress's browser runtime imports for its router
 * and head (react-router-dom, @unhead/react), which are its dependencies,
 * not its API, and its own resolve alias of `react-router-dom`, which this
 * one replaces. Upstream would need to let a theme supply its router and
 * head (or ship lighter ones) for this plugin to go.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

const PREACT_ROOT = path.dirname(
  createRequire(import.meta.url).resolve('preact/package.json'),
);
const PREACT_EXPORTS: Record<string, { import?: string; default?: string }> =
  JSON.parse(
    readFileSync(path.join(PREACT_ROOT, 'package.json'), 'utf8'),
  ).exports;

/**
 * The file of one of Preact's entries (`./compat`), as an `import` resolves
 * it. A file, not a name: an alias to a name also answers for every path
 * under its key (`react-dom` for `react-dom/client`), while a file answers
 * for the key alone, as Rspress's own aliases of these names do.
 */
function preactFile(entry: string) {
  const target = PREACT_EXPORTS[entry];
  const file = target?.import ?? target?.default;
  if (!file) throw new Error(`preact has no entry ${entry}`);
  return path.join(PREACT_ROOT, file);
}

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

/** The browser's head and router (the adapter's own small modules) and React. */
export const BROWSER_STAND_INS: BrowserStandIns = {
  '@unhead/react$': browserFile('head/client-head.ts'),
  '@unhead/react/client$': browserFile('head/client-head.ts'),
  // The same key as Rspress's own alias of this name, which it replaces.
  'react-router-dom': browserFile('router/browser-router.ts'),
  // React itself: Preact's compatibility layer runs the same components in
  // about a sixth of React's 67 KB gzip. The server render keeps React;
  // Preact hydrates its HTML (tests/e2e: every page, hydration, navigation).
  // The same keys as Rspress's own aliases of these names.
  react: preactFile('./compat'),
  'react/jsx-runtime': preactFile('./compat/jsx-runtime'),
  'react/jsx-dev-runtime': preactFile('./compat/jsx-dev-runtime'),
  'react-dom': preactFile('./compat'),
  'react-dom/client': browserFile('preact-client.ts'),
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
