// Search figures of the built site (embedded index mode): record files per
// language (raw / gzip), the JS and CSS the first search downloads (gzip), the
// time from the first keypress on a cold page to the first results, and the
// query time of the local engine over real queries (p50 / p95). Not a test:
// prints the figures and writes bench/results/search.json.
// Targets: records <= 150 KB gzip per language, p95 query <= 10 ms, first
// results <= 300 ms after the first keypress.
// Usage: npm run build && npm run bench:search
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const PORT = 4391;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const COLD_RUNS = 7;
const QUERIES_PER_LANG = 120;
const LANGS = ['en', 'zh'];
const PAGE_OF = { en: '/guide/start/', zh: '/zh/guide/start/' };
const BUTTON_OF = { en: 'Search docs', zh: '搜索文档' };

const gzip = (buffer) => gzipSync(buffer, { level: 6 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
  ];
};
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

const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-quic'],
});

async function freshPage(path) {
  const context = await browser.newContext();
  await context.route(
    (url) => url.origin !== ORIGIN,
    (route) => route.abort(),
  );
  await context.addInitScript(() =>
    localStorage.setItem('rspress-visited', '1'),
  );
  const page = await context.newPage();
  const requested = [];
  page.on('request', (request) =>
    requested.push(new URL(request.url()).pathname),
  );
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
  return { context, page, requested };
}

const results = {
  records: {},
  firstSearchDownload: {},
  coldFirstResultsMs: [],
  queryMs: {},
};
try {
  for (const lang of LANGS) {
    const file = readBuilt(`/search/records.${lang}.json`);
    results.records[lang] = { raw: file.length, gzip: gzip(file) };
  }

  // What the first search downloads: everything requested after the page settled.
  {
    const { context, page, requested } = await freshPage(PAGE_OF.en);
    const before = requested.length;
    await page.getByRole('button', { name: BUTTON_OF.en }).click();
    await page.locator('.DocSearch-Input').fill('config');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const after = requested.slice(before);
    for (const kind of ['js', 'css', 'json']) {
      const files = after.filter((path) => path.endsWith(`.${kind}`));
      results.firstSearchDownload[kind] = {
        files: files.length,
        raw: files.reduce((sum, path) => sum + readBuilt(path).length, 0),
        gzip: files.reduce((sum, path) => sum + gzip(readBuilt(path)), 0),
      };
    }
    await context.close();
  }

  // Cold: a fresh page, the reader focuses the button and types a letter.
  for (let run = 0; run < COLD_RUNS; run += 1) {
    const { context, page } = await freshPage(PAGE_OF.en);
    const button = page.getByRole('button', { name: BUTTON_OF.en });
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
    results.coldFirstResultsMs.push(
      await page.evaluate(
        () => window.__bench.results - window.__bench.keydown,
      ),
    );
    await context.close();
  }

  // Warm: the local engine's own time per query, as the page measures it.
  for (const lang of LANGS) {
    const { context, page } = await freshPage(PAGE_OF[lang]);
    await page.getByRole('button', { name: BUTTON_OF[lang] }).click();
    const input = page.locator('.DocSearch-Input');
    await input.fill('a');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.evaluate(() => performance.clearMeasures('search:local-query'));
    const queries = realQueries(lang);
    for (const query of queries) {
      const before = await page.evaluate(
        () => performance.getEntriesByName('search:local-query').length,
      );
      await input.fill(query);
      await page.waitForFunction(
        (count) =>
          performance.getEntriesByName('search:local-query').length > count,
        before,
      );
    }
    const durations = await page.evaluate(() =>
      performance
        .getEntriesByName('search:local-query')
        .map((entry) => entry.duration),
    );
    results.queryMs[lang] = {
      queries: durations.length,
      p50: percentile(durations, 50),
      p95: percentile(durations, 95),
      max: Math.max(...durations),
    };
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}

const ms = (value) => `${value.toFixed(1)} ms`;
for (const lang of LANGS) {
  const { raw, gzip: zipped } = results.records[lang];
  console.log(`records ${lang}: ${kb(raw)} raw / ${kb(zipped)} gzip`);
}
for (const [kind, { files, raw, gzip: zipped }] of Object.entries(
  results.firstSearchDownload,
)) {
  console.log(
    `first search downloads ${kind}: ${files} files, ${kb(raw)} raw / ${kb(zipped)} gzip`,
  );
}
const cold = results.coldFirstResultsMs;
console.log(
  `cold keypress → first results: median ${ms(percentile(cold, 50))}, max ${ms(Math.max(...cold))} (${cold.length} runs)`,
);
for (const lang of LANGS) {
  const { queries, p50, p95, max } = results.queryMs[lang];
  console.log(
    `query ${lang}: p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(max)} over ${queries} queries`,
  );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/search.json',
  `${JSON.stringify(results, null, 2)}\n`,
);
