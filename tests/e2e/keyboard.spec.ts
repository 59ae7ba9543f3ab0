import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';
import { openPage, searchModal } from './search-helpers';

// Wide enough for the full navbar: at 1280px and below Rspress moves the
// language and theme switches into a hover menu.
test.use({ viewport: { width: 1440, height: 900 } });

type Region = 'nav' | 'sidebar' | 'content' | 'other';

interface FocusStop {
  /** Role and accessible name, e.g. `button "Search docs"`. */
  element: string;
  region: Region;
  /** An outline or a box shadow shows where focus is. */
  marked: boolean;
  /** Inside the viewport, where the reader sees it. */
  onScreen: boolean;
}

/** The focused element as a keyboard user meets it. */
async function focusStop(page: Page): Promise<FocusStop> {
  const focused = page.locator('*:focus');
  // First line of the ARIA snapshot: `- link "Guide":`, `- 'button "A: B"'`.
  const [line] = (await focused.ariaSnapshot()).split('\n');
  const element = line.replace(/^- '?|'?:?$/g, '').replace(/'$/, '');
  const details = await focused.evaluate(
    (node, [navbar, sidebar]) => {
      const style = getComputedStyle(node);
      const outlined =
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) > 0;
      const box = node.getBoundingClientRect();
      const region = node.closest(navbar)
        ? 'nav'
        : node.closest(sidebar)
          ? 'sidebar'
          : node.closest('main, .rslib-home')
            ? 'content'
            : 'other';
      return {
        region,
        marked: outlined || style.boxShadow !== 'none',
        onScreen:
          box.width > 0 &&
          box.height > 0 &&
          box.top >= 0 &&
          box.left >= 0 &&
          box.bottom <= innerHeight &&
          box.right <= innerWidth,
      };
    },
    [inRegion(REGION.navbar), inRegion(REGION.sidebar)] as const,
  );
  return { element, ...details, region: details.region as Region };
}

async function pressTab(page: Page): Promise<FocusStop> {
  await page.keyboard.press('Tab');
  return focusStop(page);
}

/** Tabs from the top of a freshly opened page to the first stop in the content. */
async function walkToContent(page: Page): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  while (stops.length < 100) {
    const stop = await pressTab(page);
    stops.push(stop);
    if (stop.region === 'content') return stops;
  }
  throw new Error(
    `no content after 100 Tabs: ${stops.map((s) => s.element).join(', ')}`,
  );
}

/** Presses Tab until the element is focused; fails past `limit` presses. */
async function tabTo(page: Page, element: string, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if ((await pressTab(page)).element === element) return;
  }
  throw new Error(`${element} not reached in ${limit} Tabs`);
}

const NAVBAR_EN = [
  'button "Rstack tools"',
  'link "Rslib"',
  'button "Search docs"',
  'link "Guide"',
  'link "Config"',
  'link "Blog"',
  'button "Language: English"',
  'radio "System" [checked]',
  'link "GitHub"',
  'link "X (Twitter)"',
  'link "Discord"',
];

function expectAllVisiblyFocused(stops: FocusStop[]) {
  expect(
    stops.filter((stop) => !stop.marked || !stop.onScreen),
    'stops without a visible focus indicator, or off screen',
  ).toEqual([]);
}

test('doc page: skip link, navbar, sidebar, then content, each with a visible focus ring', async ({
  page,
}) => {
  await openPage(page, '/guide/start/quick-start');
  const stops = await walkToContent(page);
  expectAllVisiblyFocused(stops);

  expect(stops[0].element).toBe('link "Skip to content"');
  const navbar = stops.filter((stop) => stop.region === 'nav');
  expect(navbar.map((stop) => stop.element)).toEqual(NAVBAR_EN);
  // Navbar first, then the sidebar, then the page itself.
  const regions = stops.slice(1).map((stop) => stop.region);
  expect(regions.slice(0, navbar.length).every((r) => r === 'nav')).toBe(true);
  const sidebar = regions.slice(navbar.length, -1);
  expect(sidebar.length).toBeGreaterThan(10);
  expect(sidebar.every((region) => region === 'sidebar')).toBe(true);
  expect(stops.map((stop) => stop.element)).toContain('link "Quick start"');
  expect(stops.at(-1)?.element).toBe('button "Copy Markdown"');

  // Past "Copy Markdown": its menu button, then the links of the text.
  expect((await pressTab(page)).element).toBe('button "More Markdown actions"');
  const contentLink = await pressTab(page);
  expect(contentLink).toEqual({
    element: 'link "Node.js ↗"',
    region: 'content',
    marked: true,
    onScreen: true,
  });
});

test('home page: skip link and navbar, then the hero actions', async ({
  page,
}) => {
  await openPage(page, '/');
  const stops = await walkToContent(page);
  expectAllVisiblyFocused(stops);
  expect(stops.map((stop) => stop.element)).toEqual([
    'link "Skip to content"',
    ...NAVBAR_EN,
    'link "Get Started"',
  ]);
  expect((await pressTab(page)).element).toBe('link "Learn more about Rslib"');
});

test('the skip link jumps past the navbar and the sidebar', async ({
  page,
}) => {
  await openPage(page, '/guide/start/quick-start');
  await pressTab(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  const next = await pressTab(page);
  expect(next.element).toBe('button "Copy Markdown"');
});

test('search: Ctrl+K opens it, Escape closes it and focus returns where it was', async ({
  page,
}) => {
  await openPage(page, '/guide/start/quick-start');
  const { modal, input } = searchModal(page);
  const searchButton = page.getByRole('button', { name: 'Search docs' });

  await tabTo(page, 'button "Search docs"');
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(searchButton).toBeFocused();

  // Opened from elsewhere, it gives focus back there.
  await tabTo(page, 'link "Glossary"');
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(
    page.locator(inRegion(REGION.sidebar)).getByRole('link', {
      name: 'Glossary',
    }),
  ).toBeFocused();
});

test('Rstack menu: Space opens it, Tab walks all its links, Escape returns to the button', async ({
  page,
}) => {
  await openPage(page, '/guide/start/quick-start');
  const trigger = page.getByRole('button', { name: 'Rstack tools' });
  await tabTo(page, 'button "Rstack tools"');
  await page.keyboard.press('Space');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');

  const links: FocusStop[] = [];
  for (let index = 0; index < 7; index++) links.push(await pressTab(page));
  expect(links.map((stop) => stop.element.split(' ')[1])).toEqual([
    '"Rspack',
    '"Rsbuild',
    '"Rslib',
    '"Rspress',
    '"Rsdoctor',
    '"Rstest',
    '"Awesome',
  ]);
  expectAllVisiblyFocused(links);

  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();

  // Tabbing out of the open menu closes it.
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  for (let index = 0; index < 8; index++) await page.keyboard.press('Tab');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('language switch: Enter opens it, Tab reaches the other language, Escape closes it', async ({
  page,
}) => {
  await openPage(page, '/guide/start/quick-start');
  const languages = page.getByRole('button', { name: 'Language: English' });
  await tabTo(page, 'button "Language: English"');
  await expect(languages).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(languages).toHaveAttribute('aria-expanded', 'true');

  const chinese = await pressTab(page);
  expect(chinese).toEqual({
    element: 'link "简体中文"',
    region: 'nav',
    marked: true,
    onScreen: true,
  });
  await page.keyboard.press('Escape');
  await expect(languages).toHaveAttribute('aria-expanded', 'false');
  await expect(languages).toBeFocused();

  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/zh/guide/start/quick-start');
  await expect(
    page.getByRole('button', { name: /^语言：\s*简体中文$/ }),
  ).toBeVisible();
});

test('theme choice and page actions work from the keyboard', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page, '/guide/start/quick-start');
  await tabTo(page, 'radio "System" [checked]');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(
    page.getByRole('radio', { name: 'Dark', exact: true }).filter({
      visible: true,
    }),
  ).toBeFocused();

  const actions = page.getByRole('button', { name: 'More Markdown actions' });
  await tabTo(page, 'button "More Markdown actions"', 60);
  await page.keyboard.press('Enter');
  await expect(actions).toHaveAttribute('aria-expanded', 'true');
  const items = [await pressTab(page), await pressTab(page)];
  expect(items.map((stop) => stop.element)).toEqual([
    'button "Copy Markdown link"',
    'link "Open in ChatGPT"',
  ]);
  expectAllVisiblyFocused(items);
  await page.keyboard.press('Escape');
  await expect(actions).toHaveAttribute('aria-expanded', 'false');
  await expect(actions).toBeFocused();
});
