import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { docsRoot, siteLanguages } from '../shared/site-config';
import { findOverviewScopes, type OverviewScope } from './overview-scopes';

/**
 * Keeps a field on the page data for other plugins (which hold on to these
 * objects and read them after the build) while leaving it out of the copy
 * Rspress serialises for the browser: that copy takes the enumerable fields.
 */
function hideFromClient(
  page: PageIndexInfo,
  field: 'frontmatter' | 'toc' | 'description' | '_relativePath',
) {
  Object.defineProperty(page, field, {
    value: page[field],
    enumerable: false,
    writable: true,
    configurable: true,
  });
}

/** The heading depths overview pages show of this page; empty if none lists it. */
const overviewDepthsOf = (routePath: string, scopes: OverviewScope[]) =>
  scopes
    .filter(
      ({ routePrefix }) =>
        routePath !== routePrefix && routePath.startsWith(routePrefix),
    )
    .flatMap((scope) => scope.depths);

/**
 * Rspress inlines a summary of every page into the script every page loads
 * (about 19.5 KB gzip for this site). The client reads a page's own front
 * matter (its description included) and outline from that page's chunk, and
 * its source path from the route, so the summary only needs, for other
 * pages, what an overview page lists of them: their headings at the
 * overview's depths. Every page's front matter, description (5.6 KB gzip
 * alone) and source path, and the outline of pages no overview lists, stay
 * out of the browser's copy. Register it last: the
 * outline an overview lists is cut down in place. The overview pages are
 * found in the docs root and languages of the site config, before the pages
 * are compiled.
 */
export function pluginSlimPageData(): RspressPlugin {
  let scopes: OverviewScope[] = [];
  return {
    name: 'slim-page-data',
    beforeBuild(config) {
      const { langs, defaultLang } = siteLanguages(config);
      scopes = findOverviewScopes(docsRoot(config), langs, defaultLang);
    },
    extendPageData(page) {
      hideFromClient(page, 'frontmatter');
      hideFromClient(page, 'description');
      hideFromClient(page, '_relativePath');
      const depths = overviewDepthsOf(page.routePath, scopes);
      if (depths.length === 0) hideFromClient(page, 'toc');
      else
        page.toc = page.toc.filter((header) => depths.includes(header.depth));
    },
  };
}
