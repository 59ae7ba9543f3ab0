import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';

// The page title and the suffix (the site title unless the page sets
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
    .locator(`${inRegion(REGION.navbar)} ${inRegion(REGION.navMenu)}`)
    .getByRole('link', { name: 'Guide' })
    .click();
  await expect(page).toHaveURL('/guide/start/');
  // The doc page's own title, not the home page's hero still on screen
  // while the new page's code arrives.
  const heading = page
    .locator(inRegion(REGION.article))
    .getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const text = (await heading.innerText()).replace(/^#|#$/g, '').trim();
  await expect(page).toHaveTitle(`${text} - Rslib`);

  await page
    .locator(inRegion(REGION.sidebar))
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
    .locator(`${inRegion(REGION.navbar)} ${inRegion(REGION.navMenu)}`)
    .getByRole('link', { name: '配置' })
    .click();
  await expect(page).toHaveURL('/zh/config/');
  const heading = page
    .locator(inRegion(REGION.article))
    .getByRole('heading', { level: 1 });
  // The new page's title, once its code has arrived.
  await expect(heading).not.toHaveText(/快速上手/);
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

/** The description a page's front matter gives, as its built HTML carries it. */
async function builtDescription(
  request: import('@playwright/test').APIRequestContext,
  path: string,
) {
  const html = await (await request.get(path)).text();
  const match = /<meta name="description" content="([^"]+)"/.exec(html);
  expect(match, `built ${path} has a description`).not.toBeNull();
  return (match?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

test('the description and og:description follow client-side navigation', async ({
  page,
  request,
}) => {
  const quickStart = await builtDescription(
    request,
    '/guide/start/quick-start',
  );
  const formats = await builtDescription(request, '/guide/basic/output-format');
  expect(formats).not.toBe(quickStart);

  await page.goto('/guide/start/quick-start');
  const description = page.locator('meta[name="description"]');
  const ogDescription = page.locator('meta[property="og:description"]');
  await expect(description).toHaveAttribute('content', quickStart);
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  await page
    .locator(inRegion(REGION.sidebar))
    .getByRole('link', { name: 'Output formats' })
    .click();
  await expect(page).toHaveURL('/guide/basic/output-format');
  await expect(description).toHaveAttribute('content', formats);
  await expect(ogDescription).toHaveAttribute('content', formats);
  await expect(description).toHaveCount(1);
  expect(
    await page.evaluate(
      () => (window as { notReloaded?: boolean }).notReloaded,
    ),
  ).toBe(true);
});
