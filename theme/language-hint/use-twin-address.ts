import { usePage } from '@rspress/core/runtime';
import { useCallback } from 'react';
import { loadPageData } from '../router/route-groups';
import { translatePath } from '../utils/locale-path';
import { twinSectionId } from './twin-section';

/**
 * The address of the page in `twinLang`, at the section the reader is at
 * now (the address's hash), with the same query. Asked for when needed,
 * not while rendering: the served page cannot know the hash.
 */
export function useTwinAddress(twinLang: string) {
  const { page } = usePage();
  return useCallback(async () => {
    const { pathname, search, hash } = window.location;
    const twinPath = translatePath(pathname, page.lang, twinLang);
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return `${twinPath}${search}`;
    try {
      const twin = await loadPageData(twinPath);
      const twinId = twinSectionId(id, page.toc ?? [], twin?.toc ?? []);
      if (twinId) return `${twinPath}${search}#${encodeURIComponent(twinId)}`;
    } catch {
      // The twin's data did not load: its page still opens, at the top.
    }
    return `${twinPath}${search}`;
  }, [page, twinLang]);
}
