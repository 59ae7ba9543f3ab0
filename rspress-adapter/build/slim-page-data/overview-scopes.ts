// Relies on: how Rspress's overview pages choose the headings they list
// (front matter `overviewHeaders`, depth 2 by default). Upstream would need
// to load overview headings on demand for this to go.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageFilesIn } from '../../../scripts/lib/page-files.mjs';

/** An overview page: the routes it lists and the heading depths it shows. */
export interface OverviewScope {
  routePrefix: string;
  depths: number[];
}

/** What Rspress's overview shows when a page does not say. */
const DEFAULT_OVERVIEW_DEPTHS = [2];

const frontMatterOf = (source: string) =>
  /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';

/** 'config/lib/index.mdx' in the default language → '/config/lib/'. */
function routePrefixOf(lang: string, defaultLang: string, file: string) {
  const folder = path.posix.dirname(file);
  const langPrefix = lang === defaultLang ? '' : `/${lang}`;
  return `${langPrefix}/${folder === '.' ? '' : `${folder}/`}`;
}

/**
 * The overview pages of the docs (front matter `overview: true`; they are
 * index pages) with the depths from their `overviewHeaders`, if given.
 */
export function findOverviewScopes(
  docsRoot: string,
  langs: readonly string[],
  defaultLang: string,
): OverviewScope[] {
  const scopes: OverviewScope[] = [];
  for (const lang of langs) {
    const langRoot = path.join(docsRoot, lang);
    for (const file of pageFilesIn(langRoot)) {
      if (!/(^|\/)index\.mdx?$/.test(file)) continue;
      const frontMatter = frontMatterOf(
        readFileSync(path.join(langRoot, file), 'utf8'),
      );
      if (!/^overview:\s*true\s*$/m.test(frontMatter)) continue;
      const depths = /^overviewHeaders:\s*\[([\d,\s]+)\]/m
        .exec(frontMatter)?.[1]
        .split(',')
        .map(Number);
      scopes.push({
        routePrefix: routePrefixOf(lang, defaultLang, file),
        depths: depths ?? DEFAULT_OVERVIEW_DEPTHS,
      });
    }
  }
  return scopes;
}
