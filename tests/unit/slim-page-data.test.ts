import path from 'node:path';
import type { PageIndexInfo } from '@rspress/core';
import { beforeAll, describe, expect, test } from '@rstest/core';
import { pluginSlimPageData } from '../../plugins/slim-page-data';
import { findOverviewScopes } from '../../plugins/slim-page-data/overview-scopes';

const DOCS_ROOT = path.join(import.meta.dirname, '../../docs');

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

/** What Rspress serialises for the browser: the enumerable fields, via a rest copy. */
const clientCopy = ({ content: _content, ...rest }: PageIndexInfo) =>
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
  beforeAll(async () => {
    await plugin.beforeBuild?.(
      {
        root: DOCS_ROOT,
        lang: 'en',
        locales: [
          { lang: 'en', label: 'English' },
          { lang: 'zh', label: '简体中文' },
        ],
      },
      true,
    );
  });
  const extend = (data: PageIndexInfo) => {
    plugin.extendPageData?.(data, true);
    return data;
  };

  test('a page no overview lists reaches the browser without outline, front matter, description or source path', () => {
    const data = extend(page('/guide/start/quick-start'));
    const copy = clientCopy(data);
    expect(copy.toc).toBeUndefined();
    expect(copy.frontmatter).toBeUndefined();
    expect(copy.description).toBeUndefined();
    expect(copy._relativePath).toBeUndefined();
    expect(copy.title).toBe('A page');
    // Other plugins (feeds, llms.txt) still read them after the build.
    expect(data.frontmatter.slug).toBe('kept');
    expect(data.toc).toHaveLength(2);
    expect(data.description).toBe('What the page is about.');
    expect(data._relativePath).toBe('en/page.mdx');
  });

  test('a page an overview lists keeps the headings the overview shows', () => {
    const copy = clientCopy(extend(page('/zh/config/lib/dts')));
    expect(copy.toc.map((header: { id: string }) => header.id)).toEqual([
      'two',
    ]);
    expect(copy.frontmatter).toBeUndefined();
  });

  test('an overview page itself is not listed by its own overview', () => {
    expect(
      clientCopy(extend(page('/config/lib/'))).toc.map(
        (h: { id: string }) => h.id,
      ),
    ).toEqual(['two']);
    expect(clientCopy(extend(page('/blog/'))).toc).toBeUndefined();
  });
});
