import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { outputDir, siteLanguages } from '../shared/site-config';
import { sitemapXml } from './sitemap-xml';

export interface PluginSitemapOptions {
  /** Absolute site address, e.g. https://rslib.rs. */
  siteUrl: string;
}

/**
 * Writes sitemap.xml (every page, with hreflang alternates) and robots.txt
 * (pointing at that sitemap) into the build output. Both come from the same
 * site address, so robots.txt can never name a sitemap on another origin.
 */
export function pluginSitemap({
  siteUrl,
}: PluginSitemapOptions): RspressPlugin {
  let pages: RouteMeta[] = [];
  return {
    name: 'rslib-docs:sitemap',
    routeGenerated(routes) {
      // Only routed pages with a language; the 404 page is not one.
      pages = routes.filter(
        (route) => route.lang && route.pureRoutePath !== '/404',
      );
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = outputDir(config);
      const { defaultLang } = siteLanguages(config);
      const sitemapUrl = new URL('/sitemap.xml', siteUrl).href;
      await mkdir(outDir, { recursive: true });
      await Promise.all([
        writeFile(
          path.join(outDir, 'sitemap.xml'),
          sitemapXml(pages, { siteUrl, defaultLang }),
        ),
        writeFile(path.join(outDir, 'robots.txt'), robotsTxt(sitemapUrl)),
      ]);
    },
  };
}

/** Every crawler may fetch every page; the sitemap lists them. */
function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
