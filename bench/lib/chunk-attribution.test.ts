import { describe, expect, it } from '@rstest/core';
import {
  BUNDLER_RUNTIME,
  bytesBySource,
  groupedEntries,
  groupOfSource,
  UNMAPPED,
  withoutSourceMapComment,
} from './chunk-attribution.mjs';

describe('bundle report: source groups', () => {
  it.each([
    ['node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['node_modules/@unhead/react/dist/client.mjs', '@unhead/react'],
    ['node_modules/.pnpm/x@1/node_modules/lodash-es/get.js', 'lodash-es'],
    [
      'node_modules/@rspress/core/dist/theme/components/Sidebar/SidebarItem.js',
      '@rspress/core/dist/theme/components/Sidebar',
    ],
    [
      'node_modules/@rspress/core/dist/theme/layout/DocLayout/index.js',
      '@rspress/core/dist/theme/layout/DocLayout',
    ],
    [
      'node_modules/@rspress/core/dist/theme/hooks/useDynamicToc.js',
      '@rspress/core/dist/theme/hooks',
    ],
    [
      'node_modules/@rspress/core/dist/runtime/hooks/usePage.js',
      '@rspress/core/dist/runtime',
    ],
    ['theme/components/Hero.tsx', 'theme/components'],
    ['theme/chunk-recovery.ts', 'theme/chunk-recovery.ts'],
    [
      'docs/en/guide/start/quick-start.mdx',
      'docs/en/guide/start/quick-start.mdx',
    ],
    ['.rspress/runtime/virtual-routes.js', '.rspress/virtual-routes'],
    ['webpack://webpack/runtime/load_script', BUNDLER_RUNTIME],
  ])('%s → %s', (source, group) => {
    expect(groupOfSource(source)).toBe(group);
  });

  it('counts bytes no mapping covers as unmapped', () => {
    expect(groupOfSource(null)).toBe(UNMAPPED);
  });
});

describe('bundle report: bytes by source', () => {
  const map = {
    version: 3,
    sources: [
      '../../node_modules/react-dom/index.js',
      '../../theme/outline/a.ts?abc1',
    ],
    names: [],
    // line 1: col 2 → source 0, col 6 → source 1; line 2: col 0 → source 1
    mappings: [
      [
        [2, 0, 0, 0],
        [6, 1, 0, 0],
      ],
      [[0, 1, 1, 0]],
    ],
  };

  it('gives each segment up to the next, and the line end to the last', () => {
    const bytes = bytesBySource('xxAAAABé\nCC', map, '/site/out/js', '/site');
    expect(Object.fromEntries(bytes)).toEqual({
      null: 2,
      'node_modules/react-dom/index.js': 4,
      // 'Bé\n' is 4 bytes of UTF-8, then 'CC'
      'theme/outline/a.ts': 6,
    });
  });

  it('shares the chunk gzip size out by raw bytes, largest group first', () => {
    const bytes = bytesBySource('xxAAAABé\nCC', map, '/site/out/js', '/site');
    const entries = groupedEntries(bytes, 60);
    expect(
      entries.map(({ group, raw, gzipEstimate }) => ({
        group,
        raw,
        gzipEstimate,
      })),
    ).toEqual([
      { group: 'theme/outline', raw: 6, gzipEstimate: 30 },
      { group: 'react-dom', raw: 4, gzipEstimate: 20 },
      { group: UNMAPPED, raw: 2, gzipEstimate: 10 },
    ]);
  });

  it('leaves the source map comment out of the chunk', () => {
    expect(
      withoutSourceMapComment('a();\n//# sourceMappingURL=a.js.map\n'),
    ).toBe('a();');
    expect(
      withoutSourceMapComment('a{}\n/*# sourceMappingURL=a.css.map*/'),
    ).toBe('a{}');
  });
});
