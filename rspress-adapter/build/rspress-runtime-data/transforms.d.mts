// Relies on: transforms.mjs (types only).

export interface RouteGroupLanguages {
  langs: readonly string[];
  defaultLang: string;
}
export interface ParsedRoute {
  path: string;
  filePath: string;
  lang: string;
  version: string;
  load: string;
}
export function parseRouteList(source: string): ParsedRoute[];
export function compactRouteList(source: string): string;
export const GROUP_QUERY: string;
export function groupOfQuery(resourceQuery: string | undefined): string | null;
export function routeGroupEntry(
  source: string,
  options: RouteGroupLanguages & { groupsModule: string },
): string;
export function routeGroupChunkName(group: string): string;
export function textsChunkName(group: string): string;
export function textsLoadedWith(routeGroup: string): string[];
export function routeGroupModule(
  source: string,
  group: string,
  languages: RouteGroupLanguages,
): string;
export function pageDataEntry(source: string): string;
export function pageDataGroup(
  source: string,
  group: string,
  languages: RouteGroupLanguages,
): string;
export function i18nTextEntry(source: string): string;
export function i18nTextGroup(source: string, group: string): string;
export function withoutSidebarFileKeys(source: string): string;
export function siteDataEntry(
  source: string,
  languages: RouteGroupLanguages,
): string;
export function siteDataGroup(
  source: string,
  group: string,
  languages: RouteGroupLanguages,
): string;
export const UNUSED_BASE_STYLES: string[];
export function withoutUnusedBaseStyles(source: string): string;
export const PAGE_READY_EXPORT: string;
