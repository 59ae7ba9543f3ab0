import type { DocSearchTransformClient } from '@docsearch/react';
import type { DocsTerms } from '../../site/docs-terms';
import { queryTerms } from './mark-terms';
import { withNamedOptionPages } from './named-option-pages';
import {
  deprecatedLast,
  namedOptionsFirst,
  titleMatchesFirst,
} from './page-order';
import type { PagefindModule, PagefindResult } from './pagefind-api';
import type { PagefindEngine } from './pagefind-engine';
import { type EmbeddedHit, pageHits } from './pagefind-hits';
import { findWithFallback, queryWords, withoutFiller } from './query-fallback';
import { rememberedSearch } from './remembered-searches';

/** The part of a provider search request the modal sends and this client honours. */
export interface EmbeddedSearchRequest {
  query?: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
}

export interface EmbeddedSearchSettings {
  /** The index's language, for splitting a query into words. */
  lang: string;
  /** Phrases the index's pages never use, with the term they use (site/docs-terms.ts). */
  docsTerms?: DocsTerms;
  /** Pages whose fragments are fetched and shown, at most. */
  pagesShown: number;
  /**
   * The excerpt's length in the index's words per word the modal asks for
   * (1 when left out). The modal asks for as many words as fill a row in
   * English; the index splits Chinese text into words of one or two
   * characters and its punctuation, so as many of those fill a third of it.
   */
  excerptScale?: number;
  /**
   * Heading rows under each page's row, at most, by the page's rank: [2, 1]
   * gives the first page two, the second one and the rest none, so a few
   * sections of the likeliest answer do not push other pages out of view.
   */
  sectionsByRank: readonly number[];
}

/** 'content:10' → 10: the provider's attribute:words notation, for the excerpt. */
const excerptWords = (attributes: readonly string[] = []) => {
  const content = attributes.find((entry) => entry.startsWith('content:'));
  return Number(content?.split(':')[1]) || undefined;
};

/**
 * Each address once: the modal keys its rows by objectID, and a heading
 * that repeats on a page (or a page the fallback found twice) would
 * otherwise leave rows of an earlier query on screen.
 */
const uniqueHits = (hits: EmbeddedHit[]) => {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    if (seen.has(hit.objectID)) return false;
    seen.add(hit.objectID);
    return true;
  });
};

let queryCounter = 0;

/**
 * The search client the modal talks to in the embedded mode: it takes the
 * modal's provider-shaped `search({requests})` call and answers it from the
 * site's Pagefind index, in the provider's response shape. The engine starts
 * on the first call unless the search button started it; a failed download
 * or search rejects the call (the modal then shows its error screen) and
 * stops the engine, so the next call starts a fresh one.
 */
export function createPagefindClient(
  engine: PagefindEngine,
  settings: EmbeddedSearchSettings,
): DocSearchTransformClient {
  let excerptLength: number | undefined;
  // The started engine's answers per term (remembered-searches.ts); a
  // failure stops the engine (reset), and the next one starts with none.
  let remembered: PagefindModule['search'] | undefined;

  const reset = async () => {
    excerptLength = undefined;
    remembered = undefined;
    await engine.stop();
  };

  const answer = async (
    pagefind: PagefindModule,
    request: EmbeddedSearchRequest,
  ) => {
    const started = performance.now();
    const typed = (request.query ?? '').trim();
    // A Chinese input method in full-width mode types "ｄｔｓ", "ｕｍｄ"
    // and "？": the same letters, digits and marks the pages spell in ASCII.
    const query = typed.normalize('NFKC');
    const asked = excerptWords(request.attributesToSnippet);
    const words = asked && Math.round(asked * (settings.excerptScale ?? 1));
    if (words && words !== excerptLength) {
      await pagefind.options({ excerptLength: words });
      excerptLength = words;
    }
    remembered ??= rememberedSearch(pagefind);
    const search = remembered;
    const found: PagefindResult[] = query
      ? await withNamedOptionPages(
          search,
          query,
          await findWithFallback(
            { search },
            query,
            settings.lang,
            settings.docsTerms,
          ),
          settings.pagesShown,
        )
      : [];
    const shown = await Promise.all(
      found.slice(0, settings.pagesShown).map((result) => result.data()),
    );
    const pages = titleMatchesFirst(
      namedOptionsFirst(deprecatedLast(shown), query),
      query,
    );
    const common = {
      terms: queryTerms(query),
      topicTerms: queryWords(
        withoutFiller(query, settings.lang),
        settings.lang,
      ).map(({ word }) => word),
      tags: {
        pre: request.highlightPreTag ?? '<mark>',
        post: request.highlightPostTag ?? '</mark>',
      },
    };
    const hits: EmbeddedHit[] = uniqueHits(
      pages.flatMap((page, rank) =>
        pageHits(page, {
          ...common,
          sectionsPerPage: settings.sectionsByRank[rank] ?? 0,
        }),
      ),
    ).slice(0, request.hitsPerPage ?? 20);
    queryCounter += 1;
    // Visible in the browser's performance panel; the search bench waits
    // for the measure of the query it typed.
    performance.measure('search:embedded-query', {
      start: started,
      detail: { query: typed },
    });
    return {
      hits,
      nbHits: found.length,
      queryID: `embedded-${queryCounter}`,
      query: typed,
      params: '',
      page: 0,
      nbPages: found.length > 0 ? 1 : 0,
      hitsPerPage: request.hitsPerPage ?? 20,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
    };
  };

  const searchOnce = async (requests: EmbeddedSearchRequest[]) => {
    try {
      const pagefind = await engine.start();
      const results = [];
      for (const request of requests) {
        results.push(await answer(pagefind, request));
      }
      return { results };
    } catch (error) {
      await reset();
      throw error;
    }
  };

  // The modal asks twice for a query it opens with (the key that opened it):
  // once when it mounts and once when its field takes focus. The second ask
  // shares the first's answer while that is on its way, rather than running
  // the engine and building the excerpts again on the cold start.
  let inFlight: { key: string; answer: ReturnType<typeof searchOnce> } | null =
    null;
  const search = ({ requests }: { requests: EmbeddedSearchRequest[] }) => {
    const key = JSON.stringify(requests);
    if (inFlight?.key === key) return inFlight.answer;
    const answer = searchOnce(requests);
    const entry = { key, answer };
    inFlight = entry;
    const settle = () => {
      if (inFlight === entry) inFlight = null;
    };
    answer.then(settle, settle);
    return answer;
  };

  return {
    // The modal reads only results[0].hits/nbHits/queryID; the provider's
    // full response type has dozens of fields this client has no use for.
    search: search as unknown as DocSearchTransformClient['search'],
    addAlgoliaAgent: () => {},
    transporter: {
      algoliaAgent: { value: 'embedded', add: () => {} },
    } as never,
  };
}

/** Starts loading the engine before the first query, e.g. when the modal opens. */
export const warmEmbeddedClient = (client: DocSearchTransformClient) =>
  client.search({ requests: [] }).catch(() => {});
