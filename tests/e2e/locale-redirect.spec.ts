import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * SPEC 2.1, route.localeRedirect 'auto': on the first visit only, a reader
 * whose browser prefers Chinese is sent to the /zh twin; crawlers never are.
 * Each test starts as a first visit: nothing stored yet.
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

  test('is sent to the Chinese twin on the first visit only', async ({
    page,
  }) => {
    await page.goto('/guide/start/quick-start');
    await expect(page).toHaveURL('/zh/guide/start/quick-start');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    expect(await storedVisit(page)).toBe('1');

    // The reader chose English afterwards: no second redirect.
    await page.goto('/guide/start/quick-start');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/guide/start/quick-start');
  });

  test.describe('that is a crawler', () => {
    test.use({ userAgent: GOOGLEBOT });

    test('is never redirected', async ({ page }) => {
      await page.goto('/guide/start/quick-start');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL('/guide/start/quick-start');
      expect(await storedVisit(page)).toBeNull();
    });
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('stays on the English page', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/guide/start/quick-start');
    expect(await storedVisit(page)).toBe('1');
  });
});
