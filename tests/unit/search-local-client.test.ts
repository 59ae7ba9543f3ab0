import { describe, expect, it } from '@rstest/core';
import type { SearchRecord } from '../../site/search-record';
import type { LocalSearchResult } from '../../theme/search/local-client';
import { createLocalSearchClient } from '../../theme/search/local-client';

const records: SearchRecord[] = [
  {
    objectID: '/config/lib/shims~0',
    url: '/config/lib/shims',
    type: 'lvl1',
    hierarchy: { lvl0: 'Config', lvl1: 'lib.shims' },
    content: null,
    lang: 'en',
  },
  {
    objectID: '/config/lib/shims~1',
    url: '/config/lib/shims#esm',
    type: 'content',
    hierarchy: { lvl0: 'Config', lvl1: 'lib.shims', lvl2: 'ESM' },
    content:
      'In ESM output the shims provide __dirname and __filename through import.meta.url so that code written for CommonJS keeps working unchanged.',
    lang: 'en',
  },
];

// The request the modal sends (DocSearch 3.9), trimmed to what matters here.
const modalRequest = (query: string) => ({
  query,
  indexName: 'embedded-en',
  attributesToSnippet: ['hierarchy.lvl1:10', 'content:5'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
});

async function search(query: string) {
  const client = createLocalSearchClient(async () => records);
  const response = (await client.search({
    requests: [modalRequest(query)],
  } as never)) as unknown as { results: LocalSearchResult[] };
  return response.results[0];
}

describe('embedded search client', () => {
  it('answers the modal the way the provider does', async () => {
    const result = await search('dirname');
    expect(result.nbHits).toBe(1);
    expect(result.queryID).toEqual(expect.any(String));
    expect(result.hits.map((hit) => [hit.type, hit.url])).toEqual([
      ['lvl1', '/config/lib/shims'],
      ['content', '/config/lib/shims#esm'],
    ]);
    expect(result.hits[1]._highlightResult.hierarchy.lvl0?.value).toBe(
      'Config',
    );
  });

  it('cuts content snippets to the words the request asks for', async () => {
    const { hits } = await search('dirname');
    const snippet = hits[1]._snippetResult.content?.value ?? '';
    expect(snippet).toContain('<mark>dirname</mark>');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(
      snippet
        .replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(5);
  });

  it('returns nothing for an empty query', async () => {
    const result = await search('');
    expect(result.hits).toEqual([]);
    expect(result.nbHits).toBe(0);
  });

  it('loads the records once for many queries', async () => {
    const loads = { count: 0 };
    const client = createLocalSearchClient(async () => {
      loads.count += 1;
      return records;
    });
    await client.search({ requests: [modalRequest('shims')] } as never);
    await client.search({ requests: [modalRequest('esm')] } as never);
    expect(loads.count).toBe(1);
  });
});
