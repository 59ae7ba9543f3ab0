import type { RouteMeta } from '@rspress/core';

export interface SitemapOptions {
  /** Absolute site address; route paths are resolved against it. */
  siteUrl: string;
  /** The language whose page is the x-default alternate of its group. */
  defaultLang: string;
}

/**
 * sitemap.xml for every page route: each URL once, with hreflang alternates
 * naming the same page in every language (itself included, as search
 * engines ask) and x-default pointing at the default language's page.
 */
export function sitemapXml(
  routes: readonly RouteMeta[],
  { siteUrl, defaultLang }: SitemapOptions,
): string {
  const urlOf = (route: RouteMeta) => new URL(route.routePath, siteUrl).href;
  const twins = new Map<string, RouteMeta[]>();
  for (const route of routes) {
    const key = `${route.version}\0${route.pureRoutePath}`;
    twins.set(key, [...(twins.get(key) ?? []), route]);
  }

  const entries = routes
    .map((route) => {
      const group = twins.get(`${route.version}\0${route.pureRoutePath}`) ?? [];
      const alternates = [...group]
        .sort((a, b) => a.lang.localeCompare(b.lang))
        // hreflang wants language tags: zh-CN, not Rspress' zh_CN folder form.
        .map((twin) => [twin.lang.replaceAll('_', '-'), urlOf(twin)]);
      const fallback = group.find((twin) => twin.lang === defaultLang);
      if (fallback) alternates.push(['x-default', urlOf(fallback)]);
      return { loc: urlOf(route), alternates };
    })
    .sort((a, b) => a.loc.localeCompare(b.loc));

  const body = entries.map(({ loc, alternates }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(loc)}</loc>`,
      ...alternates.map(
        ([lang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...body,
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&apos;',
      })[char] as string,
  );
}
