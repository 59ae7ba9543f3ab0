import type { SearchLang } from '../../site/search-record';
import type { EmbeddedSearchSettings } from './pagefind-client';

/**
 * What the embedded search shows. Chosen on the tune half of
 * bench/relevance/queries.json only, as the ranking (pagefind-ranking.ts);
 * the check half measures it.
 */
export const EMBEDDED_SEARCH: Omit<EmbeddedSearchSettings, 'lang'> = {
  // Each shown page costs one fragment download (about 4 KB): five pages
  // and the first page's section fill the modal's first screen, and keep
  // a first search under 200 KB when its words span three index chunks.
  pagesShown: 5,
  // Sections under the first page only: more pages in the first rows.
  sectionsByRank: [1],
};

/**
 * Excerpt length per word the modal asks for, by language: ten Chinese
 * words as the index splits them ("类型", "声明", "：") are about fifteen
 * characters, a third of a row, and seldom a whole phrase.
 */
export const EXCERPT_SCALE: Record<SearchLang, number> = { en: 1, zh: 3 };
