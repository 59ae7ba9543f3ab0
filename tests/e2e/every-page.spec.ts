import type { Page, Response } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { LANGS, type Lang, ROUTES, routeIn } from '../routes';
import {
  audit,
  describeViolations,
  isDark,
  THEME_DEPENDENT_RULES,
  transitionsSettled,
  type Violation,
} from './axe-audit';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// Wide enough for the full navbar (at 1280px and below Rspress folds the
// language and theme switches into a menu).
test.use({ viewport: { width: 1440, height: 900 } });

/** No page lives here: the site's 404 page answers. */
const MISSING_PAGE = '/no-such-page';
const PAGES = [...ROUTES, MISSING_PAGE];
/** One page of each layout, for the narrow screen. */
const MOBILE_SAMPLE = [
  '/',
  '/guide/start/quick-start',
  '/config/',
  '/blog/introducing-rslib',
  MISSING_PAGE,
];
/** Pages per test: small batches keep both workers busy and name the failing pages. */
const BATCH_SIZE = 9;

function batches<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

const HOME_TITLE = {
  en: 'Rslib - Rsbuild-based library development tool',
  zh: 'Rslib - 基于 Rsbuild 的库构建工具',
};

/** The page answered, in its language, with one visible H1, the joined title and real text. */
async function expectRendered(
  page: Page,
  lang: Lang,
  route: string,
  response: Response | null,
) {
  const path = routeIn(lang, route);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const h1 = page.locator('h1');
  await expect(h1).toHaveCount(1);
  await expect(h1).toBeVisible();
  // The heading's anchor link renders a '#' before or after the text.
  const heading = (await h1.innerText()).replace(/^#|#$/g, '').trim();
  expect(heading.length, path).toBeGreaterThan(0);
  if (route === '/') {
    expect(heading).toBe('Rslib');
    await expect(page).toHaveTitle(HOME_TITLE[lang]);
  } else {
    await expect(page).toHaveTitle(`${heading} - Rslib`);
    // Real content under the heading, not an empty shell.
    const text = await page.locator('main').innerText();
    expect(text.length, path).toBeGreaterThan(200);
  }
}

/**
 * Audits the open page (shown light: no stored choice, a light system) with
 * every rule, then, after the reader's system turns dark (the page follows
 * without a reload), again with the colour rules: only colours differ
 * between the themes.
 */
async function auditInBothThemes(page: Page, path: string) {
  expect(await isDark(page), `${path} starts light`).toBe(false);
  const found = await audit(page, path, 'light');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => isDark(page), `${path} turns dark`).toBe(true);
  await transitionsSettled(page);
  found.push(...(await audit(page, path, 'dark', THEME_DEPENDENT_RULES)));
  return found;
}

/** Opens the page in the light theme, the theme following the system. */
async function openLight(page: Page, path: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  return openPage(page, path);
}

for (const lang of LANGS) {
  for (const routes of batches(PAGES, BATCH_SIZE)) {
    test(`${lang} ${routes[0]} … ${routes.at(-1)}: each page renders its heading, title and text, with no critical or serious WCAG A/AA violation in either theme`, async ({
      page,
    }) => {
      // A cap, not a wait: nine pages audited twice on a busy two-core machine.
      test.setTimeout(10 * 60_000);
      const found: Violation[] = [];
      for (const route of routes) {
        const path = routeIn(lang, route);
        const response = await openLight(page, path);
        // The 404 page's own texts are the subject of not-found.spec.ts.
        if (route !== MISSING_PAGE) {
          await expectRendered(page, lang, route, response);
        }
        found.push(...(await auditInBothThemes(page, path)));
      }
      expect(found, describeViolations(found)).toEqual([]);
    });
  }

  test(`${lang} at 375 px, page and menu: no critical or serious WCAG A/AA violation in either theme`, async ({
    page,
  }) => {
    test.setTimeout(10 * 60_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const found: Violation[] = [];
    for (const route of MOBILE_SAMPLE) {
      const path = routeIn(lang, route);
      await openLight(page, path);
      found.push(...(await auditInBothThemes(page, path)));
      // The full-screen menu the hamburger opens, in the dark theme still.
      await page
        .getByRole('button', { name: /^(Navigation menu|导航菜单)$/ })
        .click();
      await expect(page.locator(inRegion(REGION.mobileMenu))).toBeVisible();
      found.push(...(await audit(page, `${path} (menu open)`, 'dark')));
    }
    expect(found, describeViolations(found)).toEqual([]);
  });
}

test('the audit reports what a reader would stumble on', async ({ page }) => {
  const path = '/guide/start/';
  await openPage(page, path);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.id = 'image-without-text';
    image.src =
      'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
    const button = document.createElement('button');
    button.id = 'button-without-name';
    const faint = document.createElement('p');
    faint.id = 'faint-text';
    faint.textContent = 'Barely there';
    faint.style.color = '#d0d0d0';
    faint.style.background = '#ffffff';
    document.querySelector('main')?.append(image, button, faint);
  });
  const report = describeViolations(await audit(page, path, 'light'));
  expect(report.split('\n')).toEqual(
    expect.arrayContaining([
      `${path} [light] image-alt (critical): #image-without-text`,
      `${path} [light] button-name (critical): #button-without-name`,
      `${path} [light] color-contrast (serious): #faint-text`,
    ]),
  );
});

test('the dark-theme pass catches text that is faint only in the dark', async ({
  page,
}) => {
  const path = '/guide/start/';
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPage(page, path);
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.id = 'faint-in-dark';
    faint.textContent = 'Barely there at night';
    faint.style.color = '#333333';
    document.querySelector('main')?.append(faint);
  });
  const report = describeViolations(
    await audit(page, path, 'dark', THEME_DEPENDENT_RULES),
  );
  expect(report).toContain(
    `${path} [dark] color-contrast (serious): #faint-in-dark`,
  );
});
