import { useI18n } from '@rspress/core/runtime';
import type siteTexts from '../../i18n.json';

/** `useI18n` typed with the keys of the site's own i18n.json, so a misspelt key fails the type check. */
export const useSiteI18n = () => useI18n<typeof siteTexts>();
