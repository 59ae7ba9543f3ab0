import { describe, expect, it } from '@rstest/core';
import type { RecordType, SearchRecord } from '../../site/search-record';
import {
  createLocalIndex,
  type SearchOptions,
  searchLocalIndex,
} from '../../theme/search/local-engine';
import { queryWords } from '../../theme/search/tokenize';
import { withinEdits } from '../../theme/search/typo';

// Each rule of the embedded search's ranking against a few records made for
// it: a change that breaks one rule fails its test.

const options: SearchOptions = {
  hitsPerPage: 20,
  snippetWords: {},
  tags: { pre: '<mark>', post: '</mark>' },
  ellipsis: '…',
};

let id = 0;
/** A record of `page`: its title (no text), a heading (`#anchor`) or a paragraph under one. */
function record(
  url: string,
  type: RecordType,
  [lvl0, lvl1, lvl2]: string[],
  content: string | null = null,
): SearchRecord {
  id += 1;
  return {
    objectID: String(id),
    url,
    type,
    hierarchy: { lvl0, lvl1, ...(lvl2 && { lvl2 }) },
    content,
    lang: 'en',
  };
}

const rows = (records: SearchRecord[], query: string) =>
  searchLocalIndex(createLocalIndex(records), query, options).hits.map(
    (hit) => hit.url,
  );
const pages = (records: SearchRecord[], query: string) => [
  ...new Set(rows(records, query).map((url) => url.split('#')[0])),
];

describe('search ranking', () => {
  it('ranks a title match before a heading match before body text', () => {
    const records = [
      record('/body', 'lvl1', ['Guide', 'Body page']),
      record(
        '/body#a',
        'content',
        ['Guide', 'Body page'],
        'Watch mode rebuilds.',
      ),
      record('/body#b', 'content', ['Guide', 'Body page'], 'Watch it again.'),
      record('/heading', 'lvl1', ['Guide', 'Heading page']),
      record('/heading#watch', 'lvl2', ['Guide', 'Heading page', 'Watch']),
      record('/title', 'lvl1', ['Guide', 'Watch']),
    ];
    expect(pages(records, 'watch')).toEqual(['/title', '/heading', '/body']);
  });

  it('ranks the option page before pages that mention the option', () => {
    const records = [
      record('/guide/umd', 'lvl1', ['Config', 'UMD output']),
      record(
        '/guide/umd#name',
        'content',
        ['Config', 'UMD output'],
        'Set lib.umdName to name the global; lib.umdName is required.',
      ),
      record(
        '/guide/umd#more',
        'content',
        ['Config', 'UMD output'],
        'Without lib.umdName the bundle has no global.',
      ),
      record('/config/lib/umd-name', 'lvl1', ['Config', 'lib.umdName']),
    ];
    expect(pages(records, 'umdName')[0]).toBe('/config/lib/umd-name');
    expect(pages(records, 'umd name')[0]).toBe('/config/lib/umd-name');
  });

  it('gives the exact phrase, then the words in query order, a bonus', () => {
    const records = [
      record('/scattered', 'lvl1', ['Guide', 'Format the output of it']),
      record('/ordered', 'lvl1', ['Guide', 'Output in each format']),
      record('/phrase', 'lvl1', ['Guide', 'Our output format list']),
    ];
    expect(pages(records, 'output format')).toEqual([
      '/phrase',
      '/ordered',
      '/scattered',
    ]);
  });

  it('shows a page once: its title, its best section, at most two more, no link twice', () => {
    const records = [
      record('/dts', 'lvl1', ['Config', 'lib.dts']),
      record('/dts#bundle', 'lvl2', ['Config', 'lib.dts', 'dts.bundle']),
      record(
        '/dts#bundle',
        'content',
        ['Config', 'lib.dts', 'dts.bundle'],
        'Bundle the dts files.',
      ),
      record(
        '/dts#build',
        'content',
        ['Config', 'lib.dts', 'dts.build'],
        'Builds the dts bundle of each project.',
      ),
      record(
        '/dts#abort',
        'content',
        ['Config', 'lib.dts', 'dts.abortOnError'],
        'A dts bundle with errors fails the build.',
      ),
      record(
        '/dts#alias',
        'content',
        ['Config', 'lib.dts', 'dts.alias'],
        'Aliases in the dts bundle are rewritten.',
      ),
      record(
        '/dts#tsgo',
        'content',
        ['Config', 'lib.dts', 'dts.tsgo'],
        'tsgo writes the dts files before the bundle.',
      ),
    ];
    const list = rows(records, 'dts bundle');
    expect(list[0]).toBe('/dts');
    expect(list[1]).toBe('/dts#bundle');
    expect(list).toHaveLength(4);
    expect(new Set(list).size).toBe(list.length);
  });

  it('keeps each nav section together, sections in order of their best page', () => {
    const records = [
      record('/guide/a', 'lvl1', ['Guide', 'Shims guide']),
      record('/config/b', 'lvl1', ['Config', 'lib.shims']),
      record('/guide/c', 'lvl1', ['Guide', 'Other']),
      record(
        '/guide/c#x',
        'content',
        ['Guide', 'Other'],
        'Mentions shims once.',
      ),
    ];
    expect(pages(records, 'shims')).toEqual([
      '/config/b',
      '/guide/a',
      '/guide/c',
    ]);
  });

  it('matches the last word as a prefix while the reader types', () => {
    const records = [
      record('/config/lib/umd-name', 'lvl1', ['Config', 'lib.umdName']),
      record('/other', 'lvl1', ['Config', 'lib.umd']),
    ];
    expect(pages(records, 'umd na')[0]).toBe('/config/lib/umd-name');
  });

  it('ranks pages by how many words they match when no page matches all', () => {
    const records = [
      record('/one', 'lvl1', ['Guide', 'Modern.js']),
      record('/two', 'lvl1', ['Guide', 'Modern.js Module']),
      record('/none', 'lvl1', ['Guide', 'Unrelated']),
    ];
    expect(pages(records, 'modern.js module migration')).toEqual([
      '/two',
      '/one',
    ]);
  });

  it('makes no partial match of one letter alone', () => {
    const records = [record('/x', 'lvl1', ['Guide', 'Xylophone export'])];
    expect(pages(records, 'x qqzx')).toEqual([]);
    expect(pages(records, 'x export')).toEqual(['/x']);
    expect(pages(records, 'x')).toEqual(['/x']);
  });

  it('finds other forms of a word (plural, -ed, -ing)', () => {
    const records = [
      record('/react', 'lvl1', ['Guide', 'React component libraries']),
      record('/start', 'lvl1', ['Guide', 'Quick start']),
    ];
    expect(pages(records, 'react component library')).toEqual(['/react']);
    expect(pages(records, 'started')).toEqual(['/start']);
  });

  it('corrects a misspelt word only when the exact word finds too little', () => {
    const records = [
      record('/dts', 'lvl1', ['Guide', 'Declaration files']),
      record('/sb', 'lvl1', ['Guide', 'Use Storybook']),
      record('/formal', 'lvl1', ['Guide', 'Formal grammar']),
      record('/f1', 'lvl1', ['Guide', 'Format one']),
      record('/f2', 'lvl1', ['Guide', 'Format two']),
      record('/f3', 'lvl1', ['Guide', 'Format three']),
    ];
    // One edit (a missing letter) in a word of five or more letters.
    expect(pages(records, 'declration files')).toEqual(['/dts']);
    expect(pages(records, 'storybok')).toEqual(['/sb']);
    // 'format' is on three pages: 'formal' is not offered as a correction.
    expect(pages(records, 'format')).not.toContain('/formal');
    // Four letters get no correction.
    expect(pages(records, 'fles')).toEqual([]);
    expect(pages(records, 'dst')).toEqual([]);
  });

  it('allows one edit from five letters and two from nine', () => {
    expect(withinEdits('extenal', 'external', 1)).toBe(true);
    expect(withinEdits('tyepscript', 'typescript', 1)).toBe(true);
    expect(withinEdits('typscrpt', 'typescript', 1)).toBe(false);
    expect(withinEdits('typscrpt', 'typescript', 2)).toBe(true);
    // An edit among the first two letters.
    expect(withinEdits('xtorybook', 'storybook', 1)).toBe(true);
    expect(withinEdits('tsorybook', 'storybook', 1)).toBe(true);
    expect(withinEdits('torybook', 'storybook', 1)).toBe(true);
    expect(withinEdits('sstorybook', 'storybook', 1)).toBe(true);
    expect(withinEdits('xxorybook', 'storybook', 1)).toBe(false);
    const records = [record('/ts', 'lvl1', ['Guide', 'Use TypeScript'])];
    expect(pages(records, 'typscrpit')).toEqual(['/ts']);
    expect(pages(records, 'tpscrpit')).toEqual([]);
  });
});

describe('Chinese search', () => {
  const zh = (
    url: string,
    type: RecordType,
    path: string[],
    content: string | null = null,
  ) => ({ ...record(url, type, path, content), lang: 'zh' as const });

  it('ranks title and heading matches before body text', () => {
    const records = [
      zh('/zh/mf', 'lvl1', ['指南', '模块联邦']),
      zh(
        '/zh/mf#a',
        'content',
        ['指南', '模块联邦'],
        '先完成快速上手中的步骤，再开发 remote。',
      ),
      zh(
        '/zh/mf#b',
        'content',
        ['指南', '模块联邦'],
        '快速上手之后，可以接入 Storybook。',
      ),
      zh('/zh/start', 'lvl1', ['指南', '快速上手']),
    ];
    expect(pages(records, '快速上手')[0]).toBe('/zh/start');
  });

  it('does not count a space beside a Latin word as the end of a Chinese word', () => {
    // Chinese puts spaces only around Latin words: 'Rslib 生成' is no more a
    // match of the word 生成 than 'Rslib会生成' is.
    const records = [
      zh('/zh/guide', 'lvl1', ['指南', '声明文件']),
      zh(
        '/zh/guide#a',
        'content',
        ['指南', '声明文件'],
        'Rslib会生成 .d.ts 文件',
      ),
      zh('/zh/blog', 'lvl1', ['博客', '发布']),
      zh('/zh/blog#a', 'content', ['博客', '发布'], 'Rslib 生成 .d.ts 文件'),
    ];
    // The two paragraphs score alike; the first listed stays first.
    expect(pages(records, '生成 d.ts')).toEqual(['/zh/guide', '/zh/blog']);
    expect(
      pages(records.slice(2).concat(records.slice(0, 2)), '生成 d.ts'),
    ).toEqual(['/zh/blog', '/zh/guide']);
  });

  it('splits Latin query words the same way in every engine', () => {
    // Intl.Segmenter keeps 'd.ts' whole in one ICU version and splits it in another.
    expect(queryWords('generate d.ts')).toEqual(['generate', 'd.ts']);
    expect(queryWords('lib.format mf-dev import.meta.url.')).toEqual([
      'lib.format',
      'mf-dev',
      'import.meta.url',
    ]);
    expect(queryWords('生成 d.ts')).toEqual(['生成', 'd.ts']);
  });

  it('pairs a lone character with its neighbour, so two characters always match', () => {
    // Whatever the dictionary makes of it, no query term is one ideograph.
    for (const query of ['产物', '库构建', '打包产物目录']) {
      expect(queryWords(query).every((word) => word.length >= 2)).toBe(true);
    }
    const records = [
      zh('/zh/out', 'lvl1', ['指南', '产物结构']),
      zh('/zh/other', 'lvl1', ['指南', '物理结构']),
    ];
    expect(pages(records, '产物')).toEqual(['/zh/out']);
  });
});
