import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import {
  recordsPath,
  type SearchLang,
  type SearchRecord,
} from '../../site/search-record';
import { extractRecords } from './extract-records';

interface NavItem {
  text: string;
  link: string;
}

export interface SearchRecordsOptions {
  /** The docs root with one folder per language holding its _nav.json. */
  docsRoot: string;
  /** Where the site is built; the record files are written into it. */
  outDir: string;
  langs: readonly SearchLang[];
  defaultLang: SearchLang;
}

const firstSegment = (url: string) => url.split('/').filter(Boolean)[0] ?? '';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** doc_build/zh/guide/start/index.html → /zh/guide/start/ (clean URLs). */
function cleanUrl(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/**
 * Writes the search records of each language (SPEC 3 'Search hit' shape)
 * after the build, from the rendered pages: what readers see, code blocks
 * included, is what they can find. The embedded search fetches these files;
 * `npm run search:upload` sends the same ones to the hosted provider.
 */
export function pluginSearchRecords(
  options: SearchRecordsOptions,
): RspressPlugin {
  return {
    name: 'search-records',
    async afterBuild(_config, isProd) {
      // The development server calls this after every compile: reading the
      // last production build's pages there would only hold up hot reload.
      if (!isProd) return;
      const sections = new Map<SearchLang, NavItem[]>();
      for (const lang of options.langs) {
        const nav = await readFile(
          path.join(options.docsRoot, lang, '_nav.json'),
          'utf8',
        );
        sections.set(lang, JSON.parse(nav) as NavItem[]);
      }
      const records = new Map<SearchLang, SearchRecord[]>(
        options.langs.map((lang) => [lang, []]),
      );
      for (const file of (await htmlFiles(options.outDir)).sort()) {
        const url = cleanUrl(options.outDir, file);
        if (url === '/404') continue;
        const prefixed = options.langs.find(
          (lang) => lang !== options.defaultLang && firstSegment(url) === lang,
        );
        const lang = prefixed ?? options.defaultLang;
        const sitePath = prefixed ? url.slice(prefixed.length + 1) : url;
        const section = sections
          .get(lang)
          ?.find((item) => firstSegment(item.link) === firstSegment(sitePath));
        if (!section) continue;
        const html = await readFile(file, 'utf8');
        records
          .get(lang)
          ?.push(...extractRecords({ html, url, lang, section: section.text }));
      }
      for (const [lang, list] of records) {
        const file = path.join(options.outDir, recordsPath(lang));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, JSON.stringify(list));
      }
    },
  };
}
