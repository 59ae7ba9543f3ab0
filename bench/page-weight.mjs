// First-visit weight of a few pages (or the pages given), without the rest of
// the bench. Not a test: prints a table and writes bench/results/page-weight.json.
// Usage: npm run build && npm run bench:weight [-- pages...]
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser } from './lib/browser.mjs';
import { markdownTable } from './lib/figures.mjs';
import {
  measurePageWeight,
  WEIGHED_PAGES,
  weightTableRows,
} from './lib/page-weight.mjs';
import { startSiteServer } from './lib/site-server.mjs';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : WEIGHED_PAGES;
const server = await startSiteServer(4390);
const browser = await launchBrowser();
let rows;
try {
  rows = await measurePageWeight(browser, server.origin, pages);
} finally {
  await browser.close();
  server.stop();
}
console.log(markdownTable(weightTableRows(rows)));
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/page-weight.json',
  `${JSON.stringify(rows, null, 2)}\n`,
);
