/**
 * Parts of a page that can be switched off, each by a front matter
 * flag set to false (`sidebar: false`) or a query parameter set to 0
 * (`?sidebar=0`): the navbar, sidebar, outline and doc footer, and the
 * global extras, image zoom and feed links. The layout parts' names are
 * Rspress's own front matter flags. Shared by the inline head script (query
 * switches before the first paint) and the theme (after hydration).
 */
export const PAGE_SWITCHES = [
  'navbar',
  'sidebar',
  'outline',
  'footer',
  'imageZoom',
  'feedLinks',
] as const;

export type PageSwitch = (typeof PAGE_SWITCHES)[number];

/** The switches the address turns off: only the value 0 counts. */
export function switchedOffByQuery(search: string): PageSwitch[] {
  const params = new URLSearchParams(search);
  return PAGE_SWITCHES.filter((name) => params.get(name) === '0');
}

/** The switches the front matter turns off: only the value false counts. */
export function switchedOffByFrontmatter(
  frontmatter: Readonly<Record<string, unknown>> | undefined,
): PageSwitch[] {
  return PAGE_SWITCHES.filter((name) => frontmatter?.[name] === false);
}

/** Class set on <html> while a part is switched off; CSS hides it. */
export const switchedOffClass = (name: PageSwitch): string =>
  `off-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
