import type { SidebarData } from '@rspress/core';
import { describe, expect, test } from '@rstest/core';
import {
  filterGroups,
  overviewGroups,
  type PageSummary,
} from '../../theme/overview/overview-groups';

// Sidebar links as Rspress hands them over; addresses as pages use them.
const normalise = (link: string) =>
  link.replace(/index\.html$/, '').replace(/\.html$/, '');

const heading = (id: string, depth: number) => ({ id, text: id, depth });

const PAGES: PageSummary[] = [
  { routePath: '/api/', toc: [] },
  {
    routePath: '/api/lib/',
    toc: [heading('top-level', 2), heading('items', 3)],
  },
  {
    routePath: '/api/lib/format',
    toc: [heading('formats', 2), heading('esm', 3)],
  },
  { routePath: '/api/lib/bundle', toc: [heading('entries', 2)] },
  { routePath: '/api/build/output', toc: [] },
];

const SIDEBAR: SidebarData = [
  { text: 'API overview', link: '/api/index.html' },
  {
    text: 'Lib options',
    collapsible: true,
    collapsed: false,
    items: [
      { text: 'lib', link: '/api/lib/index.html' },
      { text: 'lib.format', link: '/api/lib/format.html' },
      { dividerType: 'solid' },
      { text: 'lib.bundle', link: '/api/lib/bundle.html' },
    ],
  },
  { text: 'output', link: '/api/build/output.html' },
];

describe('overview groups', () => {
  test('a section overview lists each group with its pages, and each single page as a group', () => {
    const groups = overviewGroups(
      SIDEBAR,
      PAGES,
      '/api/',
      undefined,
      normalise,
    );
    expect(groups).toEqual([
      {
        name: 'Lib options',
        items: [
          {
            text: 'lib',
            link: '/api/lib/',
            headings: [heading('top-level', 2)],
          },
          {
            text: 'lib.format',
            link: '/api/lib/format',
            headings: [heading('formats', 2)],
          },
          {
            text: 'lib.bundle',
            link: '/api/lib/bundle',
            headings: [heading('entries', 2)],
          },
        ],
      },
      {
        name: 'output',
        items: [{ text: 'output', link: '/api/build/output', headings: [] }],
      },
    ]);
  });

  test('an overview inside a group lists the group’s other pages, each as a group of its own', () => {
    const groups = overviewGroups(
      SIDEBAR,
      PAGES,
      '/api/lib/',
      undefined,
      normalise,
    );
    expect(groups.map((group) => group.name)).toEqual([
      'lib.format',
      'lib.bundle',
    ]);
  });

  test('front matter depths replace the default of H2 only', () => {
    const [lib] = overviewGroups(SIDEBAR, PAGES, '/api/', [2, 3], normalise);
    expect(lib.items[1].headings.map((h) => h.id)).toEqual(['formats', 'esm']);
  });

  test('a sidebar entry’s own depths win over the front matter’s', () => {
    const sidebar: SidebarData = [
      { text: 'API overview', link: '/api/index.html' },
      {
        text: 'Lib options',
        collapsible: true,
        collapsed: false,
        items: [
          {
            text: 'lib.format',
            link: '/api/lib/format.html',
            overviewHeaders: [3],
          },
        ],
      },
    ];
    const [lib] = overviewGroups(sidebar, PAGES, '/api/', [2], normalise);
    expect(lib.items[0].headings.map((h) => h.id)).toEqual(['esm']);
  });
});

describe('overview filter', () => {
  const groups = overviewGroups(SIDEBAR, PAGES, '/api/', undefined, normalise);

  test('an empty query keeps everything', () => {
    expect(filterGroups(groups, '')).toBe(groups);
  });

  test('a group name keeps the whole group, in any letter case', () => {
    expect(filterGroups(groups, 'LIB OPT')).toEqual([groups[0]]);
  });

  test('a page title keeps the page with all its headings', () => {
    expect(filterGroups(groups, 'Lib.Format')).toEqual([
      { name: 'Lib options', items: [groups[0].items[1]] },
    ]);
  });

  test('heading texts keep only the matching headings; hyphens and spaces match each other', () => {
    const [lib] = filterGroups(groups, 'top level');
    expect(lib.items).toEqual([
      { text: 'lib', link: '/api/lib/', headings: [heading('top-level', 2)] },
    ]);
    expect(filterGroups(groups, 'top-lev')).toEqual(
      filterGroups(groups, 'top lev'),
    );
  });

  test('no match leaves no group', () => {
    expect(filterGroups(groups, 'nothing like it')).toEqual([]);
  });
});
