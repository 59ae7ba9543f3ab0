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
        lines: code.querySelectorAll(':scope > .line').length,
        text: (code as HTMLElement).innerText,
        colours: new Set(
          [...code.querySelectorAll('.line > span')].map(
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
const CODE_MARKUP = 'shiki-token-keyword';

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

/** The article's plain prose blocks as the reader sees them, in order. */
const proseAsSeen = (page: Page) =>
  page
    .locator(`${inRegion(REGION.article)} :is(p, ul, ol, blockquote)`)
    .evaluateAll((blocks) =>
      blocks.map((block) => ({
        tag: block.localName,
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
