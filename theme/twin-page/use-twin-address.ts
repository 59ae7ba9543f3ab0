import { usePage } from '@rspress/core/runtime';
import { useCallback } from 'react';
import { REGION } from '../../site/regions';
import { loadPageData } from '../router/route-groups';
import { translatePath } from '../utils/locale-path';
import { twinSectionId } from './twin-section';

/**
 * The id of the heading whose section the reader is reading: the last one
 * of the article at or above the top of the window's free part (the
 * document's scroll padding keeps the sticky bars' room); '' above the
 * first.
 */
function headingReadNow(): string {
  const top =
    Number.parseFloat(
      getComputedStyle(document.documentElement).scrollPaddingTop,
    ) || 0;
  let id = '';
  for (const heading of document.querySelectorAll<HTMLElement>(
    `[data-region="${REGION.article}"] :is(h2, h3)[id]`,
  )) {
    if (heading.getBoundingClientRect().top > top + 8) break;
    id = heading.id;
  }
  return id;
}

/**
 * The address of the page in `twinLang`, at the section the reader is at
 * now (where the page is scrolled to, else the address's hash), with the
 * same query. Asked for when needed, not while rendering: the served page
 * cannot know either.
 */
export function useTwinAddress(twinLang: string) {
  const { page } = usePage();
  return useCallback(async () => {
    const { pathname, search, hash } = window.location;
    const twinPath = translatePath(pathname, page.lang, twinLang);
    const id = headingReadNow() || decodeURIComponent(hash.slice(1));
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
