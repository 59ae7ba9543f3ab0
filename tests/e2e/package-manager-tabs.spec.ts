import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// Three package-manager tab groups: create, add @rslib/core, add typescript.
const PAGE = '/guide/start/quick-start';
// Rspress keeps the choice of each tab group id under `rspress.tabs.<id>`.
const STORAGE_KEY = 'rspress.tabs.package.manager';

function tabGroups(page: Page) {
  return page.locator('.rspress-doc .rp-tabs');
}

function tab(group: Locator, name: string) {
  return group
    .locator('.rp-tabs__label__item')
    .filter({ hasText: new RegExp(`^${name}$`) });
}

/** Every group shows the given package manager's tab and command. */
async function expectChoice(page: Page, name: string) {
  const groups = tabGroups(page);
  await expect(groups).toHaveCount(3);
  for (const group of await groups.all()) {
    await expect(tab(group, name)).toHaveClass(
      /rp-tabs__label__item--selected/,
    );
    const shown = group
      .locator('.rp-tabs__content__item')
      .filter({ visible: true });
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveText(new RegExp(`^${name} `));
  }
}

test('the tabs offer npm, yarn, pnpm and bun, npm first', async ({ page }) => {
  await openPage(page, PAGE);
  const labels = tabGroups(page).first().locator('.rp-tabs__label__item');
  // Rspress 2 adds a deno tab after the four.
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
    .locator('.rspress-doc')
    .getByRole('link', { name: 'Migrate from tsup' })
    .click();
  await expect(page).toHaveURL('/guide/migration/tsup');
  await expect(tab(tabGroups(page).first(), 'pnpm')).toHaveClass(
    /rp-tabs__label__item--selected/,
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
