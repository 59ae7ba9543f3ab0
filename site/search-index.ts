/**
 * The embedded search index: written by the build (plugins/search-index),
 * read by the search modal in the browser (theme/search). One Pagefind
 * bundle per language, so a reader downloads only the index of the
 * language they read, and a language switch in the same page life gets the
 * other bundle without re-initialising anything.
 */
import type { SiteLang } from './languages';

/** The folder of a language's bundle, relative to the site base. */
export const searchIndexDir = (lang: SiteLang) => `pagefind/${lang}/`;

/** The Pagefind metadata field holding a page's navigation section: its result group. */
export const GROUP_META = 'group';

/**
 * Metadata fields the engine searches besides the article, each weighted in
 * theme/search/embedded-search-settings.ts: the page's description and its
 * `keywords` front matter (the words readers type that the page does not use).
 */
export const DESCRIPTION_META = 'description';
export const KEYWORDS_META = 'keywords';
