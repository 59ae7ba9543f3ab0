import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { LANGS, routeIn } from '../routes';
import { expect, test } from './fixtures';

/**
 * The version badges of the lib option headings (plugins/option-history):
 * a reader sees, right under an option's heading, the version that added,
 * deprecated or removed it, in the page's language, and nothing under an
 * option every published version has.
 */

const texts = JSON.parse(readFileSync('i18n.json', 'utf8')) as Record<
  string,
  Record<'en' | 'zh', string>
>;
const history = JSON.parse(
  readFileSync('site/lib-option-history.json', 'utf8'),
) as {
  firstVersion: string;
  options: Record<
    string,
    { added: string; deprecated?: string; removed?: string }
  >;
};

type Kind = 'added' | 'deprecated' | 'removed';

const badgeText = (lang: 'en' | 'zh', kind: Kind, option: string) => {
  const version = history.options[option][kind];
  if (!version) throw new Error(`${option} has no ${kind} version`);
  return texts[`optionHistory.${kind}`][lang].replace('{version}', version);
};

/** A badge line as shown: its text, the heading it follows, and where. */
interface ShownBadges {
  text: string;
  /** The heading's id ('' for a page title without one) and level. */
  heading: string;
  /** From the heading's bottom edge to the line's top edge, in px. */
  gap: number;
  /** Between the heading's and the line's left edges, in px. */
  indent: number;
}

async function badgesOn(page: Page): Promise<ShownBadges[]> {
  return page.locator('[data-option-history]').evaluateAll(
    (lines, articleHeadings) =>
      lines.map((line) => {
        // The nearest heading before the line, in document order.
        const headings = [...document.querySelectorAll(articleHeadings)].filter(
          (heading) =>
            heading.compareDocumentPosition(line) &
            Node.DOCUMENT_POSITION_FOLLOWING,
        );
        const heading = headings.at(-1) as HTMLElement;
        const headingBox = heading.getBoundingClientRect();
        const lineBox = line.getBoundingClientRect();
        return {
          text: (line as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
          heading: `${heading.tagName.toLowerCase()}#${heading.id}`,
          gap: Math.round(lineBox.top - headingBox.bottom),
          indent: Math.round(Math.abs(lineBox.left - headingBox.left)),
        };
      }),
    `${inRegion(REGION.article)} :is(h1, h2, h3, h4)`,
  );
}

/** The badges under one heading, checked to be shown next to it. */
function under(shown: ShownBadges[], heading: string): string[] {
  const lines = shown.filter((line) => line.heading === heading);
  for (const line of lines) {
    // Right under the heading (a page title has its Markdown actions
    // between), at the heading's left edge.
    expect(line.gap, heading).toBeGreaterThanOrEqual(-12);
    expect(line.gap, heading).toBeLessThan(80);
    expect(line.indent, heading).toBeLessThanOrEqual(1);
  }
  return lines.map((line) => line.text);
}

for (const lang of LANGS) {
  test(`${lang}: lib.dts shows when keys were added, and nothing under keys every version has`, async ({
    page,
  }) => {
    await page.goto(routeIn(lang, '/config/lib/dts'));
    const shown = await badgesOn(page);
    expect(shown.length).toBeGreaterThan(3);

    expect(under(shown, 'h3#dtsbuild')).toEqual([
      badgeText(lang, 'added', 'dts.build'),
    ]);
    expect(under(shown, 'h4#dtsbundletsconfigpath')).toEqual([
      badgeText(lang, 'added', 'dts.bundle.tsconfigPath'),
    ]);
    // Declared by the first published version: no badge.
    for (const option of ['dts', 'dts.bundle', 'dts.distPath']) {
      expect(history.options[option].added).toBe(history.firstVersion);
    }
    expect(under(shown, 'h1#libdts')).toEqual([]);
    expect(under(shown, 'h3#dtsbundle')).toEqual([]);
    expect(under(shown, 'h3#dtsdistpath')).toEqual([]);
    await expect(
      page.locator('#dtsbuild + [data-option-history]'),
    ).toBeVisible();
  });

  test(`${lang}: lib.umdName and the deprecated lib.autoExternal show their versions under the page title`, async ({
    page,
  }) => {
    await page.goto(routeIn(lang, '/config/lib/umd-name'));
    expect(under(await badgesOn(page), 'h1#libumdname')).toEqual([
      badgeText(lang, 'added', 'umdName'),
    ]);

    await page.goto(routeIn(lang, '/config/lib/auto-external'));
    const shown = await badgesOn(page);
    const title = shown.find((line) => line.heading.startsWith('h1#'));
    expect(title && under(shown, title.heading)).toEqual([
      badgeText(lang, 'deprecated', 'autoExternal'),
    ]);
    expect(under(shown, 'h3#autoexternaloptionaldependencies')).toEqual([
      badgeText(lang, 'added', 'autoExternal.optionalDependencies'),
    ]);
    expect(under(shown, 'h3#autoexternaldependencies')).toEqual([]);
  });

  test(`${lang}: the lib index shows the option removed in 1.0 as added, deprecated and removed`, async ({
    page,
  }) => {
    await page.goto(routeIn(lang, '/config/lib/'));
    const shown = await badgesOn(page);
    const option = 'experiments.advancedEsm';
    expect(under(shown, 'h3#experimentsadvancedesm')).toEqual([
      [
        badgeText(lang, 'added', option),
        badgeText(lang, 'deprecated', option),
        badgeText(lang, 'removed', option),
      ].join(' '),
    ]);
    expect(under(shown, 'h3#experimentsexe')).toEqual([
      badgeText(lang, 'added', 'experiments.exe'),
    ]);
  });
}
