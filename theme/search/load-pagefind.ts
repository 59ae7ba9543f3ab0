import { withBase } from '@rspress/core/runtime';
import type { SiteLang } from '../../site/languages';
import { searchIndexDir } from '../../site/search-index';
import { cachedLoad } from '../utils/cached-load';
import type { PagefindModule } from './pagefind-api';
import { type PagefindEngine, pagefindEngine } from './pagefind-engine';
import { PAGEFIND_RANKING } from './pagefind-ranking';

let attempts = 0;

/** Where a language's Pagefind bundle is served. */
export const pagefindBase = (lang: SiteLang) =>
  withBase(`/${searchIndexDir(lang)}`);

/**
 * The Pagefind script of a language's bundle, fetched once per page life.
 * It is a file of the built site, not of the page's own bundle, so it is
 * imported by its address. A failed download is forgotten, and the next try
 * asks again under a new address: the browser keeps a failed module import.
 */
export const loadPagefind = cachedLoad(
  (lang: SiteLang): Promise<PagefindModule> => {
    attempts += 1;
    const retry = attempts > 1 ? `?attempt=${attempts}` : '';
    return import(
      /* webpackIgnore: true */ `${pagefindBase(lang)}pagefind.js${retry}`
    ) as Promise<PagefindModule>;
  },
);

const engines = new Map<SiteLang, PagefindEngine>();

/**
 * A language's engine, one per page life: the search button starts it when
 * the reader points at or focuses it, so the index's entry, metadata and
 * WASM load and compile while the modal's code is still on its way; the
 * modal's client uses the same one (SearchModal.tsx).
 */
export function pagefindEngineOf(lang: SiteLang): PagefindEngine {
  let engine = engines.get(lang);
  if (!engine) {
    engine = pagefindEngine(
      () => loadPagefind(lang),
      () => ({
        ranking: PAGEFIND_RANKING,
        basePath: pagefindBase(lang),
        baseUrl: withBase('/'),
      }),
    );
    engines.set(lang, engine);
  }
  return engine;
}
