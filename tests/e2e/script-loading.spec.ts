import type { APIRequestContext } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { expect, test } from './fixtures';

// The page's scripts are added after its first paint (plugins/script-loading):
// the HTML names none of them, and none is requested while the stylesheet
// the first paint needs is still on its way, or before the page has painted.
test.use({ viewport: { width: 1440, height: 900 } });

const PAGE = '/guide/start/quick-start';
const isEntryScript = (path: string) => /^\/static\/js\/[^/]+\.js$/.test(path);

/** The scripts the page's inline loader adds (the page's entry scripts). */
async function loaderScripts(request: APIRequestContext) {
  const html = await (await request.get(PAGE)).text();
  const list = /for\(const [\w$]+ of ?\[([^\]]+)\]/.exec(html)?.[1] ?? '';
  const scripts = list.match(/\/static\/js\/[^"']+\.js/g) ?? [];
  expect(scripts.length, 'the loader names the entry scripts').toBeGreaterThan(
    1,
  );
  return scripts;
}

test('the HTML names no script file; one inline loader at the end of <body> does', async ({
  request,
}) => {
  const html = await (await request.get(PAGE)).text();
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  const loader =
    /<script>([^<]*for\(const [\w$]+ of ?\[[^\]]+\][^<]*)<\/script><\/body>/.exec(
      html,
    );
  expect(loader, 'the loader closes <body>').not.toBeNull();
  expect(loader?.[1]).toContain('/static/js/index.');
  expect(loader?.[1]).toContain('/static/js/lib-react.');
  // React, and the site's entry with Rspress's runtime helpers inside it:
  // not a third, small file beside them (one more request, and 0.5 KB gzip
  // more than the same code compressed with the entry).
  expect(await loaderScripts(request)).toHaveLength(2);
});

test('no script is requested before the stylesheet has arrived, and the page then comes alive', async ({
  page,
  request,
}) => {
  const scripts = await loaderScripts(request);
  const events: string[] = [];
  let releaseStylesheet = () => {};
  const stylesheetHeld = new Promise<void>((resolve) => {
    releaseStylesheet = resolve;
  });
  await page.route('**/static/css/*.css', async (route) => {
    events.push('stylesheet requested');
    await stylesheetHeld;
    events.push('stylesheet released');
    await route.continue();
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (isEntryScript(pathname)) events.push(`script ${pathname}`);
  });

  const loaded = page.goto(PAGE);
  await expect.poll(() => events).toContain('stylesheet requested');
  // The whole document arrives while the stylesheet is held.
  await expect(page.locator('#__rspress_modal_container')).toBeAttached();
  expect(events.filter((event) => event.startsWith('script'))).toEqual([]);

  releaseStylesheet();
  await loaded;
  await expect
    .poll(() => events.filter((event) => event.startsWith('script')).length)
    .toBe(scripts.length);
  expect(events.indexOf('stylesheet released')).toBeLessThan(
    events.findIndex((event) => event.startsWith('script')),
  );

  // Hydrated: a sidebar link navigates on the client, without a reload.
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  await page
    .locator(inRegion(REGION.sidebar))
    .getByRole('link', { name: 'Glossary' })
    .click();
  await expect(page).toHaveURL('/guide/start/glossary');
  expect(
    await page.evaluate(
      () => (window as { notReloaded?: boolean }).notReloaded,
    ),
  ).toBe(true);
});

test('the scripts and the lazy chunks the page needs are requested after the first contentful paint', async ({
  page,
  request,
}) => {
  const scripts = await loaderScripts(request);
  // Resolves once hydrated (fixtures.ts): every chunk has been asked for.
  await page.goto(PAGE);
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const starts = (pattern: RegExp) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => pattern.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
    return {
      paint: paint?.startTime,
      scripts: starts(/^\/static\/js\/[^/]+\.js$/),
      // The article, its section's routes, the UI texts, the tabs.
      chunks: starts(/^\/static\/js\/async\/.+\.js$/),
    };
  });
  expect(order.scripts).toHaveLength(scripts.length);
  expect(order.chunks.length).toBeGreaterThanOrEqual(4);
  expect(order.paint).toBeDefined();
  expect(Math.min(...order.scripts, ...order.chunks)).toBeGreaterThan(
    order.paint as number,
  );
});
