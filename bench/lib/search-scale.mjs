// The search scale figures (see ../search-scale.mjs), shared with
// bench/run.mjs.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { launchBrowser } from './browser.mjs';
import { firstSearchDownloads } from './search-figures.mjs';
import { startSiteServer } from './site-server.mjs';

export const SCALE_FACTORS = [1, 10];
const PORT = 4394;

/** "search index en: 490 pages in 1.23 s" lines of the build's output. */
function indexTimes(output) {
  const times = {};
  for (const [, lang, pages, seconds] of output.matchAll(
    /search index (\w+): (\d+) pages in ([\d.]+) s/g,
  )) {
    times[lang] = { pages: Number(pages), seconds: Number(seconds) };
  }
  return times;
}

/** A production build into `dir` whose search index holds `factor` times the pages; its output. */
function buildScaled(dir, factor) {
  const run = spawnSync('npx', ['rspress', 'build'], {
    env: {
      ...process.env,
      DOC_BUILD_DIR: dir,
      SEARCH_INDEX_SCALE: String(factor),
    },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 ** 2,
  });
  if (run.status !== 0) {
    throw new Error(`the ${factor}× build failed:\n${run.stderr}`);
  }
  return run.stdout;
}

export async function measureSearchScale() {
  const figures = {};
  for (const factor of SCALE_FACTORS) {
    const dir = `doc_build_search_x${factor}`;
    const indexed = indexTimes(buildScaled(dir, factor));
    const server = await startSiteServer(PORT, dir);
    const browser = await launchBrowser();
    try {
      figures[`${factor}×`] = {
        indexed,
        downloads: await firstSearchDownloads(browser, server.origin, dir),
      };
    } finally {
      await browser.close();
      server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return figures;
}

const mean = (values) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/** One row per build and language; the last column compares with 1×. */
export function describeSearchScale(figures, { kb, markdownTable }) {
  const rows = [];
  const base = figures[`${SCALE_FACTORS[0]}×`];
  for (const [build, { indexed, downloads }] of Object.entries(figures)) {
    for (const [lang, { onDisk, queries }] of Object.entries(downloads)) {
      const totals = Object.values(queries).map((download) => download.total);
      const indexParts = Object.values(queries).map(
        (download) => download.index,
      );
      const baseTotals = Object.values(base.downloads[lang].queries).map(
        (download) => download.total,
      );
      rows.push({
        build,
        lang,
        pages: indexed[lang]?.pages ?? '?',
        'index build': `${indexed[lang]?.seconds ?? '?'} s`,
        'index on disk': kb(onDisk.index),
        'bundle on disk': kb(onDisk.total),
        'first search (mean)': kb(mean(totals)),
        max: kb(Math.max(...totals)),
        'its index part': kb(mean(indexParts)),
        'vs 1×': `${(mean(totals) / mean(baseTotals)).toFixed(2)}×`,
      });
    }
  }
  return markdownTable(rows);
}
