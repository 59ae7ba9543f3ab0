import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

/**
 * Headings are set tighter than body text: a heading that wraps reads as
 * one heading, not as two lines with a paragraph's gap between them.
 */
const TIGHTEST = 1.2;
const LOOSEST = 1.4;

/** Line height over font size, as the browser computed them. */
function lineHeightRatio(heading: Locator): Promise<number> {
  return heading.evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize)
    );
  });
}

for (const level of [1, 2, 3] as const) {
  test(`an article's h${level} is set at a line height of about 1.3`, async ({
    page,
  }) => {
    await openPage(page, '/guide/basic/output-format');
    const heading = page.locator(`main h${level}`).first();
    await expect(heading).toBeVisible();
    const ratio = await lineHeightRatio(heading);
    expect(ratio).toBeGreaterThanOrEqual(TIGHTEST);
    expect(ratio).toBeLessThanOrEqual(LOOSEST);
  });
}

/**
 * The heading's lines as the reader sees them: the distinct tops of its
 * text's line boxes, and the height its content box takes.
 */
function wrappedLines(heading: Locator) {
  return heading.evaluate((element) => {
    const style = getComputedStyle(element);
    const fontSize = Number.parseFloat(style.fontSize);
    const range = document.createRange();
    range.selectNodeContents(element);
    // Boxes on one line start within a pixel or two of each other (the
    // anchor link's box is a little taller); a new line starts lower.
    const tops = [...range.getClientRects()]
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => rect.top)
      .sort((a, b) => a - b);
    const lines = tops.filter(
      (top, index) => index === 0 || top - tops[index - 1] > fontSize / 2,
    ).length;
    // The rule drawn above the first section is not a line of the heading.
    const rule = getComputedStyle(element, '::before');
    const ruleHeight =
      rule.content === 'none' || rule.display === 'none'
        ? 0
        : Number.parseFloat(rule.height) +
          Number.parseFloat(rule.marginTop) +
          Number.parseFloat(rule.marginBottom);
    const contentHeight =
      element.getBoundingClientRect().height -
      Number.parseFloat(style.paddingTop) -
      Number.parseFloat(style.paddingBottom) -
      Number.parseFloat(style.borderTopWidth) -
      Number.parseFloat(style.borderBottomWidth) -
      ruleHeight;
    return {
      lines,
      contentHeight,
      lineHeight: Number.parseFloat(style.lineHeight),
      fontSize,
    };
  });
}

test('a heading that wraps at 390 px is as tall as its lines at that line height', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/guide/advanced/module-federation');
  const headings = page.locator('main :is(h2, h3)');
  let checked = 0;
  for (const heading of await headings.all()) {
    const { lines, contentHeight, lineHeight, fontSize } =
      await wrappedLines(heading);
    if (lines < 2) continue;
    checked += 1;
    expect(lineHeight / fontSize).toBeLessThanOrEqual(LOOSEST);
    expect(Math.abs(contentHeight - lines * lineHeight)).toBeLessThanOrEqual(2);
  }
  // The page must have a wrapped heading, or this test proves nothing.
  expect(checked).toBeGreaterThan(0);
});
