// Which UI texts travel with the search modal, the home page or the Rstack
// tools' list instead of every first visit, and which the browser never gets.

/** The text group that loads with the search modal, after a language's `en:`. */
export const SEARCH_MODAL_TEXTS = 'search-modal';

/** The text group that loads with the home page's routes (the group `en:`). */
export const HOME_TEXTS = 'home';

/**
 * The text group of the Rstack tools' descriptions: it loads with the
 * navbar's Rstack menu list (theme/components/RstackToolList.tsx, fetched
 * when the pointer or the focus first reaches the menu). The home page's
 * group holds them too: its tool grid (ToolStack.tsx) draws the same tools
 * at once, and one request more for them would cost it more than they
 * weigh.
 */
export const RSTACK_TEXTS = 'rstack';

/**
 * Texts only the search modal draws (theme/search/SearchModal.tsx and its
 * texts.ts): the modal's own screens and the "search runs on the built
 * site" notice. Its error screen stays with every page: the notice shown
 * when the modal itself fails to load uses it.
 */
export const isSearchModalText = (key) =>
  key.startsWith('searchUnbuilt.') ||
  (key.startsWith('searchModal.') &&
    !key.startsWith('searchModal.errorScreen.'));

/**
 * Texts only the home page draws (theme/components/HomeLayout and its
 * hero, tool grid and footer), a chunk of its own like its layout.
 */
export const isHomeText = (key) =>
  /^hero[A-Z]/.test(key) ||
  key === 'rstackDescription' ||
  /^homeFooter[A-Z]/.test(key);

/** The Rstack tools' descriptions (theme/data/rstack-tools.ts). */
export const isRstackText = (key) => key.startsWith('rstackTool.');

/**
 * Texts no component of the site's theme draws: Rspress's defaults for
 * parts of its own theme the site replaces, and the specification's texts
 * for parts drawn otherwise (the modal has its own no-results texts). The
 * server render still has them; the browser does not download them.
 */
export const TEXTS_NO_COMPONENT_DRAWS = new Set([
  'languagesText',
  'lastUpdatedAuthorText',
  'menuTitle',
  'promptCollapseText',
  'promptCopiedText',
  'promptCopyText',
  'promptExpandText',
  'searchNoResultsText',
  'searchPanelCancelText',
  'searchSuggestedQueryText',
  'sourceCodeText',
  'themeText',
  'versionsText',
]);

/**
 * The group a text is downloaded with: '' for the texts every page loads
 * with its section, SEARCH_MODAL_TEXTS, HOME_TEXTS, RSTACK_TEXTS, or null
 * for none.
 */
export function textGroupOf(key) {
  if (TEXTS_NO_COMPONENT_DRAWS.has(key)) return null;
  if (isSearchModalText(key)) return SEARCH_MODAL_TEXTS;
  if (isHomeText(key)) return HOME_TEXTS;
  if (isRstackText(key)) return RSTACK_TEXTS;
  return '';
}

/** Whether the text group `group` ('' for every page's) holds `key`. */
export function inTextGroup(key, group) {
  if (group === HOME_TEXTS && isRstackText(key)) return true;
  return textGroupOf(key) === group;
}
