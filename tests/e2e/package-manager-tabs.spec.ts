import type { Locator, Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// Three package-manager tab groups: create, add @rslib/core, add typescript.
const PAGE = '/guide/start/quick-start';
// The choice of each tab group id is kept under `rspress.tabs.<id>`, where
// Rspress's own tabs kept it.
const STORAGE_KEY = 'rspress.tabs.package.manager';

function tabGroups(page: Page) {
  return page.locator(
    `${inRegion(REGION.article)} [data-package-manager-tabs]`,
  );
}

function tab(group: Locator, name: string) {
  return group.getByRole('tab', { name, exact: true });
}

/** Every group shows the given package manager's tab and command. */
async function expectChoice(page: Page, name: string) {
  const groups = tabGroups(page);
  await expect(groups).toHaveCount(3);
  for (const group of await groups.all()) {
    await expect(tab(group, name)).toHaveAttribute('aria-selected', 'true');
    const shown = group.getByRole('tabpanel');
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveText(new RegExp(`^${name} `));
  }
}

test('the tabs offer npm, yarn, pnpm and bun, npm first', async ({ page }) => {
  await openPage(page, PAGE);
  const labels = tabGroups(page).first().getByRole('tab');
  // A deno tab follows the four, as with Rspress 2's tabs.
  await expect(labels).toHaveText(['npm', 'yarn', 'pnpm', 'bun', 'deno']);
  await expectChoice(page, 'npm');
});

test('a choice switches every group on the page and survives a reload', async ({
  page,
}) => {
  await openPage(page, PAGE);
  await tab(tabGroups(page).nth(1), 'pnpm').click();
  await expectChoice(page, 'pnpm');
  expect(
    await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY),
  ).toBe('2');

  await page.reload();
  await expectChoice(page, 'pnpm');

  // Other pages with package-manager tabs show the same choice.
  await page
    .locator(inRegion(REGION.article))
    .getByRole('link', { name: 'Migrate from tsup' })
    .click();
  await expect(page).toHaveURL('/guide/migration/tsup');
  await expect(tab(tabGroups(page).first(), 'pnpm')).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a choice made in another window reaches this one', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  await openPage(page, PAGE);
  await openPage(other, '/zh/guide/solution/react');

  await tab(tabGroups(other).first(), 'bun').click();
  await expectChoice(page, 'bun');
  await tab(tabGroups(other).first(), 'yarn').click();
  await expectChoice(page, 'yarn');
});

test('the keyboard moves between the tabs with the arrow keys', async ({
  page,
}) => {
  await openPage(page, PAGE);
  const group = tabGroups(page).first();
  await tab(group, 'npm').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(group, 'yarn')).toBeFocused();
  await expectChoice(page, 'yarn');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(group, 'deno')).toBeFocused();
  await expectChoice(page, 'deno');
});
