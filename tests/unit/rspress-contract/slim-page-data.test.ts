import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageIndexInfo, UserConfig } from '@rspress/core';
import { beforeAll, describe, expect, test } from '@rstest/core';
import {
  overviewHeadingsFile,
  pluginSlimPageData,
} from '../../../rspress-adapter/build/slim-page-data';
import { findOverviewScopes } from '../../../rspress-adapter/build/slim-page-data/overview-scopes';
import {
  OVERVIEW_HEADINGS_MODULE,
  type OverviewPageHeadings,
} from '../../../site/overview-headings';

const DOCS_ROOT = path.join(import.meta.dirname, '../../../docs');

function page(routePath: string): PageIndexInfo {
  return {
    routePath,
    title: 'A page',
    toc: [
      { id: 'two', text: 'Two', depth: 2, charIndex: -1 },
      { id: 'three', text: 'Three', depth: 3, charIndex: -1 },
    ],
    content: '',
    description: 'What the page is about.',
    frontmatter: { description: 'What the page is about.', slug: 'kept' },
    lang: 'en',
    version: '',
    _filepath: '/docs/en/page.mdx',
    _relativePath: 'en/page.mdx',
  };
}

/**
 * What Rspress serialises for the browser: the enumerable fields, via a rest
 * copy without the content and the source file.
 */
const clientCopy = ({ content: _content, _filepath, ...rest }: PageIndexInfo) =>
  JSON.parse(JSON.stringify(rest));

describe('slim page data', () => {
  test('finds the overview pages of the docs with their default depth', () => {
    expect(
      findOverviewScopes(DOCS_ROOT, ['en', 'zh'], 'en')
        .map(({ routePrefix, depths }) => `${routePrefix} ${depths}`)
        .sort(),
    ).toEqual([
      '/blog/ 2',
      '/config/ 2',
      '/config/lib/ 2',
      '/config/rsbuild/ 2',
      '/zh/blog/ 2',
      '/zh/config/ 2',
      '/zh/config/lib/ 2',
      '/zh/config/rsbuild/ 2',
    ]);
  });

  const plugin = pluginSlimPageData();
  const siteConfig = {
    root: DOCS_ROOT,
    outDir: 'slim-page-data-unit-test',
    lang: 'en',
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ],
  };
  let configured: UserConfig = {};
  beforeAll(async () => {
    configured = await (plugin.config?.(
      siteConfig,
      { addPlugin: () => {}, removePlugin: () => {} },
      true,
    ) ?? siteConfig);
    await plugin.beforeBuild?.(configured, true);
  });
  const extend = (data: PageIndexInfo) => {
    plugin.extendPageData?.(data, true);
    return data;
  };
  /** The headings file the overview chunk imports, as the build left it. */
  const listedPages = (): OverviewPageHeadings[] =>
    JSON.parse(readFileSync(overviewHeadingsFile(siteConfig), 'utf8'));

  test('the overview headings module resolves to the build’s headings file', () => {
    expect(configured.builderConfig?.resolve?.alias).toEqual({
      [OVERVIEW_HEADINGS_MODULE]: overviewHeadingsFile(siteConfig),
    });
    expect(listedPages()).toEqual([]);
  });

  test('a page reaches the browser without title, outline, front matter, description or source path', () => {
    const data = extend(page('/guide/start/quick-start'));
    const copy = clientCopy(data);
    for (const field of [
      'title',
      'toc',
      'frontmatter',
      'description',
      '_relativePath',
      'version',
    ])
      expect(copy[field], field).toBeUndefined();
    expect(copy).toEqual({ routePath: '/guide/start/quick-start', lang: 'en' });
    // Other plugins (feeds, llms.txt) still read them after the build.
    expect(data.frontmatter.slug).toBe('kept');
    expect(data.toc).toHaveLength(2);
    expect(data.title).toBe('A page');
    expect(data.description).toBe('What the page is about.');
    expect(data._relativePath).toBe('en/page.mdx');
    expect(listedPages()).toEqual([]);
  });

  test('a page with feeds keeps them for the browser', () => {
    const withFeeds = page('/blog/a-post');
    withFeeds.feeds = [
      {
        url: 'https://example.com/rss.xml',
        mime: 'application/rss+xml',
        language: 'en',
      },
    ];
    expect(clientCopy(extend(withFeeds)).feeds).toEqual(withFeeds.feeds);
  });

  test('a page an overview lists goes to the headings file with the headings the overview shows', () => {
    extend(page('/zh/config/lib/dts'));
    expect(listedPages()).toContainEqual({
      routePath: '/zh/config/lib/dts',
      toc: [{ id: 'two', text: 'Two', depth: 2 }],
    });
  });

  test('an overview page itself is not listed by its own overview', () => {
    extend(page('/config/lib/'));
    extend(page('/blog/'));
    const routes = listedPages().map(({ routePath }) => routePath);
    expect(routes).toContain('/config/lib/');
    expect(routes).not.toContain('/blog/');
  });
});
