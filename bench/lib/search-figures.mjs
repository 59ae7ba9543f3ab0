// Search figures of the built site (embedded index mode): the Pagefind
// bundle of each language on disk, what opening the modal and searching
// downloads (modal, engine, index chunks, fragments), the time from the
// first keypress on a cold page to the first results, and the time from the
// last keystroke to the results shown once the engine is loaded (p50 / p95).
// Targets: first search <= 200 KB in total, its index part at most a third of
// the index on disk; last keystroke -> results p95 <= 50 ms; cold <= 400 ms.
import { readFileSync } from 'node:fs';
import { isHydrated } from '../../scripts/lib/hydrated.mjs';
import { freshPage } from './browser.mjs';
import { percentile } from './figures.mjs';
import { indexOnDisk, searchDownload } from './search-download.mjs';
import { BUTTON_OF, PAGE_OF, waitForAnswer } from './search-modal.mjs';

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

/** Queries whose first search the bench downloads, per language. */
export const DOWNLOAD_QUERIES = {
  en: ['config', 'dts bundle', 'externals', 'umd name'],
  zh: ['配置', '类型声明', '外部依赖', '输出格式'],
};

/** What opening the modal and a first query download, per query. */
async function firstSearchDownloads(browser, origin, dir = 'doc_build') {
  const figures = {};
  for (const lang of LANGS) {
    const onDisk = indexOnDisk(dir, lang);
    figures[lang] = { onDisk, queries: {} };
    for (const query of DOWNLOAD_QUERIES[lang]) {
      figures[lang].queries[query] = await searchDownload(
        browser,
        origin,
        dir,
        lang,
        query,
      );
    }
  }
  return figures;
}

export { firstSearchDownloads };

/**
 * A reader's hand takes this long from pointing at the search button to
 * typing: the button starts the engine when pointed at (theme/search).
 */
const POINTED_BEFORE_TYPING_MS = 500;

/**
 * A fresh page; the reader focuses the button and types a letter at once,
 * or (`pointedMs`) points at the button that long before focusing it and
 * typing.
 */
async function coldFirstResults(browser, origin, pointedMs = 0) {
  const { context, page } = await openedPage(browser, origin, PAGE_OF.en);
  const button = page.getByRole('button', { name: BUTTON_OF.en });
  if (pointedMs > 0) {
    await button.hover();
    await page.waitForTimeout(pointedMs);
  }
  await button.focus();
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

/** Time for the modal to finish drawing an answer, well above what it takes. */
const SETTLE_MS = 150;

/**
 * Once the engine is loaded: the time from the last keystroke of each query
 * (set in the page, with the input event the modal listens to) to the
 * modal's last change to its results for it (the browser paints them in
 * the next frame), and the engine's own share of it.
 */
async function queryTimes(browser, origin, lang) {
  const { context, page } = await openedPage(browser, origin, PAGE_OF[lang]);
  await page.getByRole('button', { name: BUTTON_OF[lang] }).click();
  const input = page.locator('.DocSearch-Input');
  await input.fill('a');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const shown = [];
  const engine = [];
  for (const query of realQueries(lang)) {
    await page.evaluate((typed) => {
      performance.clearMeasures('search:embedded-query');
      // Every change the modal makes to its results, with its time.
      window.__changes = [];
      window.__observer?.disconnect();
      window.__observer = new MutationObserver(() =>
        window.__changes.push(performance.now()),
      );
      window.__observer.observe(document.querySelector('.DocSearch-Dropdown'), {
        childList: true,
        subtree: true,
        characterData: true,
      });
      const field = document.querySelector('.DocSearch-Input');
      const setValue = Object.getOwnPropertyDescriptor(
        HTMLInputElement.prototype,
        'value',
      ).set;
      window.__typedAt = performance.now();
      setValue.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }, query);
    // The engine's answer, then the modal's last change drawing it.
    await waitForAnswer(page, query);
    await page.waitForTimeout(SETTLE_MS);
    const [total, own] = await page.evaluate((typed) => {
      const measure = performance
        .getEntriesByName('search:embedded-query')
        .find((entry) => entry.detail?.query === typed.trim());
      const answered = measure.startTime + measure.duration;
      const drawn = window.__changes.filter((time) => time >= answered);
      return [(drawn.at(-1) ?? answered) - window.__typedAt, measure.duration];
    }, query);
    shown.push(total);
    engine.push(own);
  }
  await context.close();
  return {
    queries: shown.length,
    p50: percentile(shown, 50),
    p95: percentile(shown, 95),
    max: Math.max(...shown),
    engineP95: percentile(engine, 95),
  };
}

export async function measureSearch(browser, origin) {
  const coldFirstResultsMs = [];
  const coldAfterPointingMs = [];
  for (let run = 0; run < COLD_RUNS; run += 1) {
    coldFirstResultsMs.push(await coldFirstResults(browser, origin));
    coldAfterPointingMs.push(
      await coldFirstResults(browser, origin, POINTED_BEFORE_TYPING_MS),
    );
  }
  const queryMs = {};
  for (const lang of LANGS) {
    queryMs[lang] = await queryTimes(browser, origin, lang);
  }
  return {
    downloads: await firstSearchDownloads(browser, origin),
    coldFirstResultsMs,
    coldFirstResultsMedianMs: percentile(coldFirstResultsMs, 50),
    coldAfterPointingMs,
    coldAfterPointingMedianMs: percentile(coldAfterPointingMs, 50),
    queryMs,
  };
}

/** The download table of one or more builds: `{ [label]: downloads }`. */
export function downloadRows(byBuild, kb) {
  const rows = [];
  for (const [build, downloads] of Object.entries(byBuild)) {
    for (const [lang, { onDisk, queries }] of Object.entries(downloads)) {
      for (const [query, download] of Object.entries(queries)) {
        rows.push({
          build,
          lang,
          query,
          total: kb(download.total),
          modal: kb(download.byKind.modal ?? 0),
          'engine + wasm': kb(
            (download.byKind['engine script'] ?? 0) +
              (download.byKind.wasm ?? 0),
          ),
          'index part': kb(download.index),
          'index on disk': kb(onDisk.index),
          share: `${((download.index / onDisk.index) * 100).toFixed(0)} %`,
        });
      }
    }
  }
  return rows;
}

/** The figures as lines of text, for the console. */
export function describeSearch(figures, { kb, ms, markdownTable }) {
  const lines = [];
  for (const [lang, { onDisk }] of Object.entries(figures.downloads)) {
    const kinds = Object.entries(onDisk.byKind)
      .map(([kind, size]) => `${kind} ${kb(size)}`)
      .join(', ');
    lines.push(`index on disk ${lang}: ${kb(onDisk.total)} (${kinds})`);
  }
  lines.push(markdownTable(downloadRows({ site: figures.downloads }, kb)));
  const cold = figures.coldFirstResultsMs;
  lines.push(
    `cold keypress → first results: median ${ms(figures.coldFirstResultsMedianMs)}, max ${ms(Math.max(...cold))} (${cold.length} runs)`,
  );
  const pointed = figures.coldAfterPointingMs;
  lines.push(
    `cold, typed ${POINTED_BEFORE_TYPING_MS} ms after pointing at the button: median ${ms(figures.coldAfterPointingMedianMs)}, max ${ms(Math.max(...pointed))} (${pointed.length} runs)`,
  );
  for (const [lang, { queries, p50, p95, max, engineP95 }] of Object.entries(
    figures.queryMs,
  )) {
    lines.push(
      `last keystroke → results in the page ${lang}: p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(max)} over ${queries} queries (engine alone p95 ${ms(engineP95)})`,
    );
  }
  return lines.join('\n');
}
