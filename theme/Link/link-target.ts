import { cleanUrlByConfig, removeBase, withBase } from '@rspress/core/runtime';
import { isAbsoluteUrl } from '../utils/url';

export type LinkKind = 'external' | 'hash' | 'internal';

/**
 * Which of the three kinds of link this is: another site's (new tab), a hash
 * on the same page, or a page of this site (client-side navigation).
 */
export function linkKind(href: string): LinkKind {
  if (isAbsoluteUrl(href)) return 'external';
  if (href.startsWith('#')) return 'hash';
  return 'internal';
}

/** The route a site link leads to: no query, no hash, no ".html". */
export function routePathOf(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/\.html$/, '');
}

/**
 * An internal link as the browser shows it (with the site's base and the
 * clean-URL setting applied) and as the router takes it (without the base).
 * Relative links resolve against the current address.
 */
export function resolveInternal(href: string): {
  href: string;
  routerPath: string;
} {
  let withBaseHref: string;
  if (!href.startsWith('/') && typeof window !== 'undefined') {
    const url = new URL(href, window.location.href);
    withBaseHref = `${url.pathname}${url.search}${url.hash}`;
  } else {
    withBaseHref = withBase(cleanUrlByConfig(href));
  }
  return { href: withBaseHref, routerPath: removeBase(withBaseHref) };
}
