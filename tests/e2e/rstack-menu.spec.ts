import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const TOOLS = [
  'Rspack',
  'Rsbuild',
  'Rslib',
  'Rspress',
  'Rsdoctor',
  'Rstest',
  'Awesome Rstack',
];

test('click opens the seven entries below the trigger; Escape closes', async ({
  page,
}) => {
  await page.goto('/guide/start/');
  const trigger = page.getByRole('button', { name: 'Rstack tools' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');

  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(7);
  for (const [index, name] of TOOLS.entries()) {
    await expect(links.nth(index)).toContainText(name);
    await expect(links.nth(index)).toHaveAttribute('target', '_blank');
    await expect(links.nth(index)).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  }

  // Bottom-left: below the trigger, starting at its left edge.
  const triggerBox = await trigger.boundingBox();
  const panelBox = await panel.boundingBox();
  expect(
    panelBox && triggerBox && panelBox.y >= triggerBox.y + triggerBox.height,
  ).toBe(true);
  expect(
    panelBox && triggerBox && Math.abs(panelBox.x - triggerBox.x) <= 1,
  ).toBe(true);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('hover opens it and leaving closes it', async ({ page }) => {
  await page.goto('/guide/start/');
  const trigger = page.getByRole('button', { name: 'Rstack tools' });
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(700, 600);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('keyboard: Tab reaches the trigger, Enter opens, Tab walks the links', async ({
  page,
}) => {
  await page.goto('/guide/start/');
  const trigger = page.getByRole('button', { name: 'Rstack tools' });
  // The skip link comes first, then the trigger.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link', { name: /^Rspack/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('an entry opens its site in a new tab', async ({ page, context }) => {
  // Stand in for the external site, which this test must not depend on.
  await context.route('https://rsbuild.rs/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Rsbuild</title>' }),
  );
  await page.goto('/guide/start/');
  const trigger = page.getByRole('button', { name: 'Rstack tools' });
  await trigger.click();
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    panel.getByRole('link', { name: /^Rsbuild/ }).click(),
  ]);
  expect(popup.url()).toBe('https://rsbuild.rs/');
  // The original tab stays where it was.
  await expect(page).toHaveURL('/guide/start/');
});

test('texts are Chinese on Chinese pages', async ({ page }) => {
  await page.goto('/zh/guide/start/');
  const trigger = page.getByRole('button', { name: 'Rstack 工具' });
  await trigger.click();
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link', { name: /^Rspack/ })).toContainText(
    '基于 Rust 的高性能打包工具',
  );
  await expect(
    page.getByRole('link', { name: /^Awesome Rstack/ }),
  ).toContainText('探索 Rstack 生态');
});

/** Clicks the Rstack menu's trigger (by its label) and gives the Rspack entry of its list. */
async function rspackEntry(page: Page, label: string) {
  const trigger = page.getByRole('button', { name: label });
  await trigger.click();
  return page
    .locator(`#${await trigger.getAttribute('aria-controls')}`)
    .getByRole('link', { name: /^Rspack/ });
}

test('after a client navigation to the other language the list speaks it, its texts fetched then', async ({
  page,
}) => {
  const requests: string[] = [];
  await page.goto('/guide/start/');
  await expect(await rspackEntry(page, 'Rstack tools')).toContainText(
    'A fast Rust-based bundler',
  );
  await page.keyboard.press('Escape');

  page.on('request', (request) => requests.push(request.url()));
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  // The language menu's link to the twin page: a client navigation.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL('/zh/guide/start/');
  expect(
    await page.evaluate(
      () => (window as { notReloaded?: boolean }).notReloaded,
    ),
  ).toBe(true);
  const requestsBefore = requests.length;

  await expect(await rspackEntry(page, 'Rstack 工具')).toContainText(
    '基于 Rust 的高性能打包工具',
  );
  // Opening it downloaded the Chinese texts (the list's code was in already).
  expect(requests.length).toBeGreaterThan(requestsBefore);
});
