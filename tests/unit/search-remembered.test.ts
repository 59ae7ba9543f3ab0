import { describe, expect, it } from '@rstest/core';
import type { PagefindModule } from '../../theme/search/pagefind-api';
import { rememberedSearch } from '../../theme/search/remembered-searches';

/** An engine that answers each term with one page named after it, and counts its searches. */
function countingEngine(failFirst = false) {
  const asked: string[] = [];
  const engine = {
    search: async (term: string) => {
      asked.push(term);
      if (failFirst && asked.length === 1) throw new Error('chunk failed');
      return {
        results: [{ id: term, score: 1, data: async () => ({}) as never }],
      };
    },
  } as unknown as PagefindModule;
  return { engine, asked };
}

describe('the engine’s answers kept per term', () => {
  it('asks the engine once for a term asked again, at once or later', async () => {
    const { engine, asked } = countingEngine();
    const search = rememberedSearch(engine);
    const [first, again] = await Promise.all([
      search('rslib'),
      search('rslib'),
    ]);
    expect(again).toBe(first);
    await search('"rslib"');
    await search('rslib');
    expect(asked).toEqual(['rslib', '"rslib"']);
  });

  it('forgets a failed answer, so the next ask tries again', async () => {
    const { engine, asked } = countingEngine(true);
    const search = rememberedSearch(engine);
    await expect(search('umd')).rejects.toThrow('chunk failed');
    expect((await search('umd')).results[0].id).toBe('umd');
    expect(asked).toEqual(['umd', 'umd']);
  });

  it('lets the least recently asked term go once 200 are kept', async () => {
    const { engine, asked } = countingEngine();
    const search = rememberedSearch(engine);
    for (let n = 0; n < 200; n += 1) await search(`term${n}`);
    // Asked again, term0 becomes the most recent: term1 goes first.
    await search('term0');
    await search('term200');
    await search('term0');
    await search('term1');
    expect(asked.slice(200)).toEqual(['term200', 'term1']);
  });
});
