import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readPage } from '../docs-source';
import { LANGS, type Lang, ROUTES, routeIn, sourceFileOf } from '../routes';
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

/** A callout as the reader sees it: its title, the code in it, its body. */
type ShownCallout = { title: string; titleCode: string[]; body: string };

async function calloutsOn(page: Page): Promise<ShownCallout[]> {
  return page.locator('[data-callout]').evaluateAll((boxes) =>
    boxes.map((box) => {
      const title = box.firstElementChild as HTMLElement;
      const body = box.lastElementChild as HTMLElement;
      return {
        title: title.innerText.trim(),
        titleCode: [...title.querySelectorAll('code')].map(
          (code) => code.textContent ?? '',
        ),
        body: body.innerText.trim(),
      };
    }),
  );
}

/** The callouts a page's source gives a title: `:::kind Title text`. */
function titledCallouts(lang: Lang, route: string) {
  const source = readPage(lang, sourceFileOf(route));
  return [...source.matchAll(/^:::(\w+)[ \t]+(.+)$/gm)]
    .filter(([, kind, title]) => isKind(kind) && !/\{\s*title=/.test(title))
    .map(([, , title]) => ({
      text: title.replace(/[`*]/g, '').trim(),
      code: [...title.matchAll(/`([^`]+)`/g)].map(([, code]) => code),
    }));
}

const isKind = (kind: string) => (KINDS as readonly string[]).includes(kind);

/**
 * The whole title in the title, with its code as code, and no part of it
 * opening the body: a title cut at its code left the rest, from the code on,
 * as the first words of the body.
 */
function expectTitled(
  shown: ShownCallout[],
  { text, code }: { text: string; code: string[] },
) {
  const callout = shown.find((box) => box.title === text);
  expect(
    callout,
    `a callout titled "${text}" among: ${shown.map((box) => box.title).join(' | ')}`,
  ).toBeDefined();
  expect(callout?.titleCode).toEqual(code);
  const tails = [text, ...code.map((part) => text.slice(text.indexOf(part)))];
  for (const tail of tails) {
    expect(
      callout?.body.startsWith(tail),
      `the body of "${text}" starts with "${tail}"`,
    ).toBe(false);
  }
}

const OUTPUT_WARNING: Record<Lang, { text: string; code: string[] }> = {
  en: { text: 'require() of an external in ESM output', code: ['require()'] },
  zh: { text: 'ESM 产物中 require() 外部依赖', code: ['require()'] },
};

for (const lang of LANGS) {
  test(`${lang}: the output.externals warning shows its whole title, code included, above its body`, async ({
    page,
  }) => {
    await page.goto(routeIn(lang, '/config/rsbuild/output'));
    const warning = page
      .locator('[data-callout="warning"]')
      .filter({ has: page.locator(':scope > :first-child code') });
    await expect(warning).toHaveCount(1);
    const title = warning.locator(':scope > :first-child');
    await expect(title).toHaveText(OUTPUT_WARNING[lang].text);
    await expect(title.locator('code')).toHaveText(['require()']);
    // Cut at its code, the title ran on into the body's first words.
    const body = warning.locator(':scope > :last-child');
    await expect(body).not.toContainText(OUTPUT_WARNING[lang].text);
    await expect(body).not.toHaveText(/^\s*require\(\)/);
    expectTitled(await calloutsOn(page), OUTPUT_WARNING[lang]);
  });

  test(`${lang}: every callout title written on a page is the callout's title, not part of its body`, async ({
    page,
  }) => {
    const pages = ROUTES.map((route) => ({
      route,
      titles: titledCallouts(lang, route),
    })).filter(({ titles }) => titles.length > 0);
    // The set this walks: several pages, one title with code at least.
    expect(pages.length).toBeGreaterThan(3);
    expect(
      pages.flatMap(({ titles }) => titles).some((t) => t.code.length),
    ).toBe(true);
    for (const { route, titles } of pages) {
      await page.goto(routeIn(lang, route));
      const shown = await calloutsOn(page);
      for (const title of titles) expectTitled(shown, title);
    }
  });
}
