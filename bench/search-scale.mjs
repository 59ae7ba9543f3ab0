// Search at 1× and 10× the pages: builds the site twice, the second time
// with every page copied nine times with varied text into the search index
// (SEARCH_INDEX_SCALE, plugins/search-index/synthetic-pages.ts), and reports
// per language the pages indexed, the index build time, the index on disk,
// and what opening the modal and a first query download. Not a test: prints
// the tables and writes bench/results/search-scale.json.
// Target: at 10× a first search downloads at most 1.3× what it does at 1×.
// Usage: npm run bench:search-scale
import { mkdirSync, writeFileSync } from 'node:fs';
import { kb, markdownTable } from './lib/figures.mjs';
import {
  describeSearchScale,
  measureSearchScale,
} from './lib/search-scale.mjs';

const figures = await measureSearchScale();
console.log(describeSearchScale(figures, { kb, markdownTable }));
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/search-scale.json',
  `${JSON.stringify(figures, null, 2)}\n`,
);
