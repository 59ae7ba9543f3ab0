// Which UI texts travel with the search modal instead of every first visit.

/** The text group that loads with the search modal, after a language's `en:`. */
export const SEARCH_MODAL_TEXTS = 'search-modal';

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
