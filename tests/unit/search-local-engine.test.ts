import { describe, expect, it } from '@rstest/core';
import type { RecordType, SearchRecord } from '../../site/search-record';
import {
  createLocalIndex,
  MAX_QUERY_LENGTH,
  type SearchOptions,
  searchLocalIndex,
} from '../../theme/search/local-engine';

const options: SearchOptions = {
  hitsPerPage: 20,
  snippetWords: { content: 10, 'hierarchy.lvl1': 10 },
  tags: { pre: '<mark>', post: '</mark>' },
  ellipsis: '…',
};

let id = 0;
function record(
  url: string,
  type: RecordType,
  path: string[],
  content: string | null = null,
  lang: 'en' | 'zh' = 'en',
): SearchRecord {
  id += 1;
  const [lvl0, lvl1, lvl2, lvl3] = path;
  return {
    objectID: String(id),
    url,
    type,
    hierarchy: { lvl0, lvl1, ...(lvl2 && { lvl2 }), ...(lvl3 && { lvl3 }) },
    content,
    lang,
  };
}

const index = createLocalIndex([
  record('/config/lib/auto-external', 'lvl1', ['Config', 'lib.autoExternal']),
  record(
    '/config/lib/auto-external#default',
    'content',
    ['Config', 'lib.autoExternal', 'Default'],
    'Dependencies listed in package.json are externalized automatically.',
  ),
  record('/config/lib/umd-name', 'lvl1', ['Config', 'lib.umdName']),
  record('/guide/basic/output-format', 'lvl1', ['Guide', 'Output format']),
  record('/guide/basic/output-format#umd', 'lvl2', [
    'Guide',
    'Output format',
    'UMD',
  ]),
  record(
    '/guide/basic/output-format#umd',
    'content',
    ['Guide', 'Output format', 'UMD'],
    'A UMD bundle needs a name for its global, see lib.umdName; <script> tags load it.',
  ),
  record('/guide/advanced/dts', 'lvl1', ['Guide', 'Declaration files']),
  record('/guide/advanced/dts#bundle', 'lvl2', [
    'Guide',
    'Declaration files',
    'Bundle declaration files',
  ]),
  record(
    '/guide/advanced/dts#bundle',
    'content',
    ['Guide', 'Declaration files', 'Bundle declaration files'],
    'Set dts.bundle to true to roll every declaration into one file; this long paragraph goes on and on with many more words after the match so that the snippet has to cut it somewhere.',
  ),
]);

const zhIndex = createLocalIndex([
  record(
    '/zh/guide/advanced/dts',
    'lvl1',
    ['指南', '类型声明文件'],
    null,
    'zh',
  ),
  record(
    '/zh/guide/advanced/dts#bundle',
    'content',
    ['指南', '类型声明文件', '打包类型声明'],
    '将 dts.bundle 设为 true，可以把类型声明打包成一个文件。',
    'zh',
  ),
  record('/zh/config/', 'lvl1', ['配置', '配置总览'], null, 'zh'),
]);

const search = (query: string) => searchLocalIndex(index, query, options);
const urls = (query: string) => search(query).hits.map((hit) => hit.url);
const zhUrls = (query: string) =>
  searchLocalIndex(zhIndex, query, options).hits.map((hit) => hit.url);

describe('local search engine', () => {
  it('ranks the page named by the query first, camelCase or spaced', () => {
    expect(urls('autoExternal')[0]).toBe('/config/lib/auto-external');
    expect(urls('umd name')[0]).toBe('/config/lib/umd-name');
  });

  it('puts a page title before the page hits it is the parent of', () => {
    const hits = search('script').hits;
    expect(hits.map((hit) => hit.type)).toEqual(['lvl1', 'content']);
    expect(hits[0].hierarchy.lvl1).toBe(hits[1].hierarchy.lvl1);
  });

  it('wraps matches in mark tags and escapes the text around them', () => {
    const hit = search('script').hits[1];
    expect(hit._highlightResult.content?.value).toContain(
      '&lt;<mark>script</mark>&gt;',
    );
    expect(hit._highlightResult.content?.matchLevel).toBe('full');
    expect(hit._highlightResult.hierarchy.lvl1?.matchLevel).toBe('none');
  });

  it('cuts snippets to the requested number of words around the match', () => {
    const hit = search('dts bundle').hits.find(
      (candidate) => candidate.type === 'content',
    );
    const value = hit?._snippetResult.content?.value ?? '';
    expect(value).toMatch(/<mark>dts<\/mark>\.<mark>bundle<\/mark>/);
    expect(value.endsWith('…')).toBe(true);
    expect(value.replace(/<\/?mark>/g, '').split(/\s+/).length).toBeLessThan(
      14,
    );
  });

  it('finds Chinese words inside running text', () => {
    expect(zhUrls('类型声明')).toContain('/zh/guide/advanced/dts');
    expect(zhUrls('打包')).toContain('/zh/guide/advanced/dts#bundle');
    expect(zhUrls('配置')[0]).toBe('/zh/config/');
    const hit = searchLocalIndex(zhIndex, '打包', options).hits.find(
      (candidate) => candidate.type === 'content',
    );
    expect(hit?._highlightResult.content?.value).toContain('<mark>打包</mark>');
  });

  it('skips the search for an empty or blank query', () => {
    expect(search('')).toEqual({ hits: [], nbHits: 0 });
    expect(search('   ')).toEqual({ hits: [], nbHits: 0 });
  });

  it(`ignores what follows the first ${MAX_QUERY_LENGTH} characters`, () => {
    const padded = `umd${' '.repeat(MAX_QUERY_LENGTH)}nonexistentword`;
    expect(urls(padded)).toEqual(urls('umd'));
    expect(urls('umd').length).toBeGreaterThan(0);
  });

  it('limits the hits to the page size', () => {
    const small = searchLocalIndex(index, 'guide', {
      ...options,
      hitsPerPage: 2,
    });
    expect(small.hits).toHaveLength(2);
    expect(small.nbHits).toBeGreaterThan(2);
  });
});
