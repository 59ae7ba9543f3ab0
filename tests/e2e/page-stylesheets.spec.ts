import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';
import { openPage } from './search-helpers';

// Components only some pages draw bring their own stylesheet (the home
// page, a section overview, diagrams, the package-manager tabs): the served
// HTML names it, so the page is styled before any script runs; a client
// navigation loads it with the component's chunk, after the shared
// stylesheet. Either way the reader sees the same page.

test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

const PROPERTIES = [
  'display',
  'position',
  'width',
  'height',
  'margin',
  'padding',
  'color',
  'background-color',
  'border',
  'border-radius',
  'font-size',
  'font-weight',
  'line-height',
  'gap',
  'grid-template-columns',
  'flex-direction',
  'opacity',
  'visibility',
] as const;

/**
 * Each element under `root` by tag and class, with its computed style. The
 * code blocks' buttons are left out: they do nothing without the page's
 * script, so the served page draws them only once it runs (CodeBlock.tsx).
 */
function computedStyles(page: Page, root: string) {
  return page.locator(root).evaluate(
    (element, properties) =>
      [element, ...element.querySelectorAll('*')]
        .filter((node) => !node.closest('[data-code-buttons]'))
        .map((node) => {
          const style = getComputedStyle(node);
          return `${node.localName}.${node.getAttribute('class') ?? ''} ${properties
            .map(
              (property) => `${property}:${style.getPropertyValue(property)}`,
            )
            .join(';')}`;
        }),
    [...PROPERTIES],
  );
}

const CASES = [
  {
    what: 'the home page',
    path: '/',
    root: '.rslib-home',
    link: `${inRegion(REGION.navbar)} a[data-nav-title]`,
  },
  {
    what: 'a section overview',
    path: '/config/',
    root: inRegion(REGION.article),
    link: `${inRegion(REGION.navMenu)} a[href="/config/"]`,
  },
  {
    what: 'a page with diagrams and package-manager tabs',
    path: '/guide/basic/output-format',
    root: inRegion(REGION.article),
    link: `${inRegion(REGION.sidebar)} a[href="/guide/basic/output-format"]`,
  },
];

for (const { what, path, root, link } of CASES) {
  test(`${what} looks the same served, before its scripts, and reached by a client navigation`, async ({
    browser,
    page,
    baseURL,
  }) => {
    // Served: what the HTML and its stylesheets draw, no script run.
    const served = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    const withoutScripts = await served.newPage();
    await withoutScripts.goto(path);
    const asServed = await computedStyles(withoutScripts, root);
    await served.close();

    // A page that draws none of these components, then the link to it.
    await openPage(page, '/guide/start/glossary');
    const stylesheetsBefore = await page.evaluate(
      () => document.styleSheets.length,
    );
    await page.locator(link).first().click();
    await expect(page).toHaveURL(path);
    await page.locator(root).waitFor();
    // The component's stylesheet came with its chunk.
    await expect
      .poll(() => page.evaluate(() => document.styleSheets.length))
      .toBeGreaterThan(stylesheetsBefore);
    // Polled: an overview draws its list once its section's data is in.
    await expect.poll(() => computedStyles(page, root)).toEqual(asServed);
  });
}

// The first paint waits for every stylesheet linked in <head>; each one
// more is a round trip more on a slow connection. A component's styles come
// inline in the served page, and its chunk, once loaded, finds them there
// instead of downloading them again.
for (const { what, path } of CASES) {
  // Its look is the test above: served, before any script, as reached.
  test(`${what} is styled by one stylesheet download, before and after its scripts run`, async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet')
        stylesheets.push(new URL(request.url()).pathname);
    });
    await openPage(page, path);
    await page.waitForLoadState('networkidle');
    expect(stylesheets).toHaveLength(1);
    expect(stylesheets[0]).toMatch(/^\/static\/css\/styles\.[0-9a-f]+\.css$/);
  });
}
