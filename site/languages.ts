/**
 * The languages the site is written in, the default (served without a path
 * prefix) first. The Rspress config declares its locales from this list;
 * build plugins read them back from the resolved config, and the browser
 * code narrows `useLang()` with it.
 */
import {
  DEFAULT_LANG,
  LANG_TAGS,
  OG_LOCALES,
  SITE_LANGS,
} from './language-list.mjs';

export { DEFAULT_LANG, LANG_TAGS, OG_LOCALES, SITE_LANGS };

export type SiteLang = (typeof SITE_LANGS)[number];

/** Each language's name in the language switch, written in that language. */
export const LANG_LABELS: Readonly<Record<SiteLang, string>> = {
  en: 'English',
  zh: '简体中文',
};

export const isSiteLang = (value: string): value is SiteLang =>
  (SITE_LANGS as readonly string[]).includes(value);
