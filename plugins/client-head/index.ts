import type { RspressPlugin } from '@rspress/core';

/**
 * The head library Rspress's runtime imports in the browser: its client app
 * creates the head with `@unhead/react/client`, and `Head` and `useHead` of
 * `@rspress/core/runtime` are `@unhead/react`'s. These names are Rspress's
 * dependency, not its API; tests/e2e/shipped-bundle fails when an upgrade
 * imports the library some other way and it ships again.
 */
export const BROWSER_HEAD_MODULES = [
  '@unhead/react',
  '@unhead/react/client',
] as const;

/**
 * The browser bundle takes the head from `headModule` (the theme's small
 * client head) instead of unhead; the server render, which writes every
 * page's head into its HTML, keeps unhead.
 */
export function pluginClientHead(headModule: string): RspressPlugin {
  return {
    name: 'client-head',
    builderConfig: {
      environments: {
        web: {
          resolve: {
            alias: Object.fromEntries(
              BROWSER_HEAD_MODULES.map((name) => [`${name}$`, headModule]),
            ),
          },
        },
      },
    },
  };
}
