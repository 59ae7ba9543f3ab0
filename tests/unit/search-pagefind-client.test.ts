import { describe, expect, it } from '@rstest/core';
import type {
  PagefindModule,
  PagefindResultData,
} from '../../theme/search/pagefind-api';
import { createPagefindClient } from '../../theme/search/pagefind-client';
import { pagefindEngine } from '../../theme/search/pagefind-engine';
import { unbuiltIndexClient } from '../../theme/search/unbuilt-index-client';

const pageData = (url: string, title: string): PagefindResultData => ({
  url,
  excerpt: `about <mark>${title}</mark>`,
  meta: { title, group: 'Guide' },
  anchors: [],
  sub_results: [],
});

/** A fake engine: `pages` answer every query; `failing` makes the next searches throw. */
function fakeModule(pages: PagefindResultData[]) {
  const state = {
    inits: 0,
    destroys: 0,
    failing: 0,
    fetched: 0,
    searches: 0,
    // What was called, in order: options (with whether `noWorker` was set) and init.
    calls: [] as string[],
  };
  const module: PagefindModule = {
    options: async (options) => {
      state.calls.push(`options noWorker=${options.noWorker}`);
    },
    init: async () => {
      state.inits += 1;
      state.calls.push('init');
    },
    destroy: async () => {
      state.destroys += 1;
    },
    search: async () => {
      state.searches += 1;
      if (state.failing > 0) {
        state.failing -= 1;
        throw new Error('index chunk failed');
      }
      return {
        results: pages.map((page, at) => ({
          id: page.url,
          score: pages.length - at,
          data: async () => {
            state.fetched += 1;
            return page;
          },
        })),
      };
    },
  };
  return { module, state };
}

const settings = {
  lang: 'en',
  pagesShown: 2,
  sectionsByRank: [1],
};

const engineOf = (module: PagefindModule) =>
  pagefindEngine(
    async () => module,
    () => ({}),
  );

const ask = (client: ReturnType<typeof createPagefindClient>, query: string) =>
  (
    client.search({ requests: [{ query }] } as never) as unknown as Promise<{
      results: { hits: { url: string }[]; nbHits: number }[];
    }>
  ).then((response) => response.results[0]);

describe('the embedded search client', () => {
  it('answers in the provider’s shape and fetches the fragments of the pages shown only', async () => {
    const { module, state } = fakeModule([
      pageData('/a', 'A'),
      pageData('/b', 'B'),
      pageData('/c', 'C'),
    ]);
    const client = createPagefindClient(engineOf(module), settings);
    const result = await ask(client, 'a');
    expect(result.nbHits).toBe(3);
    expect(result.hits.map((hit) => hit.url)).toEqual(['/a', '/b']);
    expect(state.fetched).toBe(2);
  });

  it('rejects a failed search, and the next query starts a fresh engine', async () => {
    const { module, state } = fakeModule([pageData('/a', 'A')]);
    const client = createPagefindClient(engineOf(module), settings);
    state.failing = 1;
    await expect(ask(client, 'a')).rejects.toThrow('index chunk failed');
    expect(state.destroys).toBe(1);
    const result = await ask(client, 'a');
    expect(result.hits.map((hit) => hit.url)).toEqual(['/a']);
    expect(state.inits).toBe(2);
    // The fresh engine keeps no answer of the one before: 'b' answered
    // before a failure is asked of the engine again after it.
    await ask(client, 'b');
    state.failing = 1;
    await expect(ask(client, 'c')).rejects.toThrow('index chunk failed');
    const searchesBefore = state.searches;
    await ask(client, 'b');
    expect(state.searches).toBe(searchesBefore + 1);
  });

  it('retries a failed download of the engine on the next query', async () => {
    const { module } = fakeModule([pageData('/a', 'A')]);
    let loads = 0;
    const client = createPagefindClient(
      pagefindEngine(
        async () => {
          loads += 1;
          if (loads === 1) throw new Error('offline');
          return module;
        },
        () => ({}),
      ),
      settings,
    );
    await expect(ask(client, 'a')).rejects.toThrow('offline');
    expect((await ask(client, 'a')).hits).toHaveLength(1);
  });

  it('answers the same query asked twice at once with one answer, and builds it afresh when asked later', async () => {
    const { module, state } = fakeModule([pageData('/a', 'A')]);
    const client = createPagefindClient(engineOf(module), settings);
    const [first, second] = await Promise.all([
      ask(client, 'a'),
      ask(client, 'a'),
    ]);
    expect(second).toEqual(first);
    expect(state.searches).toBe(1);
    expect(state.fetched).toBe(1);
    const later = await ask(client, 'a');
    expect(later).not.toEqual(first);
    expect(state.fetched).toBe(2);
    // The engine's answer for the term is kept (remembered-searches.ts).
    expect(state.searches).toBe(1);
  });

  it('answers an empty query with no hits without searching', async () => {
    const { module, state } = fakeModule([pageData('/a', 'A')]);
    const client = createPagefindClient(engineOf(module), settings);
    expect((await ask(client, '  ')).hits).toEqual([]);
    expect(state.fetched).toBe(0);
  });
});

describe('the engine the search button and the modal share', () => {
  it('starts once, with its options set before it starts, however many ask', async () => {
    const { module, state } = fakeModule([pageData('/a', 'A')]);
    let loads = 0;
    const engine = pagefindEngine(
      async () => {
        loads += 1;
        return module;
      },
      () => ({ baseUrl: '/' }),
    );
    const [first, second] = await Promise.all([engine.start(), engine.start()]);
    expect(first).toBe(second);
    expect(await engine.start()).toBe(module);
    expect(loads).toBe(1);
    expect(state.calls).toEqual(['options noWorker=true', 'init']);
  });

  it('starts afresh after it was stopped, and a modal then searches on the new start', async () => {
    const { module, state } = fakeModule([pageData('/a', 'A')]);
    const engine = engineOf(module);
    await engine.start();
    await engine.stop();
    expect(state.destroys).toBe(1);
    const client = createPagefindClient(engine, settings);
    expect((await ask(client, 'a')).hits).toHaveLength(1);
    expect(state.calls).toEqual([
      'options noWorker=true',
      'init',
      'options noWorker=true',
      'init',
    ]);
  });
});

describe('the development server’s search client', () => {
  it('tells the modal it has no index and answers with no hits', async () => {
    let told = 0;
    const client = unbuiltIndexClient(() => {
      told += 1;
    });
    const response = (await client.search({
      requests: [{ query: 'a' }, { query: 'b' }],
    } as never)) as unknown as { results: { hits: unknown[] }[] };
    expect(told).toBe(1);
    expect(response.results.map((result) => result.hits)).toEqual([[], []]);
  });
});
