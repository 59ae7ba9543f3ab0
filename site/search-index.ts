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
