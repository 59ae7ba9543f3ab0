import type { RspressPlugin } from '@rspress/core';

/**
 * Modules Rspress's runtime imports in the browser that the theme replaces
 * with small ones of its own: resolve aliases, each the module's name (with
 * a trailing `$` for that module alone, as Rspack writes exact aliases) →
 * the stand-in's file. These names are Rspress's dependencies, not its API;
 * tests/e2e/shipped-bundle fails when an upgrade imports one of them some
 * other way and the library ships again.
 */
export type BrowserStandIns = Readonly<Record<string, string>>;

/**
 * The browser bundle takes each module from its stand-in; the server render,
 * which writes every page's HTML, keeps the real libraries.
 */
export function pluginBrowserStandIns(
  standIns: BrowserStandIns,
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
