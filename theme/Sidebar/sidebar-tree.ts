import type {
  NormalizedSidebarGroup,
  SidebarData,
  SidebarDivider,
  SidebarItem,
  SidebarSectionHeader,
} from '@rspress/core';

export type SidebarEntry = SidebarData[number];

export const isGroup = (
  entry: SidebarEntry | NormalizedSidebarGroup['items'][number],
): entry is NormalizedSidebarGroup => 'items' in entry;

export const isDivider = (entry: SidebarEntry): entry is SidebarDivider =>
  'dividerType' in entry;

export const isSectionHeader = (
  entry: SidebarEntry,
): entry is SidebarSectionHeader => 'sectionHeaderText' in entry;

export const isPageItem = (entry: SidebarEntry): entry is SidebarItem =>
  !isGroup(entry) && !isDivider(entry) && !isSectionHeader(entry);

/** Whether the group, or any group inside it, links to a page `isActive` accepts. */
export function containsActive(
  group: NormalizedSidebarGroup,
  isActive: (link: string) => boolean,
): boolean {
  if (group.link && isActive(group.link)) return true;
  return group.items.some((entry) =>
    isGroup(entry)
      ? containsActive(entry, isActive)
      : 'link' in entry && Boolean(entry.link) && isActive(entry.link),
  );
}

/** The pages of the sidebar in reading order: the pager walks this list. */
export function pagesInOrder(
  entries: SidebarData,
): { text: string; link: string }[] {
  return entries.flatMap((entry) => {
    if (isGroup(entry)) {
      const own = entry.link ? [{ text: entry.text, link: entry.link }] : [];
      return [...own, ...pagesInOrder(entry.items)];
    }
    if (isPageItem(entry) && entry.link) {
      return [{ text: entry.text, link: entry.link }];
    }
    return [];
  });
}

/**
 * The key of a group's folded state: the path of group names to it. Not
 * its position, which the next section's sidebar reuses for other groups.
 */
export const groupKey = (parentKey: string, group: NormalizedSidebarGroup) =>
  `${parentKey}/${group.text}`;
