import { headingId } from '../content/heading-id';
import type { OverviewGroup } from './overview-groups';

/**
 * The id of each group's heading, by group name. A group is often named
 * like a heading of the page's own text (the blog lists a post the text
 * introduces, the config overview has a section per group): such a group
 * gets the next free id, `name-1`, as a repeated Markdown heading would, so
 * every id of the page stays unique and links to the page's own headings
 * keep landing on them.
 */
export function groupHeadingIds(
  groups: readonly OverviewGroup[],
  pageHeadings: readonly { id: string }[],
): Map<string, string> {
  const taken = new Set(pageHeadings.map((heading) => heading.id));
  const ids = new Map<string, string>();
  for (const { name } of groups) {
    const base = headingId(name);
    let id = base;
    for (let count = 1; taken.has(id); count++) id = `${base}-${count}`;
    taken.add(id);
    ids.set(name, id);
  }
  return ids;
}
