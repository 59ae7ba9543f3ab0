// Search relevance alone (see lib/relevance.mjs). Not a test: prints the
// table and the misses and writes bench/results/relevance.json.
// Usage: npm run build && npm run bench:relevance
// (BENCH_DIR=<folder> measures another build's output than doc_build/.)
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser } from './lib/browser.mjs';
import { markdownTable } from './lib/figures.mjs';
import { describeRelevance, measureRelevance } from './lib/relevance.mjs';
import { startSiteServer } from './lib/site-server.mjs';

const dir = process.env.BENCH_DIR ?? 'doc_build';
const server = await startSiteServer(4393, dir);
const browser = await launchBrowser();
let figures;
try {
  figures = await measureRelevance(browser, server.origin, dir);
} finally {
  await browser.close();
  server.stop();
}
console.log(describeRelevance(figures, { markdownTable }));
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/relevance.json',
  `${JSON.stringify(figures, null, 2)}\n`,
);
