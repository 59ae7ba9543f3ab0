/**
 * Addresses the site publishes under. One place, so the sitemap, the feeds,
 * canonical links, hreflang alternates and the edit link never disagree.
 */
import { SITE_URL } from './site/site-url.mjs';

export { SITE_URL };

/** The absolute address of a route: its canonical link and og:url. */
export function pageUrl(routePath: string): string {
  return new URL(routePath, SITE_URL).href;
}

/** Where the page sources of this site live. */
export const DOCS_REPO_URL = 'https://github.com/web-infra-dev/rslib';
/** The edit link opens a page's source in the code host's editor, not its file view. */
export const DOCS_SOURCE_BASE_URL = `${DOCS_REPO_URL}/edit/main/website/docs`;
/** Readers' feedback and mistake reports open a new issue there, prefilled. */
export const DOCS_NEW_ISSUE_URL = `${DOCS_REPO_URL}/issues/new`;

export const SITE_TITLE = 'Rslib';
export const SITE_DESCRIPTION = {
  en: 'The Rsbuild-based library development tool',
  zh: '基于 Rsbuild 的库构建工具',
} as const;
