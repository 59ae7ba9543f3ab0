import type { DocSearchTransformClient } from '@docsearch/react';
import type { SearchRecord } from '../../site/search-record';
import {
  createLocalIndex,
  type LocalHit,
  type LocalIndex,
  searchLocalIndex,
} from './local-engine';

/** The part of a provider search request the modal sends and this client honours. */
export interface LocalSearchRequest {
  query?: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

export interface LocalSearchResult {
  hits: LocalHit[];
  nbHits: number;
  queryID: string;
  query: string;
  params: string;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
}

const DEFAULT_HITS_PER_PAGE = 20;

/** 'content:10' → { content: 10 }: the provider's attribute:words notation. */
function parseSnippetWords(attributes: readonly string[] = []) {
  const words: Record<string, number> = {};
  for (const attribute of attributes) {
    const [name, count] = attribute.split(':');
    words[name] = Number(count) || 10;
  }
  return words;
}

let queryCounter = 0;

export function searchIndex(
  index: LocalIndex,
  request: LocalSearchRequest,
): LocalSearchResult {
  const started = performance.now();
  const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const { hits, nbHits } = searchLocalIndex(index, request.query ?? '', {
    hitsPerPage,
    snippetWords: parseSnippetWords(request.attributesToSnippet),
    tags: {
      pre: request.highlightPreTag ?? '<mark>',
      post: request.highlightPostTag ?? '</mark>',
    },
    ellipsis: request.snippetEllipsisText ?? '…',
  });
  queryCounter += 1;
  // Visible in the browser's performance panel and read by the search bench.
  performance.measure('search:local-query', { start: started });
  return {
    hits,
    nbHits,
    queryID: `local-${queryCounter}`,
    query: request.query ?? '',
    params: '',
    page: 0,
    nbPages: nbHits > 0 ? 1 : 0,
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
  };
}

/**
 * A stand-in for the provider's search client that answers from the records
 * embedded in the site. The modal hands it the same `search({requests})` call
 * it would send to the provider; the records are fetched and indexed once, on
 * the first call.
 */
export function createLocalSearchClient(
  loadRecords: () => Promise<SearchRecord[]>,
): DocSearchTransformClient {
  let index: Promise<LocalIndex> | undefined;
  const getIndex = () => {
    index ??= loadRecords().then((records) => {
      const started = performance.now();
      const built = createLocalIndex(records);
      performance.measure('search:index-build', { start: started });
      return built;
    });
    index.catch(() => {
      // A failed load (offline, missing file) is retried on the next query.
      index = undefined;
    });
    return index;
  };

  const search = async ({ requests }: { requests: LocalSearchRequest[] }) => {
    const ready = await getIndex();
    return { results: requests.map((request) => searchIndex(ready, request)) };
  };

  return {
    // The modal reads only results[0].hits/nbHits/queryID; the provider's
    // full response type has dozens of fields this client has no use for.
    search: search as unknown as DocSearchTransformClient['search'],
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent: { value: 'local', add: () => {} } } as never,
  };
}

/** Starts loading and indexing before the first query, e.g. when the modal opens. */
export const warmLocalClient = (client: DocSearchTransformClient) =>
  client.search({ requests: [] }).catch(() => {});
