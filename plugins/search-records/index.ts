import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { isSiteLang } from '../../site/languages';
import {
  recordsPath,
  type SearchLang,
  type SearchRecord,
  type StoredSearchRecord,
} from '../../site/search-record';
import { builtPages } from '../shared/built-pages';
import { docsRoot, outputDir, siteLanguages } from '../shared/site-config';
import { extractRecords } from './extract-records';

interface NavItem {
  text: string;
  link: string;
}

const firstSegment = (url: string) => url.split('/').filter(Boolean)[0] ?? '';

/** zh/guide/start/index.html → /zh/guide/start/ (clean URLs). */
const cleanUrl = (pagePath: string) =>
  `/${pagePath.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;

/** The configured languages; each needs a record file the search knows. */
function searchLangs(langs: string[]): SearchLang[] {
  return langs.map((lang) => {
    if (!isSiteLang(lang)) {
      throw new Error(
        `search-records: "${lang}" is not a language of site/languages.ts`,
      );
    }
    return lang;
  });
}

/**
 * Writes the search records of each language (SPEC 3 'Search hit' shape)
 * after the build, from the rendered pages: what readers see, code blocks
 * included, is what they can find. The embedded search fetches these files;
 * `npm run search:upload` sends the same ones to the hosted provider. The
 * languages, the docs root (with each language's _nav.json) and the output
 * folder come from the site config.
 */
export function pluginSearchRecords(): RspressPlugin {
  return {
    name: 'search-records',
    async afterBuild(config, isProd) {
      // The development server calls this after every compile: reading the
      // last production build's pages there would only hold up hot reload.
      if (!isProd) return;
      const outDir = outputDir(config);
      const languages = siteLanguages(config);
      const langs = searchLangs(languages.langs);
      const [defaultLang] = searchLangs([languages.defaultLang]);
      const sections = new Map<SearchLang, NavItem[]>();
      for (const lang of langs) {
        const nav = await readFile(
          path.join(docsRoot(config), lang, '_nav.json'),
          'utf8',
        );
        sections.set(lang, JSON.parse(nav) as NavItem[]);
      }
      const records = new Map<SearchLang, SearchRecord[]>(
        langs.map((lang) => [lang, []]),
      );
      for (const page of await builtPages(config)) {
        const url = cleanUrl(page.path);
        if (url === '/404') continue;
        const prefixed = langs.find(
          (lang) => lang !== defaultLang && firstSegment(url) === lang,
        );
        const lang = prefixed ?? defaultLang;
        const sitePath = prefixed ? url.slice(prefixed.length + 1) : url;
        const section = sections
          .get(lang)
          ?.find((item) => firstSegment(item.link) === firstSegment(sitePath));
        if (!section) continue;
        records.get(lang)?.push(
          ...extractRecords({
            html: page.html,
            url,
            lang,
            section: section.text,
          }),
        );
      }
      for (const [lang, list] of records) {
        const file = path.join(outDir, recordsPath(lang));
        await mkdir(path.dirname(file), { recursive: true });
        // Readers add the IDs back (site/search-object-ids.mjs).
        const stored: StoredSearchRecord[] = list.map(
          ({ objectID: _id, ...record }) => record,
        );
        await writeFile(file, JSON.stringify(stored));
      }
    },
  };
}
