import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';

// A Chinese page whose English page changed after it says so at the top of
// its article. Runs against the hosted-search test build
// (`npm run build:hosted-test`), which reads translation-times.json: the
// English quick start changed on 2026-01-15, its Chinese twin on
// 2025-12-01. Every other page keeps the change times of git history.
test.use({ viewport: { width: 1440, height: 900 } });

const notice = '[data-translation-status]';

test('the Chinese page older than its English page says so, with the date and a link to the English page', async ({
  page,
}) => {
  await page.goto('/zh/guide/start/quick-start');
  const note = page.getByRole('note');
  await expect(note).toHaveCount(1);
  // A warning callout: its title, then the date and the link.
  await expect(note.locator('[data-callout="warning"]')).toBeVisible();
  await expect(note).toContainText('此译文可能已过时');
  await expect(note.getByRole('paragraph')).toHaveText(
    '英文原文已于 2026年1月15日 更新。阅读英文原文',
  );
  await expect(note.locator('time')).toHaveAttribute('datetime', '2026-01-15');
  const original = note.getByRole('link', { name: '阅读英文原文' });
  await expect(original).toHaveAttribute('href', '/guide/start/quick-start');
  await expect(original).toHaveAttribute('hreflang', 'en');

  // At the top of the article: under the title, before the first paragraph.
  const article = page.locator(inRegion(REGION.article));
  const [title, box, intro] = await Promise.all(
    [
      page.getByRole('heading', { level: 1 }),
      note,
      article.locator(':scope > p').first(),
    ].map((element) => element.boundingBox()),
  );
  expect(box?.y).toBeGreaterThan((title?.y ?? 0) + (title?.height ?? 0));
  expect(box?.y).toBeLessThan(intro?.y ?? 0);

  await original.click();
  await expect(page).toHaveURL('/guide/start/quick-start');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Quick start/,
  );
  await expect(page.locator(notice)).toHaveCount(0);
});

test('pages with an up-to-date translation and the English pages show no notice', async ({
  page,
}) => {
  for (const path of [
    '/zh/guide/start/glossary',
    '/zh/config/lib/dts',
    '/guide/start/glossary',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(notice)).toHaveCount(0);
  }
});

test('search leaves the notice out of the page’s records', async ({
  request,
}) => {
  const records = await (await request.get('/search/records.zh.json')).text();
  expect(records).toContain('快速上手');
  expect(records).not.toContain('此译文可能已过时');
});
