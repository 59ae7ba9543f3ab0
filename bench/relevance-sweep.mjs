// Searches Pagefind's ranking options for better ones, on the tune sets only
// (the halves "tune" and "tune-more" of bench/lib/relevance.mjs): a
// coordinate descent from the site's own ranking, one option at a time over
// a few values, keeping a change only when it lifts the mean hit@1 of both
// languages (MRR@5 breaks ties). The check halves are never read here; a
// ranking it finds is measured on them by bench/relevance.mjs once it is in
// theme/search/pagefind-ranking.ts.
// Usage: npm run build && npm run bench:relevance-sweep
import { launchBrowser } from './lib/browser.mjs';
import {
  LANGS,
  modalRows,
  ranksOf,
  readQueries,
  scoreRanks,
} from './lib/relevance.mjs';
import { startSiteServer } from './lib/site-server.mjs';

const TUNE_HALVES = new Set(['tune', 'tune-more']);

/** The site's ranking (theme/search/pagefind-ranking.ts), with Pagefind's defaults for the rest. */
const SITE_RANKING = {
  termSimilarity: 1,
  pageLength: 0.5,
  termSaturation: 1.6,
  termFrequency: 1,
  metaWeights: { title: 8, description: 3, keywords: 6 },
};

/** The values tried per option, around the site's and Pagefind's defaults. */
const GRID = {
  termSimilarity: [0.3, 0.6, 2, 4],
  pageLength: [0.1, 0.3, 0.75],
  termSaturation: [0.8, 1.2, 1.4, 2, 2.6],
  termFrequency: [0.3, 0.6],
  'metaWeights.title': [4, 6, 12, 16],
  'metaWeights.keywords': [3, 9, 12],
  'metaWeights.description': [1, 5],
};

const withValue = (ranking, key, value) => {
  const next = structuredClone(ranking);
  const [head, tail] = key.split('.');
  if (tail) next[head][tail] = value;
  else next[head] = value;
  return next;
};

const server = await startSiteServer(4394);
const browser = await launchBrowser();
const cases = Object.fromEntries(
  Object.entries(readQueries()).map(([lang, all]) => [
    lang,
    all.filter(({ half }) => TUNE_HALVES.has(half)),
  ]),
);

/** The tune sets' result rows per language, ranked by `ranking` (the site's own when left out). */
const rowsOf = async (ranking) => {
  const rows = {};
  for (const lang of LANGS) {
    const texts = cases[lang].map(({ q }) => q);
    rows[lang] = await modalRows(browser, server.origin, lang, texts, ranking);
  }
  return rows;
};

const scored = (rows) => {
  const figures = Object.fromEntries(
    LANGS.map((lang) => [lang, scoreRanks(ranksOf(cases[lang], rows[lang]))]),
  );
  const mean = (key) =>
    LANGS.reduce((sum, lang) => sum + figures[lang][key], 0) / LANGS.length;
  return { figures, hit1: mean('hit1'), mrr5: mean('mrr5') };
};

const better = (a, b) =>
  a.hit1 > b.hit1 + 1e-9 ||
  (Math.abs(a.hit1 - b.hit1) < 1e-9 && a.mrr5 > b.mrr5 + 1e-9);

const describe = ({ figures }) =>
  LANGS.map(
    (lang) =>
      `${lang} hit@1 ${(figures[lang].hit1 * 100).toFixed(1)} % MRR@5 ${figures[lang].mrr5.toFixed(3)}`,
  ).join(', ');

try {
  // SITE_RANKING must be what the built site ranks by, or the descent
  // starts somewhere the site is not.
  const own = await rowsOf();
  const mirrored = await rowsOf(SITE_RANKING);
  if (JSON.stringify(own) !== JSON.stringify(mirrored)) {
    throw new Error(
      'SITE_RANKING differs from theme/search/pagefind-ranking.ts: the rows differ',
    );
  }
  let best = { ranking: SITE_RANKING, ...scored(own) };
  console.log(`site ranking: ${describe(best)}`);
  for (let round = 1; round <= 2; round += 1) {
    let moved = false;
    for (const [key, values] of Object.entries(GRID)) {
      for (const value of values) {
        const ranking = withValue(best.ranking, key, value);
        const tried = { ranking, ...scored(await rowsOf(ranking)) };
        const kept = better(tried, best);
        console.log(
          `${key} = ${value}: ${describe(tried)}${kept ? '  (kept)' : ''}`,
        );
        if (kept) {
          best = tried;
          moved = true;
        }
      }
    }
    if (!moved) break;
  }
  console.log(`best on the tune sets: ${JSON.stringify(best.ranking)}`);
  console.log(describe(best));
} finally {
  await browser.close();
  server.stop();
}
