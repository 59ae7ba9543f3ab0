// Relies on: the text of Rspress's generated modules (transforms.mjs checks
// it). Upstream would need to split its route data itself for this to go.
//
// Rspack loader: rewrites one of the modules Rspress puts in every page's
// script, the one its `transform` option names (transforms.mjs says how and
// why). In the browser build, a module asked for with a route group's query
// (`?route-group=en:guide`) becomes that group's part of it.
import {
  compactRouteList,
  groupOfQuery,
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
} from './transforms.mjs';

const ROUTE_GROUPS_MODULE = new URL('./route-groups.mjs', import.meta.url)
  .pathname;

const SERVER = {
  'route-list': compactRouteList,
  'site-data': withoutSidebarFileKeys,
  'base-styles': withoutUnusedBaseStyles,
};

const BROWSER = {
  'route-list': (source, group, languages) =>
    group === null
      ? routeGroupEntry(source, {
          ...languages,
          groupsModule: ROUTE_GROUPS_MODULE,
        })
      : routeGroupModule(source, group, languages),
  'site-data': (source, group, languages) =>
    group === null
      ? siteDataEntry(source, languages)
      : siteDataGroup(source, group, languages),
  'page-data': (source, group, languages) =>
    group === null
      ? pageDataEntry(source)
      : pageDataGroup(source, group, languages),
  'i18n-text': (source, group) =>
    group === null ? i18nTextEntry(source) : i18nTextGroup(source, group),
  'base-styles': withoutUnusedBaseStyles,
};

export default function rspressRuntimeDataLoader(source) {
  const { transform, browser, langs, defaultLang } = this.getOptions();
  if (!browser) return SERVER[transform](source);
  return BROWSER[transform](source, groupOfQuery(this.resourceQuery), {
    langs,
    defaultLang,
  });
}
