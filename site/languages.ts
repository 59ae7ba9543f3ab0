/**
 * The languages the site is written in, the default (served without a path
 * prefix) first. The Rspress config declares its locales from this list;
 * build plugins read them back from the resolved config, and the browser
 * code narrows `useLang()` with it.
 */
export const SITE_LANGS = ['en', 'zh'] as const;

export type SiteLang = (typeof SITE_LANGS)[number];

export const DEFAULT_LANG: SiteLang = 'en';

/** Each language's name in the language switch, written in that language. */
export const LANG_LABELS: Readonly<Record<SiteLang, string>> = {
  en: 'English',
  zh: '简体中文',
};

export const isSiteLang = (value: string): value is SiteLang =>
  (SITE_LANGS as readonly string[]).includes(value);
