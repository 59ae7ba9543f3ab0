import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { SITE_LANGS } from '../../site/languages';
import {
  recordsPath,
  type SearchLang,
  type SearchRecord,
  type StoredSearchRecord,
} from '../../site/search-record';
import { searchablePages } from '../shared/searchable-pages';
import { outputDir } from '../shared/site-config';
import { extractRecords } from './extract-records';

/**
 * Writes the search records of each language (the `SearchRecord` shape of
 * site/search-record.ts)
 * after the build, from the rendered pages: what readers see, code blocks
 * included, is what they can find. These records are for the hosted
 * provider only: `npm run search:upload` sends them there. The embedded
 * search reads its own index (plugins/search-index), never these files. The
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
      const records = new Map<SearchLang, SearchRecord[]>(
        SITE_LANGS.map((lang) => [lang, []]),
      );
      for (const page of await searchablePages(config, 'search-records')) {
        records.get(page.lang)?.push(
          ...extractRecords({
            html: page.html,
            url: page.url,
            lang: page.lang,
            section: page.section,
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
