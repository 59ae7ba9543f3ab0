// Search relevance alone (see lib/relevance.mjs). Not a test: prints the
// table and the misses and writes bench/results/relevance.json.
// Usage: npm run build && npm run bench:relevance
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser } from './lib/browser.mjs';
import { markdownTable } from './lib/figures.mjs';
import { describeRelevance, measureRelevance } from './lib/relevance.mjs';
import { startSiteServer } from './lib/site-server.mjs';

const server = await startSiteServer(4393);
const browser = await launchBrowser();
let figures;
try {
  figures = await measureRelevance(browser, server.origin);
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
