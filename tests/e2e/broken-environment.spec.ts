import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { DOCS_ROOT, readPage } from '../docs-source';
import { openingTextOf, titleOf } from '../page-text';
import { LANGS, type Lang, ROUTES, routeIn, sourceFileOf } from '../routes';
import { expect, test } from './fixtures';
import { openPage, searchModal } from './search-helpers';

// Wide enough for the theme switch to sit in the navbar.
test.use({ viewport: { width: 1440, height: 900 } });

const DARK_CLASS = /(^|\s)dark(\s|$)/;

/**
 * Storage the way a browser that blocks site data offers it (Chrome with
 * cookies blocked, a sandboxed frame): merely reading `window.localStorage`
 * throws. Installed before any script of the page runs.
 */
async function blockLocalStorage(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

test.describe('when reading local storage throws', () => {
  // Nothing can be remembered: every load is a first visit.
  test.use({ firstVisit: true });
  test.beforeEach(({ context }) => blockLocalStorage(context));

  test('pages render in both languages and stay in theirs', async ({
    page,
  }) => {
    for (const [path, heading] of [
      ['/', 'Rslib'],
      ['/guide/start/quick-start', /Quick start/],
      ['/zh/guide/start/quick-start', /快速上手/],
    ] as const) {
      await openPage(page, path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading }),
      ).toBeVisible();
      await expect(page).toHaveURL(path);
    }
  });

  for (const colorScheme of ['dark', 'light'] as const) {
    test(`the theme follows a ${colorScheme} system preference`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await openPage(page, '/guide/start/');
      const html = page.locator('html');
      if (colorScheme === 'dark') await expect(html).toHaveClass(DARK_CLASS);
      else await expect(html).not.toHaveClass(DARK_CLASS);
    });
  }

  test('the theme switch works for the rest of the visit', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPage(page, '/guide/start/');
    const html = page.locator('html');
    await page
      .getByRole('radio', { name: 'Dark', exact: true })
      .filter({ visible: true })
      .click();
    await expect(html).toHaveClass(DARK_CLASS);

    await page
      .locator(inRegion(REGION.sidebar))
      .getByRole('link', { name: 'Quick start' })
      .click();
    await expect(page).toHaveURL('/guide/start/quick-start');
    await expect(html).toHaveClass(DARK_CLASS);

    await page
      .getByRole('radio', { name: 'Light', exact: true })
      .filter({ visible: true })
      .click();
    await expect(html).not.toHaveClass(DARK_CLASS);
  });

  test('search opens with no recent searches and finds pages', async ({
    page,
  }) => {
    await openPage(page, '/guide/start/');
    await page.getByRole('button', { name: 'Search docs' }).click();
    const { input, hits, help } = searchModal(page);
    await expect(help).toHaveText('No recent searches');
    await input.fill('umdName');
    await expect(hits.first()).toContainText('lib.umdName');
  });
});

interface NavItem {
  text: string;
  link: string;
}

const navOf = (lang: Lang): NavItem[] =>
  JSON.parse(readFileSync(path.join(DOCS_ROOT, lang, '_nav.json'), 'utf8'));

const heroSubtitle: Record<Lang, string> = JSON.parse(
  readFileSync(path.join(DOCS_ROOT, '../i18n.json'), 'utf8'),
).heroSubtitle;

/** Sections whose pages carry a sidebar of every page in the section. */
const SIDEBAR_SECTIONS = ['/guide/', '/config/'];

/** What the HTML alone shows of a page (no script of the page runs). */
interface StaticPage {
  h1: string[];
  text: string;
  nav: { text: string; href: string | null }[];
  sidebar: { text: string; href: string | null }[];
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`every ${lang} page is readable from its HTML alone`, async ({
      page,
    }) => {
      // Fifty page loads, each up to seconds on a busy machine.
      test.setTimeout(ROUTES.length * 6_000);
      const nav = navOf(lang).map(({ text, link }) => ({
        text,
        href: routeIn(lang, link),
      }));
      for (const route of ROUTES) {
        const address = routeIn(lang, route);
        // The parsed HTML is all there is to check: no need to wait for images.
        const response = await page.goto(address, {
          waitUntil: 'domcontentloaded',
        });
        expect(response?.status(), address).toBe(200);
        // Read in one go: a round trip per check would double the test's time.
        const shown: StaticPage = await page.locator('html').evaluate(
          (_html, { navMenu, sidebar }) => {
            const links = (selector: string) =>
              [...document.querySelectorAll(selector)].map((link) => ({
                text: (link.textContent ?? '').trim(),
                href: link.getAttribute('href'),
              }));
            const squash = (text: string | null) =>
              (text ?? '').replace(/\s+/g, ' ');
            return {
              h1: [...document.querySelectorAll('h1')].map((h1) =>
                // The heading's anchor link is a '#' before or after its text.
                squash(h1.textContent)
                  .trim()
                  .replace(/^# ?| ?#$/g, ''),
              ),
              text: squash(
                (document.querySelector('main') ?? document.body).textContent,
              ),
              nav: links(`${navMenu} a`),
              sidebar: links(`${sidebar} a`),
            };
          },
          {
            navMenu: `${inRegion(REGION.navbar)} ${inRegion(REGION.navMenu)}`,
            sidebar: inRegion(REGION.sidebar),
          },
        );

        if (route === '/') {
          expect(shown.h1, address).toEqual(['Rslib']);
          expect(shown.text, address).toContain(heroSubtitle[lang]);
        } else {
          const source = readPage(lang, sourceFileOf(route));
          const opening = openingTextOf(source);
          // A page whose opening could not be read must not pass unchecked.
          expect(opening.length, address).toBeGreaterThan(20);
          expect(shown.h1, address).toEqual([titleOf(source)]);
          expect(shown.text, address).toContain(opening);
        }
        expect(shown.nav, address).toEqual(nav);

        const section = SIDEBAR_SECTIONS.find((prefix) =>
          route.startsWith(prefix),
        );
        if (section) {
          const sectionPages = ROUTES.filter((other) =>
            other.startsWith(section),
          ).map((other) => routeIn(lang, other));
          expect(
            shown.sidebar.map((link) => link.href).sort(),
            address,
          ).toEqual(sectionPages.sort());
          expect(
            shown.sidebar.filter((link) => !link.text),
            address,
          ).toEqual([]);
        }
      }
    });
  }
});

test.describe('when the next page’s code cannot be downloaded', () => {
  test('the failure is logged and the page the reader asked for loads in full', async ({
    page,
  }) => {
    await openPage(page, '/guide/start/quick-start');
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    // Offline, or a new deployment removed the files this page knows of.
    await page.route('**/static/js/async/**', (route) => route.abort());

    await page
      .locator(inRegion(REGION.sidebar))
      .getByRole('link', { name: 'Glossary' })
      .click();
    await expect(page).toHaveURL('/guide/start/glossary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Glossary/,
    );
    expect(logged).toContainEqual(
      expect.stringContaining('The code of the next page could not be loaded.'),
    );
    // The fixture fails the test on any uncaught error in the page.
  });
});
