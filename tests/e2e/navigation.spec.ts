import { inRegion, REGION } from '../../site/regions';
import { uiText } from '../ui-texts';
import { expect, test } from './fixtures';
import { switchToChinese } from './language-switch';
import { openPage } from './search-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test('nav entries lead to their sections and mark the active one', async ({
  page,
}) => {
  await page.goto('/guide/start/quick-start');
  const nav = page.locator(
    `${inRegion(REGION.navbar)} ${inRegion(REGION.navMenu)}`,
  );
  await expect(nav.getByRole('link')).toHaveText(['Guide', 'Config', 'Blog']);
  const activeItem = nav.locator('[aria-current="page"]');
  await expect(activeItem).toHaveText('Guide');

  await nav.getByRole('link', { name: 'Config' }).click();
  await expect(page).toHaveURL('/config/');
  await expect(activeItem).toHaveText('Config');

  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog/');
  await expect(activeItem).toHaveText('Blog');
});

test('the Chinese nav keeps readers under /zh', async ({ page }) => {
  await page.goto('/zh/guide/start/');
  const nav = page.locator(
    `${inRegion(REGION.navbar)} ${inRegion(REGION.navMenu)}`,
  );
  await expect(nav.getByRole('link')).toHaveText(['指南', '配置', '博客']);
  await nav.getByRole('link', { name: '配置' }).click();
  await expect(page).toHaveURL('/zh/config/');
});

test('the language switch opens the twin page', async ({ page }) => {
  await openPage(page, '/guide/start/quick-start');
  await switchToChinese(page);
  await expect(page).toHaveURL('/zh/guide/start/quick-start');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/快速上手/);
});

test('the language dropdown opens on hover and closes 150 ms after the pointer leaves', async ({
  page,
}) => {
  await page.clock.install();
  await openPage(page, '/guide/start/quick-start');
  const trigger = page.getByRole('button', { name: 'Language: English' });
  const chinese = page.getByRole('link', { name: '简体中文' });

  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(chinese).toBeVisible();

  // From here on the page's time moves only when the test says so.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.mouse.move(700, 600);
  await page.clock.runFor(149);
  await expect(chinese).toBeVisible();
  await page.clock.runFor(1);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(chinese).toBeHidden();
});

test('the sidebar lists every guide group, expanded', async ({ page }) => {
  await page.goto('/guide/start/');
  const sidebar = page.locator(inRegion(REGION.sidebar));
  for (const group of [
    'Start',
    'Solution',
    'Basic',
    'Advanced',
    'Migration',
    'FAQ',
  ]) {
    await expect(sidebar.getByText(group, { exact: true })).toBeVisible();
  }
  await expect(
    sidebar.getByRole('link', { name: 'Quick start' }),
  ).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /Storybook/ })).toBeVisible();
});

test('the theme choice is a labelled group; the choice survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/guide/start/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  const theme = page
    .getByRole('radiogroup', { name: 'Theme' })
    .filter({ visible: true });

  await theme.getByRole('radio', { name: 'Dark' }).click();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(
    await page.evaluate(() => localStorage.getItem('rspress-theme-appearance')),
  ).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

  // Keyboard: the arrow keys move the choice within the group.
  await theme.getByRole('radio', { name: 'Dark' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
});

test('without a stored choice the theme follows the system', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/guide/start/');
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
});

test('social links are named and open in new tabs', async ({ page }) => {
  await page.goto('/guide/start/');
  const nav = page.locator(inRegion(REGION.navbar));
  for (const [name, href] of [
    ['GitHub', 'https://github.com/web-infra-dev/rslib'],
    ['X (Twitter)', 'https://x.com/rspack_dev'],
    ['Discord', 'https://discord.gg/XsaKEEk4mW'],
  ]) {
    const link = nav
      .getByRole('link', { name, exact: true })
      .filter({ visible: true });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('doc pages carry the edit link, and the pager', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  const edit = page
    .locator(inRegion(REGION.main))
    .getByRole('link', { name: uiText('editLinkText', 'en') });
  await expect(edit).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/web-infra-dev\/rslib\/.+\/guide\/start\/quick-start\.mdx$/,
  );
  await expect(page.getByText(uiText('nextPageText', 'en'))).toBeVisible();
  await expect(page.getByText(uiText('prevPageText', 'en'))).toBeVisible();
});
