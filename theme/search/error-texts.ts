import type { SearchLang } from '../../site/search-record';

/**
 * SPEC 8's error screen, kept apart from the modal's other texts: the page
 * shows it even when the modal's own code could not be downloaded.
 */
export const SEARCH_ERROR_TEXTS = {
  en: {
    titleText: 'Unable to fetch results',
    helpText: 'You might want to check your network connection.',
  },
  zh: {
    titleText: '无法获取结果',
    helpText: '你可能需要检查你的网络连接。',
  },
} as const satisfies Record<
  SearchLang,
  { titleText: string; helpText: string }
>;
