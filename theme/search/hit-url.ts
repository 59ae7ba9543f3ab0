import { isAbsoluteUrl } from '../utils/url';

/**
 * Where a search result leads. The embedded records hold paths; an index
 * filled by the provider's crawler holds absolute URLs, on the published site
 * (SITE_URL) or on whatever host it crawled (a preview deploy). Those that
 * are this site's pages open in this site, by client navigation; the rest are
 * links to another site.
 */
export interface HitUrlContext {
  /** The origin the reader is on. */
  currentOrigin: string;
  /** The origin the site publishes under (SITE_URL). */
  siteOrigin: string;
  /** Whether a path (no query, no hash, no base) is a route of this site. */
  isRoute: (path: string) => boolean;
  /** The path without the site's base, as the router and isRoute take it. */
  removeBase: (path: string) => string;
}

/**
 * The in-site address of `url` (path, query and hash, as the router takes
 * it), or null when it is a page of another site.
 */
export function inSitePath(url: string, context: HitUrlContext): string | null {
  if (!isAbsoluteUrl(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, context.currentOrigin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const path = context.removeBase(parsed.pathname);
  const sameSite =
    parsed.origin === context.currentOrigin ||
    parsed.origin === context.siteOrigin ||
    context.isRoute(path.replace(/\.html$/, ''));
  return sameSite ? `${path}${parsed.search}${parsed.hash}` : null;
}
