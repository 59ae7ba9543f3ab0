import { loadStylesheet } from './load-stylesheet';
// `?url` makes the modal's styles (DocSearch's included) a file of their own,
// fetched with the modal, instead of rules in the stylesheet every page loads.
import modalStyles from './search-modal.css?url';

/**
 * The modal's code (DocSearch, the embedded engine) and styles are fetched on
 * first use. Hovering or focusing the search button starts the download
 * early; later calls reuse the first download.
 */
export const loadSearchModal = () =>
  Promise.all([import('./SearchModal'), loadStylesheet(modalStyles)]).then(
    ([modal]) => modal,
  );
