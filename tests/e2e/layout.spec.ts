import { chromium, type Page } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  fullChromiumExecutable,
} from '../../scripts/lib/chromium.mjs';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';
import { serveHtmlInPieces } from './html-in-pieces';
import { openPage } from './search-helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 800 };

const height = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((el) => Math.round(el.getBoundingClientRect().height));

// The navbar is 72 px tall (56 px at 768 px or less); the sidebar menu bar is
// 46 px when the width is 960 px or less, or 1280 px or less with a non-empty
// outline.
test('navbar and sidebar menu bar heights follow the width', async ({
  page,
}) => {
  const menuBar = page.locator(inRegion(REGION.menuBar));
  await page.setViewportSize(DESKTOP);
  await openPage(page, '/guide/start/quick-start');
  expect(await height(page, inRegion(REGION.navbar))).toBe(72);
  await expect(menuBar).toBeHidden();

  for (const [width, nav, bar] of [
    [1279, 72, 46],
    [961, 72, 46],
    [769, 72, 46],
    [768, 56, 46],
    [375, 56, 46],
  ]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(() => height(page, inRegion(REGION.navbar)), `at ${width}`)
      .toBe(nav);
    expect(await height(page, inRegion(REGION.menuBar)), `at ${width}`).toBe(
      bar,
    );
  }
});

test('between 960 and 1280 px the menu bar shows only with an outline to toggle', async ({
  page,
}) => {
  // The overview page has a sidebar but no outline.
  await page.setViewportSize({ width: 1000, height: 800 });
  await openPage(page, '/config/');
  await expect(
    page.locator(`${inRegion(REGION.menuBar)} button`, { hasText: 'Menu' }),
  ).toBeAttached();
  await expect(page.locator(inRegion(REGION.menuBar))).toBeHidden();

  await page.setViewportSize({ width: 960, height: 800 });
  expect(await height(page, inRegion(REGION.menuBar))).toBe(46);
});

test('a page with neither a sidebar nor an outline has no menu bar: its title follows the navbar', async ({
  page,
}) => {
  // The blog's index: an overview (no outline) without a sidebar.
  for (const width of [375, 768, 1000]) {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, '/blog/');
    await expect(page.locator(inRegion(REGION.menuBar))).toHaveCount(0);
    const gap = await page.evaluate(
      ({ navbar, article }) => {
        const bottom = document
          .querySelector(navbar)
          ?.getBoundingClientRect().bottom;
        const top = document
          .querySelector(`${article} h1`)
          ?.getBoundingClientRect().top;
        return (top ?? 0) - (bottom ?? 0);
      },
      { navbar: inRegion(REGION.navbar), article: inRegion(REGION.article) },
    );
    // The article's own top margin, without a 46 px bar above it.
    expect(gap, `at ${width}`).toBeLessThan(60);
  }
});

test.describe('sidebar groups', () => {
  test.use({ viewport: DESKTOP });

  // A sidebar group takes 0.3 s to open and 0.5 s to close.
  test('close in 0.5 s and open in 0.3 s', async ({ page }) => {
    await openPage(page, '/guide/start/quick-start');
    const sidebar = page.locator(inRegion(REGION.sidebar));
    const header = sidebar.getByRole('button', { name: 'Basic' });
    const items = sidebar.locator(
      `[id="${await header.getAttribute('aria-controls')}"]`,
    );
    const cli = sidebar.getByRole('link', { name: 'CLI' });
    const duration = () =>
      items.evaluate((el) => getComputedStyle(el).transitionDuration);

    await header.click();
    expect(await duration()).toBe('0.5s');
    await expect(cli).not.toBeInViewport();

    await header.click();
    expect(await duration()).toBe('0.3s');
    await expect(cli).toBeInViewport();
  });

  test('a group folded in one section leaves the next section’s groups open', async ({
    page,
  }) => {
    await openPage(page, '/guide/start/quick-start');
    const sidebar = page.locator(inRegion(REGION.sidebar));
    // The second entry of both sidebars: Solution here, Lib options there.
    const solution = sidebar.getByRole('button', { name: 'Solution' });
    await solution.click();
    await expect(solution).toHaveAttribute('aria-expanded', 'false');

    await page
      .locator(inRegion(REGION.navMenu))
      .getByRole('link', { name: 'Config' })
      .click();
    await expect(page).toHaveURL('/config/');
    for (const group of ['Lib options', 'Rsbuild options']) {
      await expect(
        sidebar.getByRole('button', { name: group }),
      ).toHaveAttribute('aria-expanded', 'true');
    }
  });

  // A group containing the active route opens by itself.
  test('a collapsed group opens when the reader arrives on one of its pages', async ({
    page,
  }) => {
    await openPage(page, '/guide/start/npm-packages');
    const sidebar = page.locator(inRegion(REGION.sidebar));
    const solutions = sidebar.getByRole('link', { name: 'Solutions' });
    await sidebar.getByRole('button', { name: 'Solution' }).click();
    await expect(solutions).not.toBeInViewport();

    // The pager's next page is the first page of that group.
    await page.getByRole('link', { name: /Next Page/ }).click();
    await expect(page).toHaveURL('/guide/solution/');
    await expect(solutions).toBeInViewport();
  });
});

// The light/dark switch animates for 400 ms (enableAppearanceAnimation is on).
test('the theme switch animates for 400 ms', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: null });
  await openPage(page, '/guide/start/');
  await page.evaluate(() => {
    const animations: { duration: unknown; pseudoElement: unknown }[] = [];
    (window as unknown as { animations: typeof animations }).animations =
      animations;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      if (typeof options === 'object') {
        animations.push({
          duration: options.duration,
          pseudoElement: options.pseudoElement,
        });
      }
      return animate.call(this, keyframes, options);
    };
  });
  await page
    .getByRole('radio', { name: 'Dark', exact: true })
    .filter({ visible: true })
    .click();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { animations: unknown[] }).animations,
      ),
    )
    .toContainEqual({
      duration: 400,
      pseudoElement: '::view-transition-new(root)',
    });
});

// The back-to-top button appears once the page is scrolled at all.
for (const viewport of [DESKTOP, PHONE]) {
  test(`the back-to-top button appears once scrolled and scrolls to the top (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/guide/basic/output-format');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo({ top: 1, behavior: 'instant' }));
    await expect(button).toBeVisible();
    await expect(button).toBeInViewport();

    await page.evaluate(() =>
      window.scrollTo({ top: 1500, behavior: 'instant' }),
    );
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
}

// The button shows only once the page is scrolled: a first visit carries
// neither it nor its styles (the chunk is named scroll-to-top), and the
// first scroll brings both.
test('the back-to-top button and its styles load at the first scroll, not with the page', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const downloaded: string[] = [];
  page.on('response', (response) => downloaded.push(response.url()));
  const response = await openPage(page, '/guide/basic/output-format');
  await page.waitForLoadState('networkidle');
  expect(await response?.text()).not.toContain('Back to top');
  expect(downloaded.filter((url) => url.includes('scroll-to-top'))).toEqual([]);

  await page.evaluate(() => window.scrollTo({ top: 1, behavior: 'instant' }));
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  expect(
    downloaded.filter((url) => /scroll-to-top\.[\w]+\.css$/.test(url)),
  ).toHaveLength(1);
});

test('when the back-to-top code fails to download, the page stays as it is and the next scroll tries again', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPage(page, '/guide/basic/output-format');
  await page.waitForLoadState('networkidle');
  const offline = '**/static/{js,css}/async/**';
  await page.route(offline, (route) => route.abort());
  const failed = page.waitForEvent('requestfailed');

  await page.evaluate(() => window.scrollTo({ top: 1, behavior: 'instant' }));
  await failed;
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeHidden();
  await expect(page.locator('h1')).toHaveText(/Output format/);

  await page.unroute(offline);
  await page.evaluate(() => window.scrollTo({ top: 2, behavior: 'instant' }));
  await expect(button).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * Where the back-to-top button and a line of text the reader can see
 * overlap: the boxes of the text nodes' lines (Range rects, one per line)
 * in the menu bar, and in the article below the sticky bars (the article's
 * lines under the bars are hidden by them), that intersect the button's box.
 */
function textUnderButton(page: Page, name: string) {
  return page.getByRole('button', { name }).evaluate(
    (button, { navbar, menuBar }) => {
      const box = button.getBoundingClientRect();
      const bars = [...document.querySelectorAll(`${navbar}, ${menuBar}`)]
        .map((bar) => bar.getBoundingClientRect())
        .filter((bar) => bar.height > 0 && bar.bottom > 0);
      const barsBottom = Math.max(0, ...bars.map((bar) => bar.bottom));
      const covered: string[] = [];
      for (const region of document.querySelectorAll(`main, ${menuBar}`)) {
        const visibleFrom = region.localName === 'main' ? barsBottom : 0;
        const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) {
            if (line.width === 0 || line.height === 0) continue;
            const top = Math.max(line.top, visibleFrom);
            if (
              line.left < box.right &&
              line.right > box.left &&
              top < box.bottom &&
              line.bottom > box.top
            ) {
              covered.push(node.textContent.trim().slice(0, 40));
            }
          }
        }
      }
      return covered;
    },
    { navbar: inRegion(REGION.navbar), menuBar: inRegion(REGION.menuBar) },
  );
}

test('at 390 px the back-to-top button covers no text anywhere down a long page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/guide/basic/output-format');
  const button = page.getByRole('button', { name: 'Back to top' });
  const scrollable = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  const STOPS = 12;
  for (let stop = 1; stop <= STOPS; stop += 1) {
    const top = Math.round((scrollable * stop) / STOPS);
    await page.evaluate(
      (y) => window.scrollTo({ top: y, behavior: 'instant' }),
      top,
    );
    await expect(button).toBeVisible();
    await expect(button).toBeInViewport();
    // The bars slide when the navbar hides; measure where they settle.
    await page.evaluate(() =>
      Promise.allSettled(
        document.getAnimations().map(({ finished }) => finished),
      ),
    );
    expect(await textUnderButton(page, 'Back to top'), `at ${top}px`).toEqual(
      [],
    );
  }
});

test('the back-to-top button works from the keyboard and is translated', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page, '/zh/guide/basic/output-format');
  await page.evaluate(() =>
    window.scrollTo({ top: 1500, behavior: 'instant' }),
  );
  const button = page.getByRole('button', { name: '回到顶部' });
  // One control for it: the outline has no back-to-top row of its own.
  await expect(page.getByRole('button', { name: '回到顶部' })).toHaveCount(1);

  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The keyboard carries on from the top of the page.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  // On phones a hamburger opens a full-screen menu; it closes on a route
  // change and when the window becomes at least 768 px wide.
  test('the hamburger opens a full-screen menu that closes on navigation and on widening', async ({
    page,
  }) => {
    await openPage(page, '/guide/start/quick-start');
    const hamburger = page.getByRole('button', { name: 'Navigation menu' });
    const menu = page.locator(inRegion(REGION.mobileMenu));

    await hamburger.click();
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box).toEqual({ x: 0, y: 56, width: 375, height: 800 - 56 });

    await menu.getByRole('link', { name: 'Config' }).click();
    await expect(page).toHaveURL('/config/');
    await expect(menu).toBeHidden();

    await hamburger.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(menu).toBeHidden();
  });

  // The mobile sidebar closes on a route change, and the page does not
  // scroll while it is open.
  test('the sidebar opens from the menu bar, locks the page and closes on navigation', async ({
    page,
  }) => {
    await openPage(page, '/guide/start/quick-start');
    const sidebar = page.locator(inRegion(REGION.sidebar));
    const scrollY = () => page.evaluate(() => window.scrollY);
    const afterTwoFrames = () =>
      page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          ),
      );
    await expect(sidebar).not.toBeInViewport();

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(sidebar).toBeInViewport();
    await page.mouse.move(340, 600);
    await page.mouse.wheel(0, 600);
    await afterTwoFrames();
    expect(await scrollY()).toBe(0);

    await sidebar.getByRole('link', { name: 'Glossary' }).click();
    await expect(page).toHaveURL('/guide/start/glossary');
    await expect(sidebar).not.toBeInViewport();
    // Unlocked again: the same wheel scrolls the page.
    await page.mouse.wheel(0, 600);
    await expect.poll(scrollY).toBeGreaterThan(0);
  });
});

/**
 * Records the page's layout shifts from its first load on, each as its
 * score and the shifted nodes by tag, region and class with their move; a
 * node already removed from the page is named as such. `shiftsSoFar` reads
 * them.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    // A returning reader: the page stays in its language.
    localStorage.setItem('rspress-visited', '1');
    const found: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = found;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: {
          node?: Node;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        const nodes = entry.sources.map(
          ({ node, previousRect, currentRect }) => {
            const element =
              node instanceof Element ? node : node?.parentElement;
            const region = element
              ?.closest('[data-region]')
              ?.getAttribute('data-region');
            const name = element
              ? `${element.localName}.${element.getAttribute('class') ?? ''} in ${region ?? 'page'}`
              : 'removed node';
            const move = (rect: DOMRectReadOnly) =>
              `${rect.x},${rect.y} ${rect.width}×${rect.height}`;
            return `${node?.nodeName ?? ''} ${name} ${move(previousRect)} → ${move(currentRect)}`;
          },
        );
        found.push(`${entry.value.toFixed(4)} ${nodes.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

/**
 * The desktop browser: it paints what it has parsed so far, as the headless
 * shell does not, and the shifts these tests guard against came from such
 * paints.
 */
const launchPaintingBrowser = () =>
  chromium.launch({
    executablePath: fullChromiumExecutable(),
    args: CHROMIUM_ARGS,
  });

test.describe('while a long page loads', () => {
  // Long pages, whose outline comes after many kilobytes of article.
  const LONG_PAGES = [
    '/guide/start/quick-start',
    '/guide/advanced/module-federation',
    '/zh/config/rsbuild/output',
  ];
  // A desktop width, with the outline beside the article (the layout the
  // shift came from), and a phone's.
  for (const viewport of [
    { width: 1350, height: 940 },
    { width: 412, height: 823 },
  ]) {
    test(`nothing shifts at ${viewport.width} px (CLS 0)`, async ({
      baseURL,
    }) => {
      // Without the guard this test failed in five of six runs (three per
      // width): likely to catch a return, not certain.
      const browser = await launchPaintingBrowser();
      const shifts: string[] = [];
      try {
        const context = await browser.newContext({ viewport, baseURL });
        const page = await context.newPage();
        await recordLayoutShifts(page);
        // Each a full page load: the browser parses and paints it anew.
        for (const path of [...LONG_PAGES, ...LONG_PAGES]) {
          await page.goto(path, { waitUntil: 'load' });
          // The page's script has taken over: hydration is done.
          await page.locator('button[aria-keyshortcuts]').waitFor();
          const found = await shiftsSoFar(page);
          shifts.push(...found.map((shift) => `${path}: ${shift}`));
        }
      } finally {
        await browser.close();
      }
      expect(shifts).toEqual([]);
    });

    // The top bar's markup is long (its hidden menus hold every link), and
    // a paint with only its first controls parsed had the rest push them
    // left when they arrived (seen once at 1350 px: the bar's right part
    // 476 → 636 px wide). Here the HTML always stops right after the search
    // button for a while.
    test(`at ${viewport.width} px the top bar is whole in the first paint, however the HTML arrives`, async ({
      baseURL,
    }) => {
      const slow = await serveHtmlInPieces(
        baseURL as string,
        // The site title, then the search button: its end is the split.
        /data-nav-title[\s\S]*?<\/button>/,
      );
      const browser = await launchPaintingBrowser();
      const shifts: string[] = [];
      try {
        const context = await browser.newContext({
          viewport,
          baseURL: slow.url,
        });
        const page = await context.newPage();
        await recordLayoutShifts(page);
        for (const path of LONG_PAGES) {
          await page.goto(path, { waitUntil: 'load' });
          await page.locator('button[aria-keyshortcuts]').waitFor();
          const found = await shiftsSoFar(page);
          shifts.push(...found.map((shift) => `${path}: ${shift}`));
        }
      } finally {
        await browser.close();
        await slow.close();
      }
      expect(shifts).toEqual([]);
    });
  }
});
