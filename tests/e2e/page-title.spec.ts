import { expect, test } from './fixtures';

// SPEC 5: the page title and the suffix (the site title unless the page sets
// its own) are joined with ' - '. tests/e2e/every-page.spec.ts checks the title of
// every route on a first load; these follow it through client-side navigation.
test.use({ viewport: { width: 1440, height: 900 } });

test('the title follows client-side navigation between English pages', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(
    'Rslib - Rsbuild-based library development tool',
  );
  await page
    .locator('[data-region="navbar"] [data-region="nav-menu"]')
    .getByRole('link', { name: 'Guide' })
    .click();
  await expect(page).toHaveURL('/guide/start/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const text = (await heading.innerText()).replace(/^#|#$/g, '').trim();
  await expect(page).toHaveTitle(`${text} - Rslib`);

  await page
    .locator('[data-region="sidebar"]')
    .getByRole('link', { name: 'Quick start' })
    .click();
  await expect(page).toHaveURL('/guide/start/quick-start');
  await expect(page).toHaveTitle('Quick start - Rslib');
});

test('the title follows client-side navigation between Chinese pages', async ({
  page,
}) => {
  await page.goto('/zh/guide/start/quick-start');
  await expect(page).toHaveTitle('快速上手 - Rslib');
  await page
    .locator('[data-region="navbar"] [data-region="nav-menu"]')
    .getByRole('link', { name: '配置' })
    .click();
  await expect(page).toHaveURL('/zh/config/');
  const heading = page.getByRole('heading', { level: 1 });
  const text = (await heading.innerText()).replace(/^#|#$/g, '').trim();
  await expect(page).toHaveTitle(`${text} - Rslib`);
  await page.locator('[data-nav-title]').click();
  await expect(page).toHaveURL('/zh/');
  await expect(page).toHaveTitle('Rslib - 基于 Rsbuild 的库构建工具');
});

test('the 404 page joins 404 and the site title', async ({ page }) => {
  await page.goto('/guide/no-such-page');
  await expect(page).toHaveTitle('404 - Rslib');
});
