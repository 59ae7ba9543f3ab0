/**
 * The modal's code (DocSearch, the embedded engine) is fetched on first use.
 * Hovering or focusing the search button starts the download early; the
 * bundler reuses the first download for later calls.
 */
export const loadSearchModal = () => import('./SearchModal');
