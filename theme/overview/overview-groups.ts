import type { NormalizedSidebarGroup, SidebarData } from '@rspress/core';
import type {
  OverviewHeading,
  OverviewPageHeadings,
} from '../../site/overview-headings';
import {
  isDivider,
  isGroup,
  isPageItem,
  isSectionHeader,
  type SidebarEntry,
} from '../Sidebar/sidebar-tree';

export type { OverviewHeading };

export interface OverviewItem {
  text: string;
  link: string;
  headings: OverviewHeading[];
}

export interface OverviewGroup {
  name: string;
  items: OverviewItem[];
}

/** What the overview needs to know of the site's pages: the build's list. */
export type PageSummary = OverviewPageHeadings;

/** Without `overviewHeaders` an overview lists the pages' depth-2 headings. */
const DEFAULT_DEPTHS = [2];

const withoutSlash = (link: string) => link.replace(/\/$/, '');
const samePath = (a: string, b: string) =>
  withoutSlash(a).toLowerCase() === withoutSlash(b).toLowerCase();

/** Turns a sidebar link ('/config/index.html') into the page's address ('/config/'). */
export type LinkNormaliser = (link: string) => string;

/** A group's link, or the first link inside it, as a page address. */
function firstLink(entry: SidebarEntry, normalise: LinkNormaliser): string {
  if ('link' in entry && entry.link) return normalise(entry.link);
  if (isGroup(entry) && entry.items[0])
    return firstLink(entry.items[0], normalise);
  return '';
}

/**
 * The part of the section's sidebar an overview at `routePath` lists: the
 * overview's own group when the sidebar has one for it, else the sidebar
 * without the overview's own entry.
 */
export function entriesUnder(
  sidebar: SidebarData,
  routePath: string,
  normalise: LinkNormaliser,
): SidebarData {
  const own = (entry: SidebarEntry) =>
    !isDivider(entry) &&
    !isSectionHeader(entry) &&
    samePath(normalise(('link' in entry && entry.link) || '/'), routePath);
  // The section's own sidebar starts with the overview: all of it is listed.
  if (sidebar[0] && own(sidebar[0]) && !isGroup(sidebar[0])) {
    return sidebar.slice(1);
  }
  const index = sidebar.findIndex(own);
  if (index === -1) {
    return sidebar.flatMap((entry) =>
      isGroup(entry) ? entriesUnder(entry.items, routePath, normalise) : [],
    );
  }
  const match = sidebar[index];
  if (isGroup(match) && match.items.length > 0) {
    return match.items.every((entry) => !isGroup(entry))
      ? [match]
      : match.items.filter((entry) => !isDivider(entry));
  }
  return sidebar.filter((entry, at) => at !== index && !isDivider(entry));
}

/**
 * The overview's groups: each sidebar group below the overview
 * with its pages, and each single page as a group of its own, every page
 * with its headings of the depths asked for (the page's sidebar entry, then
 * the overview's front matter, then its group decide).
 */
export function overviewGroups(
  sidebar: SidebarData,
  pages: PageSummary[],
  routePath: string,
  overviewDepths: number[] | undefined,
  normalise: LinkNormaliser,
): OverviewGroup[] {
  const isBelow = (link: string) =>
    link.startsWith(routePath) && !samePath(link, routePath);
  const itemOf = (
    entry: SidebarEntry,
    group?: NormalizedSidebarGroup,
  ): OverviewItem | null => {
    if (isDivider(entry) || isSectionHeader(entry)) return null;
    const link = firstLink(entry, normalise);
    // The overview itself, when its section's group lists it.
    if (samePath(link, routePath)) return null;
    const depths =
      entry.overviewHeaders ??
      overviewDepths ??
      group?.overviewHeaders ??
      DEFAULT_DEPTHS;
    const ownLink = 'link' in entry && entry.link ? normalise(entry.link) : '';
    const page = pages.find((summary) => samePath(summary.routePath, ownLink));
    return {
      text: entry.text,
      link,
      headings: (page?.toc ?? []).filter((h) => depths.includes(h.depth)),
    };
  };
  return entriesUnder(sidebar, routePath, normalise).flatMap(
    (entry): OverviewGroup[] => {
      if (isGroup(entry)) {
        if (!entry.items.some((item) => isBelow(firstLink(item, normalise))))
          return [];
        const items = entry.items
          .map((item) => itemOf(item, entry))
          .filter((item): item is OverviewItem => item !== null);
        return [{ name: entry.text, items }];
      }
      if (isPageItem(entry) && isBelow(normalise(entry.link))) {
        const item = itemOf(entry);
        return item ? [{ name: entry.text, items: [item] }] : [];
      }
      return [];
    },
  );
}

/** The filter ignores letter case, and a hyphen is a space on either side. */
const normalise = (text: string) => text.toLowerCase().replace(/-/g, ' ');

/**
 * The groups the filter keeps: a group whose name matches stays
 * whole; else a page whose title matches stays with all its headings; else
 * a page stays with the headings that match.
 */
export function filterGroups(
  groups: OverviewGroup[],
  query: string,
): OverviewGroup[] {
  if (!query) return groups;
  const wanted = normalise(query);
  const matches = (text: string) => normalise(text).includes(wanted);
  return groups.flatMap((group) => {
    if (matches(group.name)) return [group];
    const items = group.items.flatMap((item) => {
      if (matches(item.text)) return [item];
      const headings = item.headings.filter((h) => matches(h.text));
      return headings.length > 0 ? [{ ...item, headings }] : [];
    });
    return items.length > 0 ? [{ ...group, items }] : [];
  });
}
