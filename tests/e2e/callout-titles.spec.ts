import { readFileSync } from 'node:fs';
import { LANGS, ROUTES, routeIn } from '../routes';
import { expect, test } from './fixtures';

const texts = JSON.parse(readFileSync('i18n.json', 'utf8')) as Record<
  string,
  Record<'en' | 'zh', string>
>;
const KINDS = [
  'tip',
  'note',
  'info',
  'important',
  'warning',
  'caution',
  'danger',
  'details',
] as const;

for (const lang of LANGS) {
  test(`${lang}: a callout without a title of its own is titled by its kind in the page's language`, async ({
    page,
  }) => {
    await page.goto(routeIn(lang, '/config/rsbuild/'));
    const tip = page.locator('[data-callout="tip"]').first();
    await expect(tip).toBeVisible();
    await expect(tip.locator(':scope > div').first()).toHaveText(
      texts['callout.tip'][lang],
    );
  });
}

test('no Chinese page shows an English callout title', async ({ request }) => {
  const english = new Set(KINDS.map((kind) => texts[`callout.${kind}`].en));
  const found: string[] = [];
  for (const route of ROUTES) {
    const path = routeIn('zh', route);
    const html = await (await request.get(path)).text();
    for (const [, title] of html.matchAll(
      /data-callout="\w+"[^>]*>\s*<(?:div|summary)[^>]*>([^<]*)</g,
    )) {
      if (english.has(title.trim())) found.push(`${path}: ${title}`);
    }
  }
  expect(found).toEqual([]);
});
