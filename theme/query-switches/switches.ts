import type { FrontMatterMeta } from '@rspress/shared';
import { QUERY_SWITCHES, type QuerySwitch } from '../../site/query-switches';

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
