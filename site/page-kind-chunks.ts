/**
 * Kinds of page whose layout code is a lazy chunk of its own, because only
 * that kind of page draws it: the chunk's name, given where the theme
 * imports it, and read by the build to preload it in those pages' HTML.
 */
export const PAGE_KIND_CHUNK = {
  home: 'page-kind-home',
  overview: 'page-kind-overview',
  notFound: 'page-kind-not-found',
} as const;

export type PageKind = keyof typeof PAGE_KIND_CHUNK;

/** The kind of a page with a lazily loaded layout, from its frontmatter and route. */
export function pageKindOf(
  routePath: string,
  frontmatter: Readonly<Record<string, unknown>> | undefined,
): PageKind | undefined {
  if (frontmatter?.pageType === 'home') return 'home';
  if (frontmatter?.overview === true) return 'overview';
  if (/(^|\/)404$/.test(routePath)) return 'notFound';
  return undefined;
}
