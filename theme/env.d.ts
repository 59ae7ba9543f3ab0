/// <reference types="@rsbuild/core/types" />

declare module 'site-overview-headings' {
  const pages: import('../site/overview-headings').OverviewPageHeadings[];
  export default pages;
}

// Rspress's generated route list, as rspress-adapter/build/rspress-runtime-data rewrites it.
declare module 'virtual-routes' {
  /** Loads the routes, page summaries and sidebars of the section of `pathname`. */
  export function loadRouteGroup(pathname: string): Promise<void>;
  /** Whether the routes of the section of `pathname` are known (or it has none). */
  export function routeGroupLoaded(pathname: string): boolean;
  /** Loads the texts of the search modal in `lang` (the rest load with each section). */
  export function loadSearchModalTexts(lang: string): Promise<void>;
  /** Loads the Rstack tools' descriptions in `lang` (the home page gets them with its routes). */
  export function loadRstackTexts(lang: string): Promise<void>;
}
