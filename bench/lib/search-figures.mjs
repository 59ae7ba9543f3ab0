// Search figures of the built site (embedded index mode): record files per
// language (raw / gzip), the JS and CSS the first search downloads, the time
// from the first keypress on a cold page to the first results, and the local
// engine's query time over real queries (p50 / p95).
// Targets: records <= 150 KB gzip per language, p95 query <= 10 ms, first
// results <= 300 ms after the first keypress.
import { readFileSync } from 'node:fs';
import { isHydrated } from '../../scripts/lib/hydrated.mjs';
import { freshPage } from './browser.mjs';
import { gzipSize, percentile } from './figures.mjs';
import { BUTTON_OF, PAGE_OF, typeQuery } from './search-modal.mjs';

const COLD_RUNS = 7;
const QUERIES_PER_LANG = 200;
const LANGS = ['en', 'zh'];

const readBuilt = (urlPath) => readFileSync(`doc_build${urlPath}`);

/**
 * Queries a reader would type: page titles and headings of the language,
 * whole (up to three words) and as the first few characters typed so far.
 */
function realQueries(lang) {
  const records = JSON.parse(readBuilt(`/search/records.${lang}.json`));
  const headings = [
    ...new Set(
      records
        .filter((record) => record.type !== 'content')
        .map((record) => record.hierarchy[record.type]),
    ),
  ];
  const queries = new Set();
  for (const heading of headings) {
    const words = heading.split(/\s+/).slice(0, 3).join(' ').trim();
    for (const query of [words, words.slice(0, lang === 'zh' ? 2 : 4)]) {
      if (query && queries.size < QUERIES_PER_LANG) queries.add(query);
    }
  }
  return [...queries];
}

async function openedPage(browser, origin, path) {
  const opened = await freshPage(browser, origin);
  await opened.page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await opened.page.waitForFunction(isHydrated);
  return opened;
}

/** What the first search downloads: everything requested after the page settled. */
async function firstSearchDownload(browser, origin) {
  const { context, page } = await openedPage(browser, origin, PAGE_OF.en);
  const requested = [];
  page.on('request', (request) =>
    requested.push(new URL(request.url()).pathname),
  );
  await page.getByRole('button', { name: BUTTON_OF.en }).click();
  await page.locator('.DocSearch-Input').fill('config');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const download = {};
  for (const kind of ['js', 'css', 'json']) {
    const files = requested.filter((path) => path.endsWith(`.${kind}`));
    download[kind] = {
      files: files.length,
      raw: files.reduce((sum, path) => sum + readBuilt(path).length, 0),
      gzip: files.reduce((sum, path) => sum + gzipSize(readBuilt(path)), 0),
    };
  }
  await context.close();
  return download;
}

/** A fresh page; the reader focuses the button and types a letter. */
async function coldFirstResults(browser, origin) {
  const { context, page } = await openedPage(browser, origin, PAGE_OF.en);
  await page.getByRole('button', { name: BUTTON_OF.en }).focus();
  await page.evaluate(() => {
    window.__bench = {};
    addEventListener(
      'keydown',
      () => {
        window.__bench.keydown = performance.now();
      },
      { capture: true, once: true },
    );
    new MutationObserver((_, observer) => {
      if (document.querySelector('.DocSearch-Hit')) {
        window.__bench.results = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.press('u');
  await page.waitForFunction(() => window.__bench.results !== undefined);
  const elapsed = await page.evaluate(
    () => window.__bench.results - window.__bench.keydown,
  );
  await context.close();
  return elapsed;
}

/** The local engine's own time per query, as the page measures it. */
async function queryTimes(browser, origin, lang) {
  const { context, page } = await openedPage(browser, origin, PAGE_OF[lang]);
  await page.getByRole('button', { name: BUTTON_OF[lang] }).click();
  const input = page.locator('.DocSearch-Input');
  await input.fill('a');
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.evaluate(() => performance.clearMeasures('search:local-query'));
  for (const query of realQueries(lang)) {
    await typeQuery(page, input, query);
  }
  const durations = await page.evaluate(() =>
    performance
      .getEntriesByName('search:local-query')
      .map((entry) => entry.duration),
  );
  await context.close();
  return {
    queries: durations.length,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    max: Math.max(...durations),
  };
}

export async function measureSearch(browser, origin) {
  const records = {};
  for (const lang of LANGS) {
    const file = readBuilt(`/search/records.${lang}.json`);
    records[lang] = { raw: file.length, gzip: gzipSize(file) };
  }
  const coldFirstResultsMs = [];
  for (let run = 0; run < COLD_RUNS; run += 1) {
    coldFirstResultsMs.push(await coldFirstResults(browser, origin));
  }
  const queryMs = {};
  for (const lang of LANGS) {
    queryMs[lang] = await queryTimes(browser, origin, lang);
  }
  return {
    records,
    firstSearchDownload: await firstSearchDownload(browser, origin),
    coldFirstResultsMs,
    coldFirstResultsMedianMs: percentile(coldFirstResultsMs, 50),
    queryMs,
  };
}

/** The figures as lines of text, for the console. */
export function describeSearch(figures, { kb, ms }) {
  const lines = [];
  for (const [lang, { raw, gzip }] of Object.entries(figures.records)) {
    lines.push(`records ${lang}: ${kb(raw)} raw / ${kb(gzip)} gzip`);
  }
  for (const [kind, { files, raw, gzip }] of Object.entries(
    figures.firstSearchDownload,
  )) {
    lines.push(
      `first search downloads ${kind}: ${files} files, ${kb(raw)} raw / ${kb(gzip)} gzip`,
    );
  }
  const cold = figures.coldFirstResultsMs;
  lines.push(
    `cold keypress → first results: median ${ms(figures.coldFirstResultsMedianMs)}, max ${ms(Math.max(...cold))} (${cold.length} runs)`,
  );
  for (const [lang, { queries, p50, p95, max }] of Object.entries(
    figures.queryMs,
  )) {
    lines.push(
      `query ${lang}: p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(max)} over ${queries} queries`,
    );
  }
  return lines.join('\n');
}
