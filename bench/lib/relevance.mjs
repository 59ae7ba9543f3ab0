// Search relevance: the queries of bench/relevance/queries.json typed into the
// real search modal of the built site (embedded mode) and, for comparison,
// into Pagefind indexing the same built pages' article. Reports hit@1, hit@5
// and MRR@5 per language, the queries whose expected page is not in the
// first five rows, and (for the site's search) those where it is not first.
// A row is a result link as the modal lists it; Pagefind's rows are its
// result pages (its sub-results are not counted as rows).
// Targets: hit@5 >= 97 %, hit@1 >= 90 %, each at least Pagefind's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { isHydrated } from '../../scripts/lib/hydrated.mjs';
import { freshPage } from './browser.mjs';
import { BUTTON_OF, PAGE_OF, typeQuery } from './search-modal.mjs';

export const LANGS = ['en', 'zh'];
const ROWS = 5;

/** One of the later query files, by language. */
const laterSet = (file) =>
  JSON.parse(readFileSync(`bench/relevance/${file}`, 'utf8'));

/**
 * The split queries (tune, check) and the two later sets: more tune
 * queries (the half "tune-more") and the fresh check set (the half
 * "fresh"); each file says why.
 */
export function readQueries() {
  const split = JSON.parse(
    readFileSync('bench/relevance/queries.json', 'utf8'),
  );
  const later = [
    ['tune-more.json', 'tune-more'],
    ['fresh.json', 'fresh'],
  ].map(([file, half]) => ({ half, queries: laterSet(file) }));
  return Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      [
        ...split[lang],
        ...later.flatMap(({ half, queries }) =>
          queries[lang].map((entry) => ({ ...entry, half })),
        ),
      ],
    ]),
  );
}

/** /guide/x#y, http://host/guide/x.html → /guide/x; directories keep their slash. */
export function pageOfLink(link) {
  const { pathname } = new URL(link, 'http://site.invalid');
  return decodeURI(pathname)
    .replace(/index\.html$/, '')
    .replace(/\.html$/, '');
}

/**
 * The result links the modal shows for each query, top to bottom. With
 * `ranking` (Pagefind's ranking options), the engine ranks by it instead of
 * the site's settings: the page imports the same bundle the modal loaded
 * (one module per address) and sets it there, after the modal's own setup.
 */
export async function modalRows(browser, origin, lang, queries, ranking) {
  const { context, page } = await freshPage(browser, origin);
  await page.goto(`${origin}${PAGE_OF[lang]}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(isHydrated);
  await page.getByRole('button', { name: BUTTON_OF[lang] }).click();
  const input = page.locator('.DocSearch-Input');
  if (ranking) {
    // A first query loads and sets up the engine with the site's options.
    // It is one no query list holds: the input then changes when the first
    // listed query is typed, and the modal asks the engine again.
    await typeQuery(page, input, 'zzzz');
    await page.evaluate(
      async ({ lang, ranking }) => {
        const bundle = await import(`/pagefind/${lang}/pagefind.js`);
        await bundle.options({ ranking });
      },
      { lang, ranking },
    );
  }
  const rows = [];
  for (const query of queries) {
    await typeQuery(page, input, query);
    // The modal renders the answer after the engine returns it.
    rows.push(
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(
                  [...document.querySelectorAll('.DocSearch-Hit a')].map(
                    (link) => link.getAttribute('href'),
                  ),
                ),
              ),
            ),
          ),
      ),
    );
  }
  await context.close();
  return rows;
}

/** Static files of `dir` on a free port of 127.0.0.1, for the Pagefind bundle. */
async function serveDir(dir, lang) {
  const types = { '.js': 'text/javascript', '.json': 'application/json' };
  const server = createServer((request, response) => {
    const file = new URL(request.url, 'http://x').pathname;
    if (file === '/') {
      response.setHeader('content-type', 'text/html');
      response.end(`<!doctype html><html lang="${lang}"><title>q</title>`);
      return;
    }
    try {
      const body = readFileSync(path.join(dir, path.normalize(file)));
      response.setHeader(
        'content-type',
        types[path.extname(file)] ?? 'application/octet-stream',
      );
      response.end(body);
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => server.close(),
  };
}

/** Pagefind over the article of each built page of `lang`: its result pages per query. */
async function pagefindRows(browser, lang, queries, dir) {
  const out = mkdtempSync(path.join(tmpdir(), `pagefind-${lang}-`));
  try {
    const { index, errors } = await pagefind.createIndex({
      rootSelector: '[data-region="article"]',
      // What the site's own records leave out: buttons, icons, the page menu.
      excludeSelectors: [
        'button',
        '[aria-hidden="true"]',
        '[data-search-skip]',
      ],
      forceLanguage: lang,
    });
    if (!index) throw new Error(`pagefind: ${errors.join(', ')}`);
    const glob =
      lang === 'zh' ? 'zh/**/*.html' : '{blog,config,guide}/**/*.html';
    await index.addDirectory({ path: dir, glob });
    await index.writeFiles({ outputPath: path.join(out, 'pagefind') });
    await pagefind.close();
    const server = await serveDir(out, lang);
    try {
      const { context, page } = await freshPage(browser, server.origin);
      await page.goto(server.origin);
      const rows = await page.evaluate(
        async ({ queries, rows }) => {
          const engine = await import('/pagefind/pagefind.js');
          await engine.init();
          const answers = [];
          for (const query of queries) {
            const { results } = await engine.search(query);
            const data = await Promise.all(
              results.slice(0, rows).map((result) => result.data()),
            );
            answers.push(data.map((entry) => entry.url));
          }
          return answers;
        },
        { queries, rows: ROWS },
      );
      await context.close();
      return rows;
    } finally {
      server.stop();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The row (1-based) of the first expected page in each result list; null when not in the first five. */
export function ranksOf(cases, rows) {
  return cases.map(({ pages }, at) => {
    const top = rows[at].slice(0, ROWS).map(pageOfLink);
    const rank = top.findIndex((page) => pages.includes(page));
    return rank === -1 ? null : rank + 1;
  });
}

/** hit@1, hit@5, MRR@5 of result rows against the expected pages. */
export function score(cases, rows) {
  const ranks = ranksOf(cases, rows);
  return { ...scoreRanks(ranks), ...listMisses(cases, rows, ranks) };
}

/** hit@1, hit@5, MRR@5 of ranks (1-based, null = not in the first five). */
export function scoreRanks(ranks) {
  const n = ranks.length;
  const found = ranks.filter((rank) => rank !== null);
  return {
    queries: n,
    hit1: found.filter((rank) => rank === 1).length / n,
    hit5: found.length / n,
    mrr5: found.reduce((sum, rank) => sum + 1 / rank, 0) / n,
  };
}

function listMisses(cases, rows, ranks) {
  const misses = [];
  const notFirst = [];
  cases.forEach(({ q, pages }, at) => {
    const top = rows[at].slice(0, ROWS).map(pageOfLink);
    const rank = ranks[at];
    if (rank === null) misses.push({ query: q, expected: pages, got: top });
    else if (rank > 1) notFirst.push({ query: q, rank, first: top[0] });
  });
  return { misses, notFirst };
}

/** Result lists whose first five rows hold the same link twice. */
export function duplicateLinkLists(rows) {
  return rows.filter((list) => {
    const top = list.slice(0, ROWS);
    return new Set(top).size < top.length;
  }).length;
}

export const HALVES = ['tune', 'tune-more', 'check', 'fresh'];

/** Halves whose misses are printed: the fresh set's stay unread (see its file). */
const HALVES_WITH_MISSES_SHOWN = new Set(['tune', 'tune-more', 'check']);

/**
 * The hand-written engine's ranks on these queries, measured once before it
 * was replaced (bench/relevance/before.json): the "before" of the table.
 */
const readBefore = () =>
  JSON.parse(readFileSync('bench/relevance/before.json', 'utf8'));

/** Each engine's figures per half; the site's misses on the halves that show them. */
export async function measureRelevance(browser, origin, dir = 'doc_build') {
  const queries = readQueries();
  const before = readBefore();
  const figures = {};
  for (const lang of LANGS) {
    const cases = queries[lang];
    const texts = cases.map((entry) => entry.q);
    const site = await modalRows(browser, origin, lang, texts);
    const reference = await pagefindRows(browser, lang, texts, dir);
    const siteRanks = ranksOf(cases, site);
    const referenceRanks = ranksOf(cases, reference);
    figures[lang] = { ranks: {}, halves: {} };
    cases.forEach(({ q, half }, at) => {
      if (HALVES_WITH_MISSES_SHOWN.has(half)) {
        figures[lang].ranks[q] = siteRanks[at];
      }
    });
    for (const half of HALVES) {
      const inHalf = (_, at) => cases[at].half === half;
      const halfCases = cases.filter(inHalf);
      const beforeRanks = halfCases
        .filter(({ q }) => q in before[lang])
        .map(({ q }) => before[lang][q]);
      const { misses, notFirst, ...scores } = score(
        halfCases,
        site.filter(inHalf),
      );
      const shown = HALVES_WITH_MISSES_SHOWN.has(half);
      figures[lang].halves[half] = {
        site: {
          ...scores,
          misses: shown ? misses : [],
          notFirst: shown ? notFirst : [],
          duplicateLinkLists: duplicateLinkLists(site.filter(inHalf)),
        },
        pagefindDefault: scoreRanks(referenceRanks.filter(inHalf)),
        before: beforeRanks.length ? scoreRanks(beforeRanks) : null,
      };
    }
  }
  return figures;
}

const pct = (value) => `${(value * 100).toFixed(1)} %`;

/** The figures as a table and the site's misses, for the console. */
export function describeRelevance(figures, { markdownTable }) {
  const rows = [];
  for (const [lang, { halves }] of Object.entries(figures)) {
    for (const half of HALVES) {
      const engines = halves[half];
      for (const [engine, result] of [
        ['site search', engines.site],
        ['Pagefind default', engines.pagefindDefault],
        ['before (hand-written)', engines.before],
      ]) {
        if (!result) continue;
        rows.push({
          lang,
          half,
          engine,
          queries: result.queries,
          'hit@1': pct(result.hit1),
          'hit@5': pct(result.hit5),
          'MRR@5': result.mrr5.toFixed(3),
        });
      }
    }
  }
  const lines = [markdownTable(rows)];
  for (const [lang, { halves }] of Object.entries(figures)) {
    for (const half of HALVES) {
      const { site } = halves[half];
      lines.push(
        `${lang} ${half}: same link twice in the first five rows in ${site.duplicateLinkLists} of ${site.queries} result lists`,
      );
      if (!HALVES_WITH_MISSES_SHOWN.has(half)) continue;
      for (const miss of site.misses) {
        lines.push(
          `miss (${lang}, ${half}): "${miss.query}" expected ${miss.expected.join(' or ')}, got ${miss.got.join(', ') || 'nothing'}`,
        );
      }
      for (const { query, rank, first } of site.notFirst) {
        lines.push(
          `not first (${lang}, ${half}): "${query}" at row ${rank}, after ${first}`,
        );
      }
    }
  }
  return lines.join('\n');
}
