import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Every page carries a line, hidden on screen, that tells AI agents where
 * the Markdown copies are. Screen readers read it too: it is written in the
 * page's language and comes after the page's title, as in the page's
 * Markdown copy.
 */

/** The note's text, and whether it comes after the page's H1 in the document. */
function agentsNote(page: Page) {
  return page.evaluate(() => {
    const h1 = document.querySelector('h1');
    const candidates = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.children.length === 0 &&
        element.textContent?.includes('llms-full.txt'),
    );
    return candidates.map((element) => ({
      text: element.textContent ?? '',
      afterTitle:
        h1 !== null &&
        (h1.compareDocumentPosition(element) &
          Node.DOCUMENT_POSITION_FOLLOWING) !==
          0,
    }));
  });
}

const HAN = /\p{Script=Han}/u;

test('on a Chinese page the note is Chinese and follows the title', async ({
  page,
}) => {
  await page.goto('/zh/guide/start/quick-start');
  const notes = await agentsNote(page);
  expect(notes).toHaveLength(1);
  const [note] = notes;
  expect(note.afterTitle).toBe(true);
  expect(note.text).toMatch(HAN);
  expect(note.text).not.toContain('For AI agents');
  expect(note.text).toContain('/zh/llms.txt');
  expect(note.text).toContain('/zh/guide/start/quick-start.md');
});

test('on an English page the note follows the title', async ({ page }) => {
  await page.goto('/config/');
  const notes = await agentsNote(page);
  expect(notes).toHaveLength(1);
  expect(notes[0].afterTitle).toBe(true);
  expect(notes[0].text).not.toMatch(HAN);
});

test('the Chinese Markdown copy has the note in Chinese, after its title', async ({
  request,
}) => {
  const copy = await (
    await request.get('/zh/guide/start/quick-start.md')
  ).text();
  expect(copy).not.toContain('For AI agents');
  const noteLine = copy.split('\n').find((line) => line.includes('llms.txt'));
  expect(noteLine).toMatch(HAN);
  expect(copy.indexOf('# 快速上手')).toBeGreaterThanOrEqual(0);
  expect(copy.indexOf('# 快速上手')).toBeLessThan(copy.indexOf(noteLine ?? ''));
});

test('the English Markdown copy has the note after its title', async ({
  request,
}) => {
  const copy = await (await request.get('/guide/start/quick-start.md')).text();
  expect(copy.indexOf('# Quick start')).toBeGreaterThanOrEqual(0);
  expect(copy.indexOf('# Quick start')).toBeLessThan(
    copy.indexOf('For AI agents'),
  );
});
