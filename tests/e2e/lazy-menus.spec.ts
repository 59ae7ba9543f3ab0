import type { Page } from '@playwright/test';
import { recordScripts } from './downloaded-scripts';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// Desktop width: both menus are in the page, not in the mobile menu.
test.use({ viewport: { width: 1280, height: 800 } });

// The entries of two menus are not part of a first visit (useLazyPanelContent):
// they load when the pointer or the focus first reaches the menu, and the
// menu opens with them.

/**
 * Opens `path` and checks that neither its HTML nor its scripts hold
 * `marker`; gives the record of the scripts downloaded since.
 */
async function openWithout(page: Page, path: string, marker: string) {
  const scripts = recordScripts(page);
  const response = await openPage(page, path);
  expect(await response?.text()).not.toContain(marker);
  expect(await scripts.text()).not.toContain(marker);
  return scripts;
}

test('the Rstack menu: a first visit downloads none of its list; the pointer reaching it loads it', async ({
  page,
}) => {
  // A logo only the list names (theme/data/rstack-tools.ts).
  const LIST_ONLY = 'awesome-rstack-128.png';
  const scripts = await openWithout(page, '/guide/start/', LIST_ONLY);

  const trigger = page.getByRole('button', { name: 'Rstack tools' });
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link')).toHaveCount(7);
  expect(await scripts.text()).toContain(LIST_ONLY);
});

test('the Markdown actions menu: a first visit downloads none of its entries; a click opens it with all three', async ({
  page,
}) => {
  // Words only the entries hold: the prompt handed to an assistant.
  const ENTRIES_ONLY = 'I want to ask questions about it';
  const scripts = await openWithout(
    page,
    '/guide/start/quick-start',
    ENTRIES_ONLY,
  );

  const trigger = page.getByRole('button', { name: 'More Markdown actions' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  await expect(
    menu.getByRole('button', { name: 'Copy Markdown link' }),
  ).toBeVisible();
  await expect(
    menu.getByRole('link', { name: /^Open in (ChatGPT|Claude)/ }),
  ).toHaveCount(2);
  expect(await scripts.text()).toContain(ENTRIES_ONLY);
});
