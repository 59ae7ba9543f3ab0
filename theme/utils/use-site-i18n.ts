import { useI18n } from '@rspress/core/runtime';
import type siteTexts from '../../i18n.json';

/** A key of the site's own i18n.json, the one table of UI texts. */
export type SiteTextKey = keyof typeof siteTexts;

/** The text of a key of i18n.json in the page's language, as helpers take it. */
export type SiteText = (key: SiteTextKey) => string;

/** `useI18n` typed with the keys of the site's own i18n.json, so a misspelt key fails the type check. */
export const useSiteI18n = () => useI18n<typeof siteTexts>();
