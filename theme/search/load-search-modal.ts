import { loadSearchModalTexts } from 'virtual-routes';
import { loadStylesheet } from './load-stylesheet';
// `?url` makes the modal's styles (DocSearch's included) a file of their own,
// fetched with the modal, instead of rules in the stylesheet every page loads.
import modalStyles from './search-modal.css?url';

/**
 * The modal's code (DocSearch, the embedded engine), styles and texts in
 * `lang` are fetched on first use: the texts of every other part of the
 * page come with its section, these only with the modal. Hovering or
 * focusing the search button starts the download early; later calls reuse
 * the first download.
 */
export const loadSearchModal = (lang: string) =>
  Promise.all([
    import('./SearchModal'),
    loadStylesheet(modalStyles),
    loadSearchModalTexts(lang),
  ]).then(([modal]) => modal);
