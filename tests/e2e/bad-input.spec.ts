import type { Page } from '@playwright/test';
import { type Lang, routeIn } from '../routes';
import { expect, test } from './fixtures';
import { openPage, searchModal } from './search-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

const NOT_FOUND_HEADING: Record<Lang, string> = {
  en: 'PAGE NOT FOUND',
  zh: '页面未找到',
};

/**
 * Resolves once React has taken over the page, which it does only after the
 * router has read the address: a page that threw on its address never does.
 */
async function appStarted(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('#__rspress_root h1');
    return (
      heading !== null &&
      Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
    );
  });
}

/** Messages of the dialogs the page opens (each dismissed): an injected alert shows here. */
function watchDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

async function expectNotFoundPage(page: Page, lang: Lang) {
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING[lang] }),
  ).toBeVisible();
  await appStarted(page);
}

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: a path with a broken percent-escape gets the 404 page`, async ({
    page,
  }) => {
    const response = await page.goto(routeIn(lang, '/guide/%E0%A4%A'));
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, lang);
  });

  test(`${lang}: a 5,000-character path gets the 404 page`, async ({
    page,
  }) => {
    const response = await page.goto(
      routeIn(lang, `/guide/${'x'.repeat(5000)}`),
    );
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, lang);
  });
}

test('percent signs and broken escapes in the query or fragment leave the page working', async ({
  page,
}) => {
  for (const suffix of [
    '?utm_campaign=50%off',
    '?discount=50%25',
    '?q=%E0%A4%A',
    '#%E0%A4%A',
  ]) {
    const response = await page.goto(`/guide/start/quick-start${suffix}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Quick start/,
    );
    await appStarted(page);
  }
});

test('a broken fragment typed later leaves the page working', async ({
  page,
}) => {
  await page.goto('/guide/start/quick-start');
  await appStarted(page);
  // As if edited in the address bar: a history entry the app did not make.
  await page.evaluate(() => {
    window.location.hash = '%E0%A4%A';
  });
  await expect(page).toHaveURL(/#%EF%BF%BD%EF%BC%85A$/);
  await page.getByRole('link', { name: 'Glossary' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Glossary/);
});

test('unknown query parameters do not change a page', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await openPage(
    page,
    '/guide/start/quick-start?foo=<script>alert(1)</script>&utm_source=x',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Quick start/,
  );
  await expect(page.locator('script', { hasText: 'alert(1)' })).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

// "/en/..." is sent to the unprefixed page: whatever follows must keep the
// reader on this site (the plain "/en//evil.example/x" is in not-found.spec).
for (const [address, landing, lang] of [
  ['/en/%2f%2fevil.example/x', '/%2f%2fevil.example/x', 'en'],
  ['/en/%5C%5Cevil.example/x', '/%5C%5Cevil.example/x', 'en'],
  ['/en/..%2f..%2f', '/..%2f..%2f', 'en'],
  ['/zh/..%2f..%2f', '/zh/..%2f..%2f', 'zh'],
] as const) {
  test(`${address} stays on the site`, async ({ page, baseURL }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await page.waitForURL((url) => url.pathname === landing);
    await expectNotFoundPage(page, lang);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL as string).origin);
    expect(
      requested.filter((url) => new URL(url).hostname.endsWith('evil.example')),
    ).toEqual([]);
  });
}

test('markup typed as a search query is shown as text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const { input, title, hits } = searchModal(page);
  // Words of these match pages ('src', 'script'): the results show, the
  // markup stays text in the query and is never run.
  for (const query of [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
  ]) {
    await input.fill('');
    await page.keyboard.type(query);
    await expect(input).toHaveValue(query);
    await expect(hits.first()).toBeVisible();
  }
  // Markup whose words match nothing is echoed as text by the no-results screen.
  for (const query of ['<qqzx qqzy="qqzw">', '<b>qqzx</b>']) {
    await input.fill('');
    await page.keyboard.type(query);
    await expect(title).toHaveText(`No results for "${query}"`);
  }
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(
    page.locator('body script', { hasText: 'alert(1)' }),
  ).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a 10,000-character paste is cut to 64 characters and searched', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/guide/start/');
  const pasted = 'dts '.repeat(2500);
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
  await page.keyboard.press('Control+k');
  const { input, hits } = searchModal(page);
  await expect(input).toBeFocused();
  await page.keyboard.press('Control+v');
  await expect(input).toHaveValue(pasted.slice(0, 64));
  await expect(hits.first()).toBeVisible();
});
