// The site at 1× and 10× its pages: what a first visit downloads, what a
// build costs per page, and how long a client navigation takes, side by
// side. The 10× site is the real docs with the guide and config trees of
// each language copied nine more times as sibling sections (guide-2 …
// guide-10, config-2 …), generated beside the real docs folder (so the
// pages' relative imports of the theme still resolve) and removed after.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isHydrated } from '../../scripts/lib/hydrated.mjs';
import { freshPage, launchBrowser } from './browser.mjs';
import { measureBuild } from './build-figures.mjs';
import { median } from './figures.mjs';
import { measurePageWeight, WEIGHED_PAGES } from './page-weight.mjs';
import { startSiteServer } from './site-server.mjs';

export const SITE_SCALE_FACTORS = [1, 10];
const COPIED_SECTIONS = ['guide', 'config'];
const LANGS = ['en', 'zh'];
const PORT = 4395;

/** A docs folder with the copied sections; returns its path. */
function scaledDocs(factor) {
  const dir = path.resolve(`docs-scale-x${factor}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync('docs', dir, { recursive: true });
  for (let copy = 2; copy <= factor; copy += 1)
    for (const lang of LANGS)
      for (const section of COPIED_SECTIONS)
        cpSync(
          path.join('docs', lang, section),
          path.join(dir, lang, `${section}-${copy}`),
          { recursive: true },
        );
  return dir;
}

// Client navigations a reader makes: within a section, and into another
// section (whose routes the page has not loaded yet).
const NAVIGATIONS = [
  { from: '/guide/start/', to: '/guide/start/glossary' },
  { from: '/guide/start/quick-start', to: '/config/' },
];
const NAVIGATION_RUNS = 5;
// A reader's pointer rests on a link a moment before the click.
const HOVER_BEFORE_CLICK_MS = 100;

/**
 * Milliseconds from the pointer reaching a link to the linked page's title
 * on screen, clicking HOVER_BEFORE_CLICK_MS after the hover; median of
 * NAVIGATION_RUNS first visits per navigation.
 */
export async function navigationTimes(browser, origin) {
  const rows = {};
  for (const { from, to } of NAVIGATIONS) {
    const times = [];
    for (let run = 0; run < NAVIGATION_RUNS; run += 1) {
      const { context, page } = await freshPage(browser, origin);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${origin}${from}`);
      await page.waitForFunction(isHydrated, 3);
      const link = page
        .locator(`a[href="${to}"]`)
        .filter({ visible: true })
        .first();
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      const before = await page.locator('h1').first().textContent();
      const started = await page.evaluate(() => performance.now());
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(HOVER_BEFORE_CLICK_MS);
      await page.mouse.down();
      await page.mouse.up();
      const shown = await page.waitForFunction(
        (previous) =>
          document.querySelectorAll('h1').length === 1 &&
          document.querySelector('h1').textContent !== previous
            ? performance.now()
            : false,
        before,
        { polling: 'raf' },
      );
      times.push((await shown.jsonValue()) - started);
      await context.close();
    }
    rows[`${from} → ${to}`] = median(times);
  }
  return rows;
}

export async function measureSiteScale() {
  const figures = {};
  for (const factor of SITE_SCALE_FACTORS) {
    const docsDir = factor === 1 ? path.resolve('docs') : scaledDocs(factor);
    const outDir = `doc_build_scale_x${factor}`;
    try {
      const build = await measureBuild({ docsDir, outDir });
      const server = await startSiteServer(PORT, outDir);
      const browser = await launchBrowser();
      try {
        figures[`${factor}×`] = {
          build,
          weight: await measurePageWeight(
            browser,
            server.origin,
            WEIGHED_PAGES,
          ),
          navigation: await navigationTimes(browser, server.origin),
        };
      } finally {
        await browser.close();
        server.stop();
      }
    } finally {
      if (factor !== 1) rmSync(docsDir, { recursive: true, force: true });
      if (existsSync(outDir)) rmSync(outDir, { recursive: true, force: true });
    }
  }
  return figures;
}

/** The tables: first-visit weight per page, build cost, navigation times. */
export function describeSiteScale(figures, { kb, ms, markdownTable }) {
  const [base, scaled] = SITE_SCALE_FACTORS.map(
    (factor) => figures[`${factor}×`],
  );
  const weight = base.weight.map((row, index) => {
    const other = scaled.weight[index];
    return {
      page: row.page,
      '1× JS+CSS gzip': kb(row.jsCssGzip),
      '10× JS+CSS gzip': kb(other.jsCssGzip),
      '10× / 1×': `${((other.jsCssGzip / row.jsCssGzip - 1) * 100).toFixed(1)} %`,
    };
  });
  const builds = SITE_SCALE_FACTORS.map((factor) => {
    const { build } = figures[`${factor}×`];
    return {
      build: `${factor}×`,
      pages: build.pages,
      'wall s': build.wallSeconds.toFixed(1),
      'CPU s': build.cpuSeconds.toFixed(1),
      'CPU s per page': (build.cpuSeconds / build.pages).toFixed(3),
    };
  });
  const navigation = Object.keys(base.navigation).map((name) => ({
    navigation: name,
    '1× hover → shown': ms(base.navigation[name]),
    '10× hover → shown': ms(scaled.navigation[name]),
  }));
  return [
    '### First visit at 1× and 10× the pages',
    markdownTable(weight),
    '### Build',
    markdownTable(builds),
    `### Client navigation (hover, click ${HOVER_BEFORE_CLICK_MS} ms later, median of ${NAVIGATION_RUNS})`,
    markdownTable(navigation),
  ].join('\n\n');
}
