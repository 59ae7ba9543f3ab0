import { expect, test } from './fixtures';

test('an unknown English path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/guide/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' }),
  ).toBeVisible();
  const home = page.getByRole('link', { name: 'Take me home' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Rslib' }),
  ).toBeVisible();
});

test('an unknown Chinese path shows the Chinese 404 page', async ({ page }) => {
  const response = await page.goto('/zh/guide/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: '页面未找到' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute(
    'href',
    '/zh/',
  );
});

test('the default-language prefix redirects to the unprefixed page', async ({
  page,
}) => {
  await page.goto('/en/guide/start/quick-start?from=old#prepare');
  await expect(page).toHaveURL(
    /\/guide\/start\/quick-start\?from=old#prepare$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Quick start/,
  );
});

test('the prefix redirect never leaves the site', async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/en//evil.example/x');
  await page.waitForURL((url) => url.pathname === '/evil.example/x');
  expect(new URL(page.url()).origin).toBe(new URL(baseURL as string).origin);
  // Not even a request the network block would stop.
  expect(
    requested.filter((url) => new URL(url).hostname.endsWith('evil.example')),
  ).toEqual([]);
  await expect(
    page.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' }),
  ).toBeVisible();
});
