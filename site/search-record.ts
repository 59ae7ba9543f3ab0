/**
 * The search records: written by the build (plugins/search-records), read by
 * the embedded search in the browser (theme/search) and uploaded to the
 * hosted provider. One declaration of their shape and place for all three.
 */
import type { SiteLang } from './languages';

/** Each language of the site has its own record file. */
export type SearchLang = SiteLang;

export type RecordType =
  | 'lvl1'
  | 'lvl2'
  | 'lvl3'
  | 'lvl4'
  | 'lvl5'
  | 'lvl6'
  | 'content';

export const HIERARCHY_LEVELS = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
] as const;

export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

/**
 * One searchable unit in the hosted provider's record shape: a page title
 * (lvl1), a heading (lvl2…lvl6) or a paragraph, list item, table row or code
 * block (content). The same records feed the embedded index and the upload.
 */
export interface SearchRecord {
  objectID: string;
  url: string;
  type: RecordType;
  /**
   * lvl0 = nav section, lvl1 = page title, lvl2+ = the heading path. Levels
   * below the record's own are left out rather than null: that keeps the
   * files a fifth smaller, and the provider treats both alike.
   */
  hierarchy: { lvl0: string; lvl1: string } & Partial<
    Record<HierarchyLevel, string>
  >;
  content: string | null;
  /** Facet the hosted provider filters on. */
  lang: SearchLang;
}

/** A record as the files hold it: without its objectID (see search-object-ids.mjs). */
export type StoredSearchRecord = Omit<SearchRecord, 'objectID'>;

/** Where the build publishes the records of a language, relative to the site base. */
export const recordsPath = (lang: SearchLang) => `search/records.${lang}.json`;

/**
 * Marks page chrome drawn inside the article (menus, action lists) that is
 * not content: the record extraction skips an element carrying it.
 */
export const SEARCH_SKIP_ATTRIBUTE = 'data-search-skip';
