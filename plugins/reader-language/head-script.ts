import { DEFAULT_LANG, SITE_LANGS } from '../../site/languages';
import {
  CRAWLER_PATTERN,
  FIRST_VISIT_KEY,
  LANGUAGE_HINT_DISMISSED_KEY,
  READER_LANG_ATTRIBUTE,
} from '../../site/reader-language';

/**
 * The inline head script that reads the browser's preferred language, before
 * the first paint, for a reader who is not a crawler:
 *
 * - On the first visit, and only on the home page, a reader who prefers
 *   another language of the site is sent to its home page, with the query
 *   and the hash. Any other address is a link someone chose: it opens as
 *   it is.
 * - Unless the reader dismissed the language hint, <html> gets the
 *   preferred language in `READER_LANG_ATTRIBUTE`; CSS then shows the hint
 *   on pages in the other language from the first paint, so nothing moves.
 *
 * Static text: the Content-Security-Policy hashes inline scripts.
 */
export function readerLanguageHeadScript(): string {
  const langs = JSON.stringify(SITE_LANGS);
  const home = JSON.stringify(DEFAULT_LANG);
  return `{const langs=${langs};if(!${CRAWLER_PATTERN}.test(navigator.userAgent)){const preferred=[...(navigator.languages||[]),navigator.language].map(t=>String(t).split('-')[0].toLowerCase()).find(l=>langs.includes(l));if(!localStorage.getItem('${FIRST_VISIT_KEY}')){localStorage.setItem('${FIRST_VISIT_KEY}','1');if(preferred&&preferred!==${home}&&location.pathname==='/'){location.replace('/'+preferred+'/'+location.search+location.hash)}}if(preferred&&!localStorage.getItem('${LANGUAGE_HINT_DISMISSED_KEY}'))document.documentElement.setAttribute('${READER_LANG_ATTRIBUTE}',preferred)}}`;
}

interface HeadTag {
  tag: string;
  head?: boolean;
  append?: boolean;
  children?: string;
}

/**
 * An Rsbuild `html.tags` handler that puts the script first in <head>. Run
 * it before the head guards' handler, which then puts its scripts (the
 * storage this one reads included) in front of it.
 */
export function withReaderLanguageFirst(tags: HeadTag[]): HeadTag[] {
  return [
    {
      tag: 'script',
      head: true,
      append: false,
      children: readerLanguageHeadScript(),
    },
    ...tags,
  ];
}
