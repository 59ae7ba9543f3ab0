import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { isSiteLang, type SiteLang } from '../../site/languages';
import { builtPages } from './built-pages';
import { docsRoot, siteLanguages } from './site-config';

interface NavItem {
  text: string;
  link: string;
}

/** A built page that search covers: a page of one of the top navigation's sections. */
export interface SearchablePage {
  /** Clean URL, e.g. /zh/guide/start/quick-start */
  url: string;
  lang: SiteLang;
  /** The navigation section it belongs to, in its language: 'Guide', '配置'. */
  section: string;
  html: string;
  /** The page's `keywords` front matter, for the embedded search. */
  keywords?: string;
}

const firstSegment = (url: string) => url.split('/').filter(Boolean)[0] ?? '';

/** zh/guide/start/index.html → /zh/guide/start/ (clean URLs). */
const cleanUrl = (pagePath: string) =>
  `/${pagePath.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;

/** The configured languages; search needs each to be one the site knows. */
function knownLangs(plugin: string, langs: string[]): SiteLang[] {
  return langs.map((lang) => {
    if (!isSiteLang(lang)) {
      throw new Error(
        `${plugin}: "${lang}" is not a language of site/languages.ts`,
      );
    }
    return lang;
  });
}

/**
 * The built pages search covers, each with its language and its navigation
 * section (from the language's _nav.json). The home page, the 404 page,
 * pages that only redirect and anything outside the navigation's sections
 * are left out. `plugin` names
 * the caller in the error for a language the site does not know.
 */
export async function searchablePages(
  config: UserConfig,
  plugin: string,
): Promise<SearchablePage[]> {
  const languages = siteLanguages(config);
  const langs = knownLangs(plugin, languages.langs);
  const [defaultLang] = knownLangs(plugin, [languages.defaultLang]);
  const sections = new Map<SiteLang, NavItem[]>();
  for (const lang of langs) {
    const nav = await readFile(
      path.join(docsRoot(config), lang, '_nav.json'),
      'utf8',
    );
    sections.set(lang, JSON.parse(nav) as NavItem[]);
  }
  const pages: SearchablePage[] = [];
  for (const page of await builtPages(config)) {
    if (page.redirectsTo) continue;
    const url = cleanUrl(page.path);
    const prefixed = langs.find(
      (lang) => lang !== defaultLang && firstSegment(url) === lang,
    );
    const lang = prefixed ?? defaultLang;
    const sitePath = prefixed ? url.slice(prefixed.length + 1) : url;
    const section = sections
      .get(lang)
      ?.find((item) => firstSegment(item.link) === firstSegment(sitePath));
    if (section)
      pages.push({ url, lang, section: section.text, html: page.html });
  }
  return pages;
}
