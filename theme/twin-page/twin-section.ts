/** A heading of a page's outline: its id and level. */
export interface OutlineHeading {
  id: string;
  depth: number;
}

/**
 * Twin pages share their H2 and H3 structure (tests/unit/docs-parity), not
 * their heading ids, which come from the heading text in each language.
 * A section of one page is found in its twin by its place among the H2
 * and H3 headings; a deeper heading by the section it belongs to. Null
 * when the id is not a heading of this page, or the twin lacks the section.
 */
export function twinSectionId(
  id: string,
  headings: readonly OutlineHeading[],
  twinHeadings: readonly OutlineHeading[],
): string | null {
  const sections = (list: readonly OutlineHeading[]) =>
    list.filter((heading) => heading.depth <= 3);
  const at = headings.findIndex((heading) => heading.id === id);
  if (at === -1) return null;
  const section = headings
    .slice(0, at + 1)
    .findLast((heading) => heading.depth <= 3);
  if (!section) return null;
  const index = sections(headings).indexOf(section);
  const twin = sections(twinHeadings)[index];
  return twin && twin.depth === section.depth ? twin.id : null;
}
