/**
 * SPEC 2.1: a page can turn off the global extras, image zoom and feed
 * links, with a frontmatter flag (`imageZoom: false`, `feedLinks: false`) or
 * a query parameter set to 0 (`?imageZoom=0`, `?feedLinks=0`).
 */
export const PAGE_EXTRAS = ['imageZoom', 'feedLinks'] as const;

export type PageExtra = (typeof PAGE_EXTRAS)[number];

/** The extras the page's frontmatter or the address turn off. */
export function disabledExtras(
  frontmatter: Readonly<Record<string, unknown>> | undefined,
  search: string,
): PageExtra[] {
  const params = new URLSearchParams(search);
  return PAGE_EXTRAS.filter(
    (extra) => frontmatter?.[extra] === false || params.get(extra) === '0',
  );
}
