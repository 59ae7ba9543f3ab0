import type { RouteMeta } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { sitemapXml } from '../../plugins/sitemap/sitemap-xml';

function route(lang: string, pureRoutePath: string): RouteMeta {
  const routePath = lang === 'en' ? pureRoutePath : `/${lang}${pureRoutePath}`;
  return {
    routePath,
    pureRoutePath,
    absolutePath: `/docs/${lang}${pureRoutePath}.mdx`,
    relativePath: `${lang}${pureRoutePath}.mdx`,
    pageName: pureRoutePath.slice(1),
    lang,
    version: '',
  };
}

const options = { siteUrl: 'https://example.com', defaultLang: 'en' };

/** The <url> entry of one address, as its lines without indentation. */
function entryOf(xml: string, loc: string): string[] {
  const entry = xml
    .split('<url>')
    .find((part) => part.includes(`<loc>${loc}</loc>`));
  return (entry ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('<xhtml:link'));
}

describe('sitemapXml', () => {
  it('gives a page without an English twin no x-default alternate', () => {
    const xml = sitemapXml(
      [route('en', '/a'), route('zh', '/a'), route('zh', '/only-zh')],
      options,
    );
    expect(entryOf(xml, 'https://example.com/zh/only-zh')).toEqual([
      '<xhtml:link rel="alternate" hreflang="zh" href="https://example.com/zh/only-zh"/>',
    ]);
    expect(entryOf(xml, 'https://example.com/zh/a')).toEqual([
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.com/a"/>',
      '<xhtml:link rel="alternate" hreflang="zh" href="https://example.com/zh/a"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/a"/>',
    ]);
  });

  it('escapes characters XML gives a meaning to', () => {
    const xml = sitemapXml([route('en', "/a&b'c")], options);
    expect(xml).toContain('<loc>https://example.com/a&amp;b&apos;c</loc>');
  });
});
