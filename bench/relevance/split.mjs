// Splits the relevance queries into a tune half and a check half, once,
// before any tuning: a seeded shuffle per language, so re-running it on the
// same drafts gives the same halves. Ranking may be tuned on the tune half
// only; the check half is the figure that counts.
// Usage: node bench/relevance/split.mjs <draft-en.json> <draft-zh.json>
import { readFileSync, writeFileSync } from 'node:fs';

const SEED = 20261126;

/** mulberry32: a small seeded generator, good enough for a shuffle. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function split(cases, random) {
  const order = cases.map((_, at) => at);
  for (let at = order.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [order[at], order[other]] = [order[other], order[at]];
  }
  const tune = new Set(order.slice(0, Math.ceil(order.length / 2)));
  return cases.map((entry, at) => ({
    ...entry,
    half: tune.has(at) ? 'tune' : 'check',
  }));
}

const [enFile, zhFile] = process.argv.slice(2);
const random = seeded(SEED);
const queries = {
  _about:
    'Queries a reader with a task types into the search box, each with the page(s) that answer it (paths; a row linking to any section of one of them counts). Written by reading the pages, never tuned on before the split: "half" was assigned by bench/relevance/split.mjs (seeded) before any ranking change. Tune on "tune" only; "check" is the figure that counts. Read by bench/lib/relevance.mjs.',
  en: split(JSON.parse(readFileSync(enFile, 'utf8')), random),
  zh: split(JSON.parse(readFileSync(zhFile, 'utf8')), random),
};
const lines = ['{', `  "_about": ${JSON.stringify(queries._about)},`];
for (const lang of ['en', 'zh']) {
  lines.push(`  "${lang}": [`);
  queries[lang].forEach((entry, at) => {
    const comma = at === queries[lang].length - 1 ? '' : ',';
    lines.push(`    ${JSON.stringify(entry)}${comma}`);
  });
  lines.push(lang === 'en' ? '  ],' : '  ]');
}
lines.push('}');
writeFileSync('bench/relevance/queries.json', `${lines.join('\n')}\n`);
for (const lang of ['en', 'zh']) {
  const tune = queries[lang].filter((entry) => entry.half === 'tune').length;
  console.log(`${lang}: ${tune} tune, ${queries[lang].length - tune} check`);
}
