// Search figures alone (see lib/search-figures.mjs). Not a test: prints the
// figures and writes bench/results/search.json.
// Usage: npm run build && npm run bench:search
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser } from './lib/browser.mjs';
import { kb, markdownTable, ms } from './lib/figures.mjs';
import { describeSearch, measureSearch } from './lib/search-figures.mjs';
import { startSiteServer } from './lib/site-server.mjs';

const server = await startSiteServer(4391);
const browser = await launchBrowser();
let figures;
try {
  figures = await measureSearch(browser, server.origin);
} finally {
  await browser.close();
  server.stop();
}
console.log(describeSearch(figures, { kb, ms, markdownTable }));
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/search.json',
  `${JSON.stringify(figures, null, 2)}\n`,
);
