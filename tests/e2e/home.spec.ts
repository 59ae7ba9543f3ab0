import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test('hero texts and actions in English', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Rslib' }),
  ).toBeVisible();
  await expect(
    page.getByText('Create JavaScript libraries in a simple and intuitive way'),
  ).toBeVisible();
  await expect(
    page.getByText(/^Rslib builds libraries on Rsbuild: ESM, CJS and UMD/),
  ).toBeVisible();
  // Its name says where it leads; the screen shows the short form.
  const learnMore = page.getByRole('link', {
    name: 'Learn more about Rslib',
    exact: true,
  });
  await expect(learnMore).toHaveAttribute('href', '/guide/start/');
  await expect(learnMore).toHaveText('Learn more about Rslib');
  await expect(learnMore.getByText('about Rslib')).toHaveCSS(
    'clip-path',
    'inset(50%)',
  );
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/guide/start/quick-start');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Quick start/,
  );
});

test('hero actions stay in Chinese on /zh/', async ({ page }) => {
  await page.goto('/zh/');
  await expect(
    page.getByText('以简单直观的方式创建 JavaScript 库'),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: '了解更多 Rslib 相关内容', exact: true }),
  ).toHaveAttribute('href', '/zh/guide/start/');
  await page.getByRole('link', { name: '快速开始' }).click();
  await expect(page).toHaveURL('/zh/guide/start/quick-start');
});

test('the navbar background fades in after 100 px of scrolling', async ({
  page,
}) => {
  await page.goto('/');
  const navBackground = () =>
    page
      .locator(inRegion(REGION.navbar))
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  const transparent = 'rgba(0, 0, 0, 0)';
  await expect.poll(navBackground).toBe(transparent);

  await page.evaluate(() => window.scrollTo(0, 99));
  await expect.poll(navBackground).toBe(transparent);
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect.poll(navBackground).not.toBe(transparent);
  // Solid, once the fade is over.
  await expect.poll(navBackground).toMatch(/^rgb\(/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(navBackground).toBe(transparent);
});

test('doc pages keep a solid navbar', async ({ page }) => {
  await page.goto('/guide/start/');
  await expect
    .poll(() =>
      page
        .locator(inRegion(REGION.navbar))
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    )
    .not.toBe('rgba(0, 0, 0, 0)');
});

test('the Rstack section shows six tool cards opening in new tabs', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Rstack' }),
  });
  const cards = section.getByRole('link');
  await expect(cards).toHaveCount(6);
  for (const name of [
    'Rspack',
    'Rsbuild',
    'Rslib',
    'Rspress',
    'Rsdoctor',
    'Rstest',
  ]) {
    const card = section.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
    const logo = card.getByRole('img', { name: `${name} logo` });
    // A reserved box, so a logo that fails to load never shifts the grid.
    await expect(logo).toHaveAttribute('width', '64');
    await expect(logo).toHaveAttribute('height', '64');
  }
  const box = await cards.first().locator('img').boundingBox();
  expect(box?.width).toBe(64);
  expect(box?.height).toBe(64);
});

test('the Rstack section is translated on /zh/', async ({ page }) => {
  await page.goto('/zh/');
  await expect(
    page.getByText('围绕 Rspack 打造的 JavaScript 统一工具链', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Rspack/ })).toHaveAttribute(
    'href',
    'https://rspack.rs/zh/',
  );
});
