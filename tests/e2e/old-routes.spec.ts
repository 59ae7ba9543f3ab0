import { readFileSync } from 'node:fs';
import { SITE_URL } from '../../site.config';
import { expect, test } from './fixtures';

/**
 * The routes of the previous site that this site does not have
 * (site/old-routes.json) each answer with a page that sends the reader to
 * the page covering them now (plugins/old-routes).
 */

const { redirects } = JSON.parse(
  readFileSync('site/old-routes.json', 'utf8'),
) as { redirects: Record<string, string> };
const moved = Object.entries(redirects);

const texts = JSON.parse(readFileSync('i18n.json', 'utf8')) as Record<
  string,
  Record<'en' | 'zh', string>
>;

// Pages of both languages, index routes and plain ones, in several sections.
const SAMPLE = [
  '/guide/advanced/env-vars',
  '/api/start/',
  '/zh/guide/upgrade/v0-to-v1',
  '/zh/config/lib/wasm',
];

for (const from of SAMPLE) {
  test(`${from} lands on ${redirects[from]}`, async ({ page, request }) => {
    const to = redirects[from];
    expect(to).toBeDefined();
    // The link text of the redirect page: the target page's title.
    const served = await (await request.get(from)).text();
    const name = /<a href="[^"]+">([^<]+)<\/a>/.exec(served)?.[1];
    expect(name).toBeTruthy();

    await page.goto(from, { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === to);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The heading's anchor link renders a '#' before or after the text.
    expect((await heading.innerText()).replace(/^#|#$/g, '').trim()).toBe(name);
    await expect(page).toHaveTitle(`${name} - Rslib`);
  });
}

test('every old route is served a page that names its target, in its language, and no script', async ({
  request,
}) => {
  expect(moved.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const [from, to] of moved) {
    const response = await request.get(from, { maxRedirects: 0 });
    const html = await response.text();
    const lang = from.startsWith('/zh/') ? 'zh' : 'en';
    const expected = [
      `<html lang="${lang}">`,
      '<meta name="robots" content="noindex">',
      `<meta http-equiv="refresh" content="0; url=${to}">`,
      `<link rel="canonical" href="${new URL(to, SITE_URL).href}">`,
      `${texts['oldRoutes.moved'][lang].replace('{link}', `<a href="${to}">`)}`,
    ];
    if (response.status() !== 200) {
      problems.push(`${from}: status ${response.status()}`);
      continue;
    }
    for (const part of expected) {
      if (!html.includes(part)) problems.push(`${from}: no ${part}`);
    }
    if (/<script/i.test(html)) problems.push(`${from}: has a script`);
  }
  expect(problems).toEqual([]);
});

test('_redirects sends each old route to its page with a 301', () => {
  const rules = readFileSync('doc_build/_redirects', 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  expect(rules).toEqual(moved.map(([from, to]) => `${from} ${to} 301`));
});
