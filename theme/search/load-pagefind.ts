import { withBase } from '@rspress/core/runtime';
import type { SiteLang } from '../../site/languages';
import { searchIndexDir } from '../../site/search-index';
import { cachedLoad } from '../utils/cached-load';
import type { PagefindModule } from './pagefind-api';

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
