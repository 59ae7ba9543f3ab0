// Main-thread work of a first visit after its first paint (lib/main-thread.mjs),
// on the five bench pages. Not a test: prints a table and writes
// bench/results/main-thread.json. With `--against DIR`, another build (for
// example a copy of doc_build made before a change) is visited in turn with
// this one, for a before → after on the same machine at the same time.
// Usage: npm run build && npm run bench:main-thread [-- --against DIR --runs N]
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchBrowser } from './lib/browser.mjs';
import { markdownTable, ms } from './lib/figures.mjs';
import { measureMainThread } from './lib/main-thread.mjs';
import { WEIGHED_PAGES } from './lib/page-weight.mjs';
import { startSiteServer } from './lib/site-server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    against: { type: 'string' },
    runs: { type: 'string', default: '9' },
  },
});
const pages = positionals.length ? positionals : WEIGHED_PAGES;
const servers = [await startSiteServer(4386)];
const builds = [{ label: 'doc_build', origin: servers[0].origin }];
if (values.against) {
  servers.push(await startSiteServer(4387, values.against));
  builds.unshift({ label: values.against, origin: servers[1].origin });
}
const browser = await launchBrowser();
let rows;
try {
  rows = await measureMainThread(browser, builds, pages, Number(values.runs));
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
console.log(
  markdownTable(
    rows.map((row) => ({
      page: row.page,
      build: row.build,
      'TBT (median)': ms(row.tbtMs),
      'longest task (median)': ms(row.longestTaskMs),
      'long tasks (median)': row.longTasks,
      runs: row.runs,
    })),
  ),
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/main-thread.json',
  `${JSON.stringify(rows, null, 2)}\n`,
);
