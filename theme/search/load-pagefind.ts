import { withBase } from '@rspress/core/runtime';
import type { SiteLang } from '../../site/languages';
import { searchIndexDir } from '../../site/search-index';
import type { PagefindModule } from './pagefind-api';

const loads = new Map<SiteLang, Promise<PagefindModule>>();
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
export function loadPagefind(lang: SiteLang): Promise<PagefindModule> {
  let load = loads.get(lang);
  if (!load) {
    attempts += 1;
    const retry = attempts > 1 ? `?attempt=${attempts}` : '';
    load = import(
      /* webpackIgnore: true */ `${pagefindBase(lang)}pagefind.js${retry}`
    ) as Promise<PagefindModule>;
    load.catch(() => loads.delete(lang));
    loads.set(lang, load);
  }
  return load;
}
