// What each first-load JavaScript and CSS chunk holds, by npm package and by
// the site's own folder, for the bench pages (or the pages given). Builds the
// site with source maps into doc_build_bundle/ first (`--no-build` reuses
// that build). Not a test: prints the tables and writes
// bench/results/bundle-report.json.
// Usage: npm run bench:bundle [-- --no-build] [-- pages...]
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser } from './lib/browser.mjs';
import {
  BUNDLE_BUILD_DIR,
  buildWithSourceMaps,
  describeBundles,
  measureBundles,
} from './lib/bundle-figures.mjs';
import { markdownTable } from './lib/figures.mjs';
import { WEIGHED_PAGES } from './lib/page-weight.mjs';
import { startSiteServer } from './lib/site-server.mjs';

const args = process.argv.slice(2);
const pages = args.filter((arg) => !arg.startsWith('--'));
const log = (message) => console.error(`[bench] ${message}`);

if (!args.includes('--no-build')) {
  log(`build with source maps into ${BUNDLE_BUILD_DIR}/`);
  await buildWithSourceMaps();
}
const server = await startSiteServer(4394, BUNDLE_BUILD_DIR);
const browser = await launchBrowser();
let report;
try {
  report = await measureBundles(
    browser,
    server.origin,
    pages.length ? pages : WEIGHED_PAGES,
    BUNDLE_BUILD_DIR,
  );
} finally {
  await browser.close();
  server.stop();
}
console.log(describeBundles(report, { markdownTable }));
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/bundle-report.json',
  `${JSON.stringify(report, null, 2)}\n`,
);
