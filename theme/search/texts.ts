import type { DocSearchTranslations } from '@docsearch/react';
import type { SiteText } from '../utils/use-site-i18n';

type ModalTexts = Required<NonNullable<DocSearchTranslations['modal']>>;

/**
 * Every text of the search modal (its states, errors and hints) in DocSearch's `translations`
 * shape, from the `searchModal.*` keys of i18n.json. The button's label and
 * the input's placeholder are `searchDocsText` there.
 */
export function searchTranslations(t: SiteText): ModalTexts {
  return {
    searchBox: {
      resetButtonTitle: t('searchModal.searchBox.resetButtonTitle'),
      resetButtonAriaLabel: t('searchModal.searchBox.resetButtonAriaLabel'),
      cancelButtonText: t('searchModal.searchBox.cancelButtonText'),
      cancelButtonAriaLabel: t('searchModal.searchBox.cancelButtonAriaLabel'),
      searchInputLabel: t('searchModal.searchBox.searchInputLabel'),
    },
    startScreen: {
      recentSearchesTitle: t('searchModal.startScreen.recentSearchesTitle'),
      noRecentSearchesText: t('searchModal.startScreen.noRecentSearchesText'),
      saveRecentSearchButtonTitle: t(
        'searchModal.startScreen.saveRecentSearchButtonTitle',
      ),
      removeRecentSearchButtonTitle: t(
        'searchModal.startScreen.removeRecentSearchButtonTitle',
      ),
      favoriteSearchesTitle: t('searchModal.startScreen.favoriteSearchesTitle'),
      removeFavoriteSearchButtonTitle: t(
        'searchModal.startScreen.removeFavoriteSearchButtonTitle',
      ),
    },
    errorScreen: {
      titleText: t('searchModal.errorScreen.titleText'),
      helpText: t('searchModal.errorScreen.helpText'),
    },
    footer: {
      selectText: t('searchModal.footer.selectText'),
      selectKeyAriaLabel: t('searchModal.footer.selectKeyAriaLabel'),
      navigateText: t('searchModal.footer.navigateText'),
      navigateUpKeyAriaLabel: t('searchModal.footer.navigateUpKeyAriaLabel'),
      navigateDownKeyAriaLabel: t(
        'searchModal.footer.navigateDownKeyAriaLabel',
      ),
      closeText: t('searchModal.footer.closeText'),
      closeKeyAriaLabel: t('searchModal.footer.closeKeyAriaLabel'),
      searchByText: t('searchModal.footer.searchByText'),
    },
    noResultsScreen: {
      noResultsText: t('searchModal.noResultsScreen.noResultsText'),
      suggestedQueryText: t('searchModal.noResultsScreen.suggestedQueryText'),
      reportMissingResultsText: t(
        'searchModal.noResultsScreen.reportMissingResultsText',
      ),
      reportMissingResultsLinkText: t(
        'searchModal.noResultsScreen.reportMissingResultsLinkText',
      ),
    },
  };
}
