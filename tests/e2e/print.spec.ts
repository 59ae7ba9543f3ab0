import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { SITE_URL } from '../../site.config';
import { expect, test } from './fixtures';

// Printing a doc page prints its article: no page chrome, no buttons, code
// wrapped within the paper, links followed by their absolute address, and
// the light theme's colours whatever the screen shows. The viewport is about
// the width of an A4 page at 96 px per inch.
test.use({ viewport: { width: 800, height: 1000 } });

/** A long page with code that runs past 800 px, a figure and links of both kinds. */
const PAGE = '/guide/advanced/module-federation';

/**
 * Every element drawn with an area that neither holds the main column nor
 * sits inside it, as `tag[data-region]` or `tag.text…`.
 */
function drawnOutsideMain(page: Page) {
  return page.evaluate((mainColumn) => {
    const main = document.querySelector(mainColumn);
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        if (!main || main.contains(element) || element.contains(main))
          return false;
        return [...element.getClientRects()].some(
          (rect) => rect.width > 0 && rect.height > 0,
        );
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}[${element.getAttribute('data-region') ?? ''}] ${element.textContent?.trim().slice(0, 30) ?? ''}`,
      );
  }, inRegion(REGION.main));
}

/** How many of the elements have a box at all. */
const withBoxes = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (elements) =>
        elements.filter((element) => element.getClientRects().length > 0)
          .length,
    );

/** Code blocks whose code runs past their right edge. */
const cutCodeBlocks = (page: Page) =>
  page
    .locator('[data-code-scroller]')
    .evaluateAll(
      (scrollers) =>
        scrollers.filter(
          (scroller) =>
            scroller.scrollWidth > scroller.clientWidth ||
            [...scroller.querySelectorAll('pre, code')].some(
              (code) =>
                code.getBoundingClientRect().right >
                scroller.getBoundingClientRect().right + 0.5,
            ),
        ).length,
    );

/** One space before each "(", however the accessibility tree joins the parts. */
const spaced = (text: string) =>
  text.replace(/\s+/g, ' ').replace(/ ?\(/g, ' (');

/**
 * The names Chromium's accessibility tree gives the article's links: the
 * text the browser draws, generated text included.
 */
async function drawnLinkTexts(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value?: string }; name?: { value?: string } }[];
  };
  await session.detach();
  return nodes
    .filter((node) => node.role?.value === 'link')
    .map((node) => spaced(node.name?.value ?? ''));
}

for (const prefix of ['', '/zh']) {
  const path = `${prefix}${PAGE}`;

  test(`${path}: prints the article alone, code wrapped, each link with its address`, async ({
    page,
  }) => {
    await page.goto(path);
    // On screen the chrome is there and some code runs past the edge, so
    // the checks below can fail.
    expect((await drawnOutsideMain(page)).length).toBeGreaterThan(0);
    expect(await withBoxes(page, 'button')).toBeGreaterThan(0);
    expect(await cutCodeBlocks(page)).toBeGreaterThan(0);
    const article = page.locator(inRegion(REGION.article));
    const siteLink = article.locator('a[href^="/"]').first();
    const siteHref = (await siteLink.getAttribute('href')) ?? '';
    const siteText = (await siteLink.innerText()).trim();
    const external = article
      .locator('a[href^="http"]:not([data-not-prose] *)')
      .first();
    const externalHref = (await external.getAttribute('href')) ?? '';
    const externalText = (await external.innerText()).trim();
    const printedSite = spaced(`${siteText} (${SITE_URL}${siteHref})`);
    const printedExternal = spaced(`${externalText} (${externalHref})`);
    expect(await drawnLinkTexts(page)).not.toContain(printedSite);

    await page.emulateMedia({ media: 'print' });
    expect(await drawnOutsideMain(page)).toEqual([]);
    for (const region of [
      REGION.navbar,
      REGION.menuBar,
      REGION.sidebar,
      REGION.outline,
      REGION.docFooter,
      REGION.languageHint,
    ]) {
      expect(await withBoxes(page, inRegion(region)), region).toBe(0);
    }
    // Copy, wrap, page actions, back to top, "Open full size", feedback.
    expect(await withBoxes(page, 'button')).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(article).toBeVisible();
    expect(await cutCodeBlocks(page)).toBe(0);
    const drawn = await drawnLinkTexts(page);
    expect(drawn).toContain(printedSite);
    expect(drawn).toContain(printedExternal);

    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // A long page: several sheets.
    const sheets = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g);
    expect(sheets?.length).toBeGreaterThan(1);
  });

  test(`${path}: prints figures and code in the light theme when the reader uses the dark one`, async ({
    page,
  }) => {
    /** Colours of the figure's text and boxes, a code token and the page. */
    const colours = () =>
      page.evaluate(() => {
        const figure = document.querySelector('[data-diagram] svg');
        const text = figure?.querySelector('text');
        const box = figure?.querySelector('rect');
        const token = document.querySelector(
          '[data-code-scroller] span[style*="--tk-kw"]',
        );
        if (!text || !box || !token) throw new Error('no figure or code');
        return {
          figureText: getComputedStyle(text).fill,
          figureBox: getComputedStyle(box).fill,
          figureLine: getComputedStyle(box).stroke,
          codeToken: getComputedStyle(token).color,
          pageText: getComputedStyle(document.body).color,
        };
      });

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    const light = await colours();

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const dark = await colours();
    // The dark theme paints them otherwise, so the comparison can fail.
    expect(dark.figureText).not.toBe(light.figureText);
    expect(dark.codeToken).not.toBe(light.codeToken);

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await colours()).toEqual(light);
  });
}
