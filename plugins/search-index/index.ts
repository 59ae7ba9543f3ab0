import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { close } from 'pagefind';
import { SITE_LANGS } from '../../site/languages';
import { searchIndexDir } from '../../site/search-index';
import { searchablePages } from '../shared/searchable-pages';
import { outputDir } from '../shared/site-config';
import { withSyntheticCopies } from './synthetic-pages';
import { writeLanguageIndex } from './write-index';

/** SEARCH_INDEX_SCALE=10: the scale bench's build, indexing ten times the pages. */
const scale = Number(process.env.SEARCH_INDEX_SCALE ?? 1);

/**
 * Writes the embedded search's index after a production build: one Pagefind
 * bundle per language under `pagefind/<lang>/`, from the rendered articles
 * of the pages the navigation's sections hold. A build for the hosted
 * provider (`enabled: false`) has no use for it.
 */
export function pluginSearchIndex({
  enabled,
}: {
  enabled: boolean;
}): RspressPlugin {
  // Route path → the page's `keywords` front matter, as Rspress reads it.
  const keywordsByRoute = new Map<string, string>();
  return {
    name: 'search-index',
    extendPageData(page) {
      const { keywords } = page.frontmatter ?? {};
      if (typeof keywords === 'string') {
        keywordsByRoute.set(page.routePath, keywords);
      }
    },
    async afterBuild(config, isProd) {
      if (!isProd || !enabled) return;
      const pages = withSyntheticCopies(
        (await searchablePages(config, 'search-index')).map((page) => ({
          ...page,
          keywords: keywordsByRoute.get(page.url),
        })),
        scale,
      );
      try {
        for (const lang of SITE_LANGS) {
          const started = performance.now();
          const written = await writeLanguageIndex(
            lang,
            pages.filter((page) => page.lang === lang),
            path.join(outputDir(config), searchIndexDir(lang)),
          );
          // Read by bench/search-scale.mjs.
          console.log(
            `search index ${lang}: ${written.pages} pages in ${((performance.now() - started) / 1000).toFixed(2)} s (${(written.bytesSaved / 1024).toFixed(1)} KB saved by recompressing)`,
          );
        }
      } finally {
        // Pagefind runs as a separate process until told to stop.
        await close();
      }
    },
  };
}
