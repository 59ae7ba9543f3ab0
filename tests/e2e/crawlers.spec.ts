import type { APIRequestContext } from '@playwright/test';
import { SITE_URL } from '../../site.config';
import { LANGS, type Lang, ROUTES, routeIn } from '../routes';
import { expect, test } from './fixtures';
import { type HeadTags, headTagsOf } from './html-head';

/**
 * What search engines and link previews read: the served HTML head of every
 * page (fetched over HTTP, no scripts run), sitemap.xml and robots.txt.
 * Each test checks one thing across all pages and lists every offender.
 */

const SITE = SITE_URL;
const OG_LOCALE: Record<Lang, string> = { en: 'en_US', zh: 'zh_CN' };
/** Rspress' fallback when a page has none of its own. */
const SITE_DESCRIPTIONS = [
  'The Rsbuild-based library development tool',
  '基于 Rsbuild 的库构建工具',
];

const PAGES = LANGS.flatMap((lang) =>
  ROUTES.map((route) => ({ lang, route, path: routeIn(lang, route) })),
);
type Page = (typeof PAGES)[number];

let heads: Promise<Map<string, HeadTags>> | undefined;
/** Every page's head, fetched once per worker. */
function headsOfAllPages(request: APIRequestContext) {
  heads ??= (async () => {
    const result = new Map<string, HeadTags>();
    for (const { path } of PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      result.set(path, headTagsOf(await response.text()));
    }
    return result;
  })();
  return heads;
}

/** Runs `check` on every page; returns "path: problem" for each failure. */
async function problemsOnAllPages(
  request: APIRequestContext,
  check: (head: HeadTags, page: Page) => string[],
): Promise<string[]> {
  const allHeads = await headsOfAllPages(request);
  return PAGES.flatMap((page) =>
    check(allHeads.get(page.path) as HeadTags, page).map(
      (problem) => `${page.path}: ${problem}`,
    ),
  );
}

/** The content of a meta tag that must appear exactly once, or a problem. */
function single(head: HeadTags, key: string): string | { problem: string } {
  const values = head.meta.get(key) ?? [];
  if (values.length !== 1) {
    return { problem: `${values.length} "${key}" meta tags, expected 1` };
  }
  return values[0];
}

function expectMeta(
  head: HeadTags,
  key: string,
  accept: (value: string) => boolean,
): string[] {
  const value = single(head, key);
  if (typeof value !== 'string') return [value.problem];
  return accept(value) ? [] : [`${key} is "${value}"`];
}

test('every page has a description of its own, repeated as og:description', async ({
  request,
}) => {
  const problems = await problemsOnAllPages(request, (head) => {
    const description = single(head, 'description');
    if (typeof description !== 'string') return [description.problem];
    return [
      ...(description.trim() && !SITE_DESCRIPTIONS.includes(description)
        ? []
        : [`description is "${description}"`]),
      ...expectMeta(head, 'og:description', (value) => value === description),
    ];
  });
  expect(problems).toEqual([]);
});

test('every page names its absolute address as canonical URL and og:url', async ({
  request,
}) => {
  const problems = await problemsOnAllPages(request, (head, page) => {
    const url = `${SITE}${page.path}`;
    const canonical = head.links.filter((link) => link.rel === 'canonical');
    return [
      ...(canonical.length === 1 && canonical[0].href === url
        ? []
        : [`canonical links ${JSON.stringify(canonical)}, expected ${url}`]),
      ...expectMeta(head, 'og:url', (value) => value === url),
    ];
  });
  expect(problems).toEqual([]);
});

test('every page has the Open Graph and Twitter card tags', async ({
  request,
}) => {
  const problems = await problemsOnAllPages(request, (head, page) => [
    ...expectMeta(head, 'og:title', (value) => value === head.title),
    ...expectMeta(head, 'og:type', (value) => value === 'website'),
    ...expectMeta(head, 'og:site_name', (value) => value === 'Rslib'),
    ...expectMeta(head, 'og:locale', (value) => value === OG_LOCALE[page.lang]),
    ...expectMeta(head, 'og:image', (value) =>
      URL.canParse(value) ? new URL(value).protocol === 'https:' : false,
    ),
    ...expectMeta(head, 'twitter:card', (value) => value === 'summary'),
  ]);
  expect(problems).toEqual([]);
});

test('sitemap.xml lists every page once, with its hreflang alternates', async ({
  request,
  page,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  // Chromium's XML parser: the file must be well-formed and the alternates
  // must be in the XHTML namespace, or crawlers ignore them.
  const sitemap = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const XHTML = 'http://www.w3.org/1999/xhtml';
      return {
        parseError: doc.querySelector('parsererror')?.textContent ?? null,
        urls: [...doc.getElementsByTagNameNS(SITEMAP, 'url')].map((url) => ({
          loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent,
          alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map(
            (link) =>
              `${link.getAttribute('rel')} ${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
          ),
        })),
      };
    },
    await response.text(),
  );

  expect(sitemap.parseError).toBeNull();
  const expected = PAGES.map(({ path, route }) => ({
    loc: `${SITE}${path}`,
    alternates: [
      `alternate en ${SITE}${routeIn('en', route)}`,
      `alternate zh ${SITE}${routeIn('zh', route)}`,
      `alternate x-default ${SITE}${routeIn('en', route)}`,
    ],
  }));
  const byLoc = (a: { loc?: string | null }, b: { loc?: string | null }) =>
    String(a.loc).localeCompare(String(b.loc));
  expect(
    sitemap.urls
      .map(({ loc, alternates }) => ({ loc, alternates: alternates.sort() }))
      .sort(byLoc),
  ).toEqual(
    expected
      .map(({ loc, alternates }) => ({ loc, alternates: alternates.sort() }))
      .sort(byLoc),
  );
});

test('robots.txt lets every crawler in and points to the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines.filter((line) => /^disallow:\s*\S/i.test(line))).toEqual([]);
  const sitemaps = lines.filter((line) => /^sitemap:/i.test(line));
  expect(sitemaps).toEqual([`Sitemap: ${SITE}/sitemap.xml`]);
  // The file it names is really there.
  const sitemap = await request.get(new URL(`${SITE}/sitemap.xml`).pathname);
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('<urlset');
});
