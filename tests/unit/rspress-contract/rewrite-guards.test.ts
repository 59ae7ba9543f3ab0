import { describe, expect, test } from '@rstest/core';
import {
  compactRouteList,
  i18nTextEntry,
  i18nTextGroup,
  pageDataEntry,
  pageDataGroup,
  routeGroupEntry,
  routeGroupModule,
  siteDataEntry,
  siteDataGroup,
  withoutSidebarFileKeys,
  withoutUnusedBaseStyles,
} from '../../../rspress-adapter/build/rspress-runtime-data/transforms.mjs';

// Every text rewrite of Rspress's output, fed text without its target,
// fails loudly, naming the adapter and the generated module it rewrites,
// instead of passing the text through unchanged (or shipping a broken
// page) after an upgrade.

const languages = { langs: ['en', 'zh'], defaultLang: 'en' };
const NOT_RSPRESS_OUTPUT = 'export const somethingElse = 1;\n';

const REWRITES: [
  name: string,
  module: string,
  run: (text: string) => unknown,
][] = [
  ['compactRouteList', 'route list', compactRouteList],
  [
    'routeGroupEntry',
    'route list',
    (text) =>
      routeGroupEntry(text, { ...languages, groupsModule: '/groups.mjs' }),
  ],
  [
    'routeGroupModule',
    'route list',
    (text) => routeGroupModule(text, 'en:guide', languages),
  ],
  ['pageDataEntry', 'page data', pageDataEntry],
  [
    'pageDataGroup',
    'page data',
    (text) => pageDataGroup(text, 'en:guide', languages),
  ],
  ['i18nTextEntry', 'UI texts', i18nTextEntry],
  ['i18nTextGroup', 'UI texts', (text) => i18nTextGroup(text, 'en:guide')],
  ['withoutSidebarFileKeys', 'site data', withoutSidebarFileKeys],
  ['siteDataEntry', 'site data', (text) => siteDataEntry(text, languages)],
  [
    'siteDataGroup',
    'site data',
    (text) => siteDataGroup(text, 'en:guide', languages),
  ],
  ['withoutUnusedBaseStyles', 'base stylesheet entry', withoutUnusedBaseStyles],
];

describe('the rewrites of Rspress output', () => {
  test.each(REWRITES)(
    '%s fails, naming itself, on text without its target',
    (_name, module, run) => {
      expect(() => run(NOT_RSPRESS_OUTPUT)).toThrow(
        `rspress-runtime-data: Rspress's generated ${module} has a shape this adapter does not know`,
      );
    },
  );
});
