import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { recordScripts } from './downloaded-scripts';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

/**
 * Highlighted code reaches the browser as markup (plugins/code-as-html),
 * read from the served page on a first visit and downloaded on a client
 * navigation: what the reader sees must not depend on which.
 */
const FROM = '/config/lib/format';
const TO = '/config/lib/dts';

/** Each code block of the article: its lines, and its tokens' colours. */
async function codeAsSeen(page: Page) {
  return page
    .locator(`${inRegion(REGION.article)} pre > code`)
    .evaluateAll((codes) =>
      codes.map((code) => ({
        lines: (code as HTMLElement).innerText.trimEnd().split('\n').length,
        text: (code as HTMLElement).innerText,
        colours: new Set(
          [...code.querySelectorAll('span')].map(
            (token) => getComputedStyle(token).color,
          ),
        ).size,
      })),
    );
}

/** Follows the sidebar's link to TO and waits for its title. */
async function followSidebarLinkToTarget(page: Page) {
  await page
    .locator(`${inRegion(REGION.sidebar)} a[href="${TO}"]`)
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === TO);
  await expect(page.locator(`${inRegion(REGION.article)} h1`)).toHaveText(
    /lib\.dts/,
  );
}

test('code blocks look the same after a client navigation as when loaded', async ({
  page,
}) => {
  await openPage(page, TO);
  const loaded = await codeAsSeen(page);
  expect(loaded.length).toBeGreaterThan(3);
  // Highlighted: keywords, strings and names in different colours.
  for (const block of loaded) expect(block.lines).toBeGreaterThan(0);
  expect(Math.max(...loaded.map((block) => block.colours))).toBeGreaterThan(2);

  await openPage(page, FROM);
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  await followSidebarLinkToTarget(page);
  // A client navigation, not a page load.
  expect(
    await page.evaluate(
      () => (window as { notReloaded?: boolean }).notReloaded,
    ),
  ).toBe(true);
  expect(await codeAsSeen(page)).toEqual(loaded);
});

// Any highlighted token's markup: only the code markup files hold it.
const CODE_MARKUP = 'color:var(--tk-kw)';

test('a first visit downloads no markup of its code: the served page holds it; a client navigation downloads it', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await openPage(page, FROM);
  expect(await scripts.text()).not.toContain(CODE_MARKUP);
  // Hydrated, the served code is still there, highlighted.
  const served = await codeAsSeen(page);
  expect(served.length).toBeGreaterThan(3);
  expect(Math.max(...served.map((block) => block.colours))).toBeGreaterThan(2);

  await followSidebarLinkToTarget(page);
  expect(await scripts.text()).toContain(CODE_MARKUP);
});

/** The article's prose blocks, tables and headings as the reader sees them, in order. */
const proseAsSeen = (page: Page) =>
  page
    .locator(
      `${inRegion(REGION.article)} :is(p, ul, ol, blockquote, table, h2, h3, h4, h5, h6)`,
    )
    .evaluateAll((blocks) =>
      blocks.map((block) => ({
        tag: block.localName,
        // A heading's, which links and the outline lead to (a menu's is
        // React's own, another after a client render).
        id: /^h\d$/.test(block.localName) ? block.id : null,
        text: (block as HTMLElement).innerText,
        // The markup of the blocks drawn from markup; React writes the
        // others' style attributes in its own spelling when it renders them.
        html: block.hasAttribute('data-code-markup') ? block.innerHTML : null,
      })),
    );

test('plain prose comes the same way: out of a first visit’s scripts, downloaded on a client navigation, looking the same', async ({
  page,
}) => {
  await openPage(page, TO);
  const loaded = await proseAsSeen(page);
  // Words of a plain paragraph (the prose the build keeps out of the
  // script; one with a link in it stays a component): a run of plain
  // letters, written the same in a script and in the page.
  const words = await page
    .locator(`${inRegion(REGION.article)} p[data-code-markup]`)
    .evaluateAll((paragraphs) => {
      for (const paragraph of paragraphs)
        for (const node of paragraph.childNodes) {
          const run = /[A-Za-z][A-Za-z ]{34}/.exec(node.textContent ?? '');
          if (node.nodeType === Node.TEXT_NODE && run) return run[0];
        }
      return '';
    });
  expect(words).toHaveLength(35);

  const scripts = recordScripts(page);
  await openPage(page, FROM);
  expect(await scripts.text()).not.toContain(words);
  await followSidebarLinkToTarget(page);
  expect(await scripts.text()).toContain(words);
  expect(await proseAsSeen(page)).toEqual(loaded);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a wide table drawn from markup scrolls sideways from the keyboard, as loaded and after a client navigation', async ({
    page,
  }) => {
    const PAGE = '/guide/start/quick-start';
    const wideTables = () =>
      page
        .locator(`${inRegion(REGION.article)} table[data-code-markup]`)
        .evaluateAll((tables) =>
          tables
            .map((table, index) => ({ table, index }))
            .filter(
              ({ table }) =>
                (table.parentElement as HTMLElement).scrollWidth >
                (table.parentElement as HTMLElement).clientWidth,
            )
            .map(({ index }) => index),
        );
    const scrollsFromKeyboard = async (index: number) => {
      const table = page
        .locator(`${inRegion(REGION.article)} table[data-code-markup]`)
        .nth(index);
      // Reached with Tab from the element before it. The table becomes a
      // Tab stop once the page has measured that it overflows, a moment
      // after it is drawn, so the reader's Tab is retried until then.
      await expect(async () => {
        await page.evaluate(() =>
          document.querySelector('[data-test-stop]')?.remove(),
        );
        await table.evaluate((element) => {
          const before = document.createElement('button');
          element.parentElement?.before(before);
          before.focus();
          before.dataset.testStop = '';
        });
        await page.keyboard.press('Tab');
        expect(
          await table.evaluate((element) => document.activeElement === element),
        ).toBe(true);
      }).toPass({ timeout: 5000 });
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() =>
          table.evaluate(
            (element) => (element.parentElement as HTMLElement).scrollLeft,
          ),
        )
        .toBeGreaterThan(0);
      await page.locator('[data-test-stop]').evaluate((stop) => stop.remove());
    };

    await openPage(page, PAGE);
    const [wide] = await wideTables();
    expect(wide).toBeDefined();
    await scrollsFromKeyboard(wide);

    await openPage(page, '/guide/start/');
    await page.evaluate(() => {
      (window as { notReloaded?: boolean }).notReloaded = true;
    });
    await page
      .locator(`${inRegion(REGION.article)} a[href="${PAGE}"]`)
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === PAGE);
    expect(
      await page.evaluate(
        () => (window as { notReloaded?: boolean }).notReloaded,
      ),
    ).toBe(true);
    await expect.poll(async () => (await wideTables())[0]).toBe(wide);
    await scrollsFromKeyboard(wide);
  });
});

test('each theme paints the tokens in colours of its own, none the colour of plain code', async ({
  page,
}) => {
  /** The colours of the article's code: its plain text and each token's. */
  const coloursOf = () =>
    page
      .locator(`${inRegion(REGION.article)} pre > code`)
      .first()
      .evaluate((code) => ({
        text: getComputedStyle(code).color,
        tokens: [
          ...new Set(
            [...code.querySelectorAll('span[style]')].map(
              (token) => getComputedStyle(token).color,
            ),
          ),
        ],
      }));
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page, TO);
  const light = await coloursOf();
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPage(page, TO);
  const dark = await coloursOf();

  for (const theme of [light, dark]) {
    expect(theme.tokens.length).toBeGreaterThan(2);
    expect(theme.tokens).not.toContain(theme.text);
  }
  expect(dark.text).not.toBe(light.text);
  for (const colour of dark.tokens) expect(light.tokens).not.toContain(colour);
});

/**
 * How far the first letter of each code block of the article sits from its
 * frame's left edge, in CSS pixels: a Range over the letter, measured
 * against the framed block around the code.
 */
const codeInsets = (page: Page) =>
  page
    .locator(`${inRegion(REGION.article)} [data-code-block] pre > code`)
    .evaluateAll((codes) =>
      codes.map((code) => {
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        let text = walker.nextNode();
        while (text && !text.textContent?.trim()) text = walker.nextNode();
        const frame = code.closest('[data-code-block]') as HTMLElement;
        if (!text || frame.offsetParent === null) return null;
        const range = document.createRange();
        const at = (text.textContent ?? '').search(/\S/);
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return (
          range.getBoundingClientRect().left -
          frame.getBoundingClientRect().left
        );
      }),
    );

for (const width of [1280, 375])
  test(`code keeps clear of its frame at ${width}px: highlighted blocks and the package-manager tabs alike`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // dts: highlighted blocks and package-manager tabs on one page.
    await openPage(page, TO);
    const insets = (await codeInsets(page)).filter(
      (inset): inset is number => inset !== null,
    );
    expect(insets.length).toBeGreaterThan(3);
    for (const inset of insets) expect(inset).toBeGreaterThanOrEqual(12);
    // The same inset everywhere: no kind of block is padded twice.
    expect(Math.max(...insets) - Math.min(...insets)).toBeLessThan(2);
  });
