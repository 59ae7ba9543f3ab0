import type { DocSearchTranslations } from '@docsearch/react';
import type { SearchLang } from '../../site/search-record';
import { SEARCH_ERROR_TEXTS } from './error-texts';

type ModalTexts = Required<NonNullable<DocSearchTranslations['modal']>>;

/**
 * Every text of the search modal, in both languages (SPEC 8, 9). The button's
 * label and the input's placeholder are `searchDocsText` in i18n.json.
 */
export const SEARCH_TEXTS = {
  en: {
    searchBox: {
      resetButtonTitle: 'Clear the query',
      resetButtonAriaLabel: 'Clear the query',
      cancelButtonText: 'Cancel',
      cancelButtonAriaLabel: 'Cancel',
      searchInputLabel: 'Search',
    },
    startScreen: {
      recentSearchesTitle: 'Recent',
      noRecentSearchesText: 'No recent searches',
      saveRecentSearchButtonTitle: 'Save this search',
      removeRecentSearchButtonTitle: 'Remove this search from history',
      favoriteSearchesTitle: 'Favorite',
      removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
    },
    errorScreen: SEARCH_ERROR_TEXTS.en,
    footer: {
      selectText: 'to select',
      selectKeyAriaLabel: 'Enter key',
      navigateText: 'to navigate',
      navigateUpKeyAriaLabel: 'Arrow up',
      navigateDownKeyAriaLabel: 'Arrow down',
      closeText: 'to close',
      closeKeyAriaLabel: 'Escape key',
      searchByText: 'Search by',
    },
    noResultsScreen: {
      noResultsText: 'No results for',
      suggestedQueryText: 'Try searching for',
      reportMissingResultsText: 'Believe this query should return results?',
      reportMissingResultsLinkText: 'Let us know.',
    },
  },
  zh: {
    searchBox: {
      resetButtonTitle: '清除查询条件',
      resetButtonAriaLabel: '清除查询条件',
      cancelButtonText: '取消',
      cancelButtonAriaLabel: '取消',
      searchInputLabel: '搜索',
    },
    startScreen: {
      recentSearchesTitle: '搜索历史',
      noRecentSearchesText: '没有搜索历史',
      saveRecentSearchButtonTitle: '保存至搜索历史',
      removeRecentSearchButtonTitle: '从搜索历史中移除',
      favoriteSearchesTitle: '收藏',
      removeFavoriteSearchButtonTitle: '从收藏列表中移除',
    },
    errorScreen: SEARCH_ERROR_TEXTS.zh,
    footer: {
      selectText: '选择',
      selectKeyAriaLabel: 'Enter 键',
      navigateText: '切换',
      navigateUpKeyAriaLabel: '向上键',
      navigateDownKeyAriaLabel: '向下键',
      closeText: '关闭',
      closeKeyAriaLabel: 'Esc 键',
      searchByText: '搜索提供者',
    },
    noResultsScreen: {
      noResultsText: '无法找到相关结果',
      suggestedQueryText: '你可以尝试查询',
      reportMissingResultsText: '你认为该查询应该有结果？',
      reportMissingResultsLinkText: '请告知我们。',
    },
  },
} satisfies Record<SearchLang, ModalTexts>;
