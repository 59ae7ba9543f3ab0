// Lighthouse on the built site, mobile and desktop, median of several runs
// per page. Scores are 0–100; FCP and LCP in ms, TBT in ms, CLS unitless.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { CHROMIUM_PATH } from './browser.mjs';
import { median } from './figures.mjs';

/**
 * Runs per page and form factor; the figures are their median. Five, not
 * three: one mobile page's TBT ranged from 35 to 127 ms over seven runs on
 * an idle machine, so the median of three moved by tens of milliseconds
 * from one bench to the next with nothing changed.
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/**
 * One run's figures. The browser's language follows the page's, as a reader
 * of that language would have it, so the first-visit language redirect does
 * not send the audit elsewhere.
 */
async function audit(url, formFactor, port) {
  const { lhr } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const figures = {};
  for (const category of CATEGORIES) {
    figures[category] = Math.round(lhr.categories[category].score * 100);
  }
  for (const [name, id] of Object.entries(METRICS)) {
    figures[name] = lhr.audits[id].numericValue;
  }
  figures.failedAudits = Object.values(lhr.audits)
    .filter((entry) => entry.score !== null && entry.score < 1)
    .filter((entry) => entry.scoreDisplayMode === 'binary')
    .map((entry) => entry.id);
  return figures;
}

function medianOf(runs) {
  const result = {};
  for (const key of [...CATEGORIES, ...Object.keys(METRICS)]) {
    result[key] = median(runs.map((run) => run[key]));
  }
  result.failedAudits = [...new Set(runs.flatMap((run) => run.failedAudits))];
  return result;
}

export async function measureLighthouse(origin, pages) {
  const rows = [];
  for (const lang of ['en', 'zh']) {
    const ofLang = pages.filter(
      (page) => page.startsWith('/zh/') === (lang === 'zh'),
    );
    if (!ofLang.length) continue;
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [
        '--headless=new',
        `--lang=${lang === 'zh' ? 'zh-CN' : 'en-US'}`,
        ...CHROMIUM_ARGS,
      ],
    });
    try {
      for (const page of ofLang) {
        for (const formFactor of ['mobile', 'desktop']) {
          const runs = [];
          for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
            runs.push(await audit(`${origin}${page}`, formFactor, chrome.port));
          }
          rows.push({ page, formFactor, ...medianOf(runs) });
        }
      }
    } finally {
      chrome.kill();
    }
  }
  return rows;
}
