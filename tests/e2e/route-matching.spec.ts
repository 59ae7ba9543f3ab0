import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Route matching: the URL is decoded, a trailing .html is removed, a trailing /index
// becomes /, and a trailing slash and letter case are ignored. Each form shows
// the page itself and ends at the page's clean URL.
test.use({ viewport: { width: 1440, height: 900 } });

const FORMS: [form: string, page: string, heading: RegExp][] = [
  ['/guide/start/quick-start.html', '/guide/start/quick-start', /Quick start/],
  ['/guide/start/quick-start/', '/guide/start/quick-start', /Quick start/],
  ['/Guide/Start/Quick-Start', '/guide/start/quick-start', /Quick start/],
  ['/guide/start/quick%2Dstart', '/guide/start/quick-start', /Quick start/],
  ['/guide/start/index', '/guide/start/', /Introduction/],
  ['/guide/start/index.html', '/guide/start/', /Introduction/],
  ['/Guide/Start/', '/guide/start/', /Introduction/],
  ['/zh/Guide/Start/Quick-Start/', '/zh/guide/start/quick-start', /快速上手/],
  [
    '/zh/guide/start/quick-start.html',
    '/zh/guide/start/quick-start',
    /快速上手/,
  ],
];

async function expectPage(page: Page, heading: RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
}

for (const [form, address, heading] of FORMS) {
  test(`${form} opens ${address}`, async ({ page }) => {
    const response = await page.goto(form);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(address);
    await expectPage(page, heading);
  });
}

test('a query and a Chinese hash survive the letter-case redirect', async ({
  page,
}) => {
  const response = await page.goto('/ZH/guide/start/quick-start?x=1#手动接入');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(
    `/zh/guide/start/quick-start?x=1#${encodeURIComponent('手动接入')}`,
  );
});

test('the client router matches the same forms', async ({ page }) => {
  await page.goto('/guide/start/');
  await expect(
    page.locator('button[aria-keyshortcuts]').first(),
  ).toBeAttached();
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  for (const [form, , heading] of FORMS) {
    // A history entry the router reads without asking the server; the
    // address stays as written, the page is the same.
    await page.evaluate((url) => {
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, form);
    await expectPage(page, heading);
  }
  expect(
    await page.evaluate(
      () => (window as unknown as { samePage?: boolean }).samePage,
    ),
  ).toBe(true);
});

test('an unknown path in any letter case stays a 404', async ({ page }) => {
  const response = await page.goto('/Guide/No-Such-Page');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' }),
  ).toBeVisible();
});
