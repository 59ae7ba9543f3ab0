import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
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

/**
 * The rows the modal shows for `query`, once the engine has answered it (it
 * marks each answer with a performance measure naming the query) and the
 * modal has drawn them.
 */
async function rowsFor(page: Page, query: string) {
  const { input } = searchModal(page);
  await page.evaluate(() => performance.clearMeasures('search:embedded-query'));
  await input.fill(query);
  await page.waitForFunction(
    (typed) =>
      performance
        .getEntriesByName('search:embedded-query')
        .some((entry) => (entry as PerformanceMeasure).detail?.query === typed),
    query,
  );
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              [...document.querySelectorAll('.DocSearch-Hit a')].map(
                (link) => link.getAttribute('href') ?? '',
              ),
            ),
          ),
        ),
      ),
  );
}

test('a Chinese query shows the same rows whatever was searched before it', async ({
  page,
}) => {
  // "组件库" starts words in the next index chunk of the Chinese index:
  // the engine once matched them only after another query downloaded it.
  await openPage(page, '/zh/guide/start/');
  await page.keyboard.press('Control+k');
  const first = await rowsFor(page, 'web 组件库');
  expect(first.length).toBeGreaterThan(2);
  await rowsFor(page, '会转换哪些语法');
  expect(await rowsFor(page, 'web 组件库')).toEqual(first);
});

test('a Chinese row’s excerpt is a phrase, not a few characters', async ({
  page,
}) => {
  // The index splits Chinese into words of one or two characters and its
  // punctuation: as many of them as English words fill a third of a row.
  await openPage(page, '/zh/config/lib/dts');
  await page.keyboard.press('Control+k');
  await rowsFor(page, '类型声明');
  const excerpt = page
    .locator('.DocSearch-Hit')
    .first()
    .locator('.DocSearch-Hit-path');
  const text = (await excerpt.textContent()) ?? '';
  expect(text).toContain('类型声明');
  expect([...text.replace(/\s/g, '')].length).toBeGreaterThanOrEqual(30);
});
