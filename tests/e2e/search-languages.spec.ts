import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { openPage, searchModal } from './search-helpers';

/**
 * The search modal's texts load with the modal, one language at a time: a
 * reader who searched in English, then moved to a Chinese page without a
 * page load, gets the modal in Chinese.
 */
const uiTexts = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../i18n.json'), 'utf8'),
) as Record<string, Record<string, string>>;
const noRecent = uiTexts['searchModal.startScreen.noRecentSearchesText'];

test('the modal speaks the language of the page after a client-side switch', async ({
  page,
}) => {
  await openPage(page, '/guide/start/quick-start');
  const { modal } = searchModal(page);
  await page.keyboard.press('Control+k');
  await expect(modal).toContainText(noRecent.en);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('link', { name: '简体中文' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/zh/guide/start/quick-start',
  );
  expect(
    await page.evaluate(
      () => (window as { notReloaded?: boolean }).notReloaded,
    ),
  ).toBe(true);

  await page.keyboard.press('Control+k');
  await expect(modal).toContainText(noRecent.zh);
  await expect(modal).not.toContainText(noRecent.en);
});
