import type { FrontMatterMeta } from '@rspress/shared';

/**
 * SPEC 2.1: `?navbar=0`, `?sidebar=0`, `?outline=0` and `?footer=0` hide the
 * top bar, the sidebar, the outline and the doc footer. Each name is also the
 * Rspress frontmatter flag that hides the same part.
 */
export const QUERY_SWITCHES = [
  'navbar',
  'sidebar',
  'outline',
  'footer',
] as const;

export type QuerySwitch = (typeof QUERY_SWITCHES)[number];

/** Class set on <html> while a switch is on; CSS hides the part with it. */
export const hiddenPartClass = (part: QuerySwitch): string => `hide-${part}`;

/** The parts a query string switches off: only the value 0 counts. */
export function hiddenParts(search: string): QuerySwitch[] {
  const params = new URLSearchParams(search);
  return QUERY_SWITCHES.filter((part) => params.get(part) === '0');
}

/** The page's frontmatter with the switched-off parts turned off as well. */
export function withHiddenParts(
  frontmatter: FrontMatterMeta,
  parts: readonly QuerySwitch[],
): FrontMatterMeta {
  if (parts.length === 0) return frontmatter;
  const hidden = Object.fromEntries(parts.map((part) => [part, false]));
  return { ...frontmatter, ...hidden };
}
