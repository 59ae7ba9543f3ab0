import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The first-visit language redirect (route.localeRedirect): only
 * the home page sends a reader whose browser prefers Chinese to /zh/, once,
 * keeping the query and the hash; crawlers never are. A shared link to any
 * other page opens that page as shared (language-hint.spec.ts covers the
 * hint it shows instead). Each test starts as a first visit: nothing stored.
 */
test.use({ firstVisit: true });

const VISITED_KEY = 'rspress-visited';
const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function storedVisit(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), VISITED_KEY);
}

test.describe('a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('is sent from the home page to the Chinese home on the first visit only, query and hash kept', async ({
    page,
  }) => {
    await page.goto('/?ref=share#top');
    await expect(page).toHaveURL('/zh/?ref=share#top');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    expect(await storedVisit(page)).toBe('1');

    // The reader chose English afterwards: no second redirect.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('opening a shared English link stays on it, hash and all', async ({
    page,
  }) => {
    await page.goto('/guide/basic/output-format#esm-and-cjs');
    await expect(
      page.getByRole('heading', { level: 2, name: 'ESM and CJS' }),
    ).toBeInViewport();
    await expect(page).toHaveURL('/guide/basic/output-format#esm-and-cjs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('that is a crawler', () => {
    test.use({ userAgent: GOOGLEBOT });

    test('is never redirected', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL('/');
      expect(await storedVisit(page)).toBeNull();
    });
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('stays on the English home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await storedVisit(page)).toBe('1');
  });

  test('opening a shared Chinese link stays on it, hash and all', async ({
    page,
  }) => {
    await page.goto('/zh/guide/basic/output-format#umd');
    await expect(
      page.getByRole('heading', { level: 2, name: 'UMD' }),
    ).toBeInViewport();
    await expect(page).toHaveURL('/zh/guide/basic/output-format#umd');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });
});
