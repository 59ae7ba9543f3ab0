import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// Theme switching: a stored choice holds from the first paint on.
// Every change of the page's `dark` class is recorded from before the first
// script, so a single frame in the other theme while the page hydrates
// fails the test.

/** Stores a theme choice and records the `dark` class on every change. */
async function recordThemeClass(
  page: import('@playwright/test').Page,
  stored: 'light' | 'dark',
) {
  await page.addInitScript((choice) => {
    localStorage.setItem('rspress-theme-appearance', choice);
    const seen: boolean[] = [];
    (window as { darkClassSeen?: boolean[] }).darkClassSeen = seen;
    // Set up before the parser has made <html>: watch the whole document.
    new MutationObserver((records) => {
      const root = document.documentElement;
      if (records.some((record) => record.target === root)) {
        seen.push(root.classList.contains('dark'));
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  }, stored);
}

const seenDarkClass = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () => (window as { darkClassSeen?: boolean[] }).darkClassSeen ?? [],
  );

for (const path of ['/guide/start/quick-start', '/zh/config/lib/dts']) {
  test(`${path}: dark chosen on a light system stays dark through hydration`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordThemeClass(page, 'dark');
    await openPage(page, path);
    await expect(
      page
        .getByRole('radio', { name: /^(Dark|深色)$/ })
        .filter({ visible: true }),
    ).toBeChecked();
    const seen = await seenDarkClass(page);
    // The head script adds it before the first paint; nothing takes it away.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean), JSON.stringify(seen)).toBe(true);
  });
}

test('light chosen on a dark system stays light through hydration', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await recordThemeClass(page, 'light');
  await openPage(page, '/guide/start/quick-start');
  await expect(
    page
      .getByRole('radio', { name: 'Light', exact: true })
      .filter({ visible: true }),
  ).toBeChecked();
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  const seen = await seenDarkClass(page);
  expect(seen.some(Boolean), JSON.stringify(seen)).toBe(false);
});
