import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { isBuildOnlyText } from '../../plugins/shared/build-only-texts';
import {
  isHomeText,
  isSearchModalText,
  textGroupOf,
} from '../../rspress-adapter/build/rspress-runtime-data/text-groups.mjs';
import { AFTER_PAINT_PRELOADS } from '../../site/first-paint';
import { inRegion, REGION } from '../../site/regions';
import { SITE_DESCRIPTION } from '../../site.config';
import { LANGS, ROUTES, routeIn, sourceFileOf } from '../routes';
import { recordScripts } from './downloaded-scripts';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// The browser learns the site's routes one section at a time: a first visit
// carries its own section's routes and sidebar, and another section's load
// when a link to it is hovered or followed. These journeys cross sections
// the page did not start in.

test.use({ viewport: { width: 1440, height: 900 } });

const ROOT = path.join(import.meta.dirname, '../..');

/** The scripts a page names in its HTML (its inline loader's list). */
function firstVisitScripts(html: string): string[] {
  return [...html.matchAll(/\/static\/js\/[\w.-]+\.js/g)].map(([src]) => src);
}

const sidebar = (page: Page) => page.locator(inRegion(REGION.sidebar));

/** Waits until the page shows one main heading, matching `text`. */
const expectHeading = (page: Page, text: RegExp) =>
  expect
    .poll(() => page.getByRole('heading', { level: 1 }).allTextContents())
    .toEqual([expect.stringMatching(text)]);

/** Marks the document: the mark is gone after a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}

const sameDocument = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { sameDocument?: boolean }).sameDocument,
  );

test('the scripts of a first visit list no page of the site', async ({
  request,
}) => {
  const html = await (await request.get('/guide/start/quick-start')).text();
  const scripts = firstVisitScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  const text = (
    await Promise.all(
      scripts.map(async (src) => (await request.get(src)).text()),
    )
  ).join('\n');
  // Each route names its source file in the route list; none of them may
  // be in what every page loads.
  const named = LANGS.flatMap((lang) =>
    ROUTES.map((route) => `${lang}/${sourceFileOf(route)}`),
  ).filter((file) => text.includes(`"${file}"`));
  expect(named).toEqual([]);
});

// Pages with package-manager tabs, diagrams, or neither; the home page and
// an overview page, whose layouts are chunks of their own.
const PRELOAD_PAGES = [
  '/',
  '/zh/config/',
  '/guide/start/quick-start',
  '/guide/advanced/module-federation',
  '/zh/config/lib/dts',
  '/blog/introducing-rslib',
];

for (const path of PRELOAD_PAGES)
  test(`${path}: every lazy chunk its first visit loads is named in its HTML`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    // The list the script loader preloads after the first paint.
    const listed = new RegExp(
      `<meta name="${AFTER_PAINT_PRELOADS}" content="([^"]+)">`,
    ).exec(html)?.[1];
    const preloaded = new Set(listed?.split(' '));
    const lazy: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/static/js/async/')) lazy.push(pathname);
    });
    await openPage(page, path);
    expect(lazy.length).toBeGreaterThan(0);
    // Each one downloads beside the page, not after its scripts ran.
    expect(lazy.filter((chunk) => !preloaded.has(chunk))).toEqual([]);
  });

// Code only some pages draw, each found by a string of its own: the
// package-manager tabs' list of managers, the home layout's class name.
const PAGE_PIECES = [
  {
    piece: 'package-manager tabs',
    marker: '"npm","yarn","pnpm","bun","deno"',
    without: '/blog/introducing-rslib',
    with: '/guide/start/quick-start',
  },
  {
    piece: 'home page layout',
    marker: 'rslib-home',
    without: '/guide/start/quick-start',
    with: '/',
  },
];

for (const { piece, marker, without, with: using } of PAGE_PIECES)
  test(`${without} downloads none of the ${piece}; ${using} does`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await openPage(page, without);
    expect(await scripts.text()).not.toContain(marker);
    scripts.forget();
    await openPage(page, using);
    expect(await scripts.text()).toContain(marker);
  });

const uiTexts = JSON.parse(
  readFileSync(path.join(ROOT, 'i18n.json'), 'utf8'),
) as Record<string, Record<string, string>>;

for (const [lang, other] of [
  ['zh', 'en'],
  ['en', 'zh'],
] as const)
  test(`a first visit in ${lang} downloads the UI texts of ${lang}, not those of ${other}`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await openPage(page, routeIn(lang, '/guide/start/quick-start'));
    const text = await scripts.text();
    // Texts long enough not to occur by chance in the page's own content,
    // that differ between the languages, and that are not also the site's
    // description (the site data names each language's, for the switch).
    const distinct = (of: string) =>
      Object.entries(uiTexts)
        // Texts only the build writes into pages never reach the browser;
        // the search modal's come with the modal (below), the home page's
        // with the home page.
        .filter(([key]) => !isBuildOnlyText(key) && textGroupOf(key) === '')
        .map(([, byLang]) => byLang)
        .filter((byLang) => byLang.en !== byLang.zh)
        .map((byLang) => byLang[of])
        .filter(
          (value) =>
            value &&
            value.length >= 16 &&
            !(Object.values(SITE_DESCRIPTION) as string[]).includes(value),
        );
    expect(distinct(lang).filter((value) => !text.includes(value))).toEqual([]);
    expect(distinct(other).filter((value) => text.includes(value))).toEqual([]);

    // The search modal's texts arrive with the modal, in the page's
    // language only: looked for as the entries of a texts chunk.
    const modalKeys = Object.keys(uiTexts).filter(isSearchModalText);
    const entries = (of: string) =>
      modalKeys.map((key) => `"${key}":${JSON.stringify(uiTexts[key][of])}`);
    const keysIn = (from: string) =>
      modalKeys.filter((key) => from.includes(`"${key}":`));
    expect(modalKeys.length).toBeGreaterThan(5);
    expect(keysIn(text)).toEqual([]);
    scripts.forget();
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    const withModal = await scripts.text();
    expect(entries(lang).filter((entry) => !withModal.includes(entry))).toEqual(
      [],
    );
    expect(entries(other).filter((entry) => withModal.includes(entry))).toEqual(
      [],
    );
  });

for (const lang of LANGS)
  test(`the home page’s texts in ${lang} come with the home page: not on a doc page, shown after a client navigation home`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await openPage(page, routeIn(lang, '/guide/start/quick-start'));
    const homeTexts = Object.entries(uiTexts)
      .filter(([key]) => isHomeText(key))
      .map(([, byLang]) => byLang[lang])
      .filter((value) => value.length >= 16);
    expect(homeTexts.length).toBeGreaterThan(2);
    const downloaded = await scripts.text();
    expect(homeTexts.filter((value) => downloaded.includes(value))).toEqual([]);
    await markDocument(page);
    await page
      .locator(inRegion(REGION.navbar))
      .locator(`a[href="${routeIn(lang, '/')}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(routeIn(lang, '/'));
    await expect(page.getByText(uiTexts.heroDescription[lang])).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

test('the route data of a section is a chunk of its own, naming only that section’s pages', () => {
  // Every lazily loaded chunk of the build: a section's routes are in one
  // chunk that names only that section's source files.
  const dir = path.join(ROOT, 'doc_build/static/js/async');
  const chunks = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) =>
      readFileSync(path.join(entry.parentPath, entry.name), 'utf8'),
    );
  const withRoute = (file: string) =>
    chunks.filter((chunk) => chunk.includes(`"${file}"`));
  const guide = withRoute('en/guide/start/quick-start.mdx');
  expect(guide).toHaveLength(1);
  expect(guide[0]).toContain('"en/guide/basic/output-format.mdx"');
  expect(guide[0]).not.toContain('"en/config/lib/dts.mdx"');
  expect(guide[0]).not.toContain('"zh/guide/start/quick-start.mdx"');
});

test('a link to another section opens its page with that section’s sidebar, without a reload', async ({
  page,
}) => {
  await openPage(page, '/guide/start/quick-start');
  await expect(
    sidebar(page).getByRole('link', { name: 'Quick start' }),
  ).toBeVisible();
  await markDocument(page);

  const nav = page.locator(
    `${inRegion(REGION.navbar)} ${inRegion(REGION.navMenu)}`,
  );
  await nav.getByRole('link', { name: 'Config' }).click();
  await expect(page).toHaveURL('/config/');
  await expect(
    sidebar(page).locator('a[href="/config/lib/dts"]').first(),
  ).toBeVisible();
  await expect(
    sidebar(page).locator('a[href="/guide/start/quick-start"]'),
  ).toHaveCount(0);

  await sidebar(page).locator('a[href="/config/lib/dts"]').first().click();
  await expect(page).toHaveURL('/config/lib/dts');
  await expectHeading(page, /dts/);
  expect(await sameDocument(page)).toBe(true);

  // Back and forward cross the sections again, still in one document.
  await page.goBack();
  await expect(page).toHaveURL('/config/');
  await page.goBack();
  await expect(page).toHaveURL('/guide/start/quick-start');
  await expectHeading(page, /Quick start/);
  await expect(
    sidebar(page).getByRole('link', { name: 'Quick start' }),
  ).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL('/config/');
  await expect(
    sidebar(page).locator('a[href="/config/lib/dts"]').first(),
  ).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('a history entry into another section with a hash scrolls to its heading', async ({
  page,
}) => {
  await openPage(page, '/blog/');
  await markDocument(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/config/lib/dts#dtsbundle');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectHeading(page, /dts/);
  await expect(page.locator('#dtsbundle')).toBeInViewport();
  expect(await sameDocument(page)).toBe(true);
});

test('an unknown path of a section not yet loaded shows the 404 page', async ({
  page,
}) => {
  await openPage(page, '/guide/start/');
  await markDocument(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/config/no-such-option');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

for (const lang of LANGS)
  test(`a ${lang} page whose section was not loaded opens from history in any letter case`, async ({
    page,
  }) => {
    await openPage(page, routeIn(lang, '/blog/'));
    await markDocument(page);
    const target = routeIn(lang, '/Config/Lib/Dts.html');
    await page.evaluate((url) => {
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, target);
    await expectHeading(page, /dts/);
    // The sidebar matches the address as written; the page's own address
    // shows it.
    const canonical = routeIn(lang, '/config/lib/dts');
    await page.evaluate((url) => {
      history.replaceState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, canonical);
    await expect(
      sidebar(page).locator(`a[href="${canonical}"]`).first(),
    ).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });
