// The site's benchmark: a cold production build (time, CPU, memory, output),
// what a first visit downloads on five pages, Lighthouse mobile and desktop,
// the search figures and the search relevance beside Pagefind's. Every host
// but the local server is blocked. Not a test: writes bench/results.json and
// prints the tables (also written to bench/results.md).
// Usage: npm run bench            (about 15 minutes on a 2-core machine)
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { launchBrowser } from './lib/browser.mjs';
import { measureBuild } from './lib/build-figures.mjs';
import {
  BUNDLE_BUILD_DIR,
  buildWithSourceMaps,
  describeBundles,
  measureBundles,
} from './lib/bundle-figures.mjs';
import { measureDevRebuild } from './lib/dev-rebuild.mjs';
import { kb, markdownTable, ms } from './lib/figures.mjs';
import {
  LIGHTHOUSE_RUNS,
  measureLighthouse,
} from './lib/lighthouse-figures.mjs';
import {
  measurePageWeight,
  WEIGHED_PAGES,
  weightTableRows,
} from './lib/page-weight.mjs';
import { describeRelevance, measureRelevance } from './lib/relevance.mjs';
import { describeSearch, measureSearch } from './lib/search-figures.mjs';
import {
  describeSearchScale,
  measureSearchScale,
} from './lib/search-scale.mjs';
import { describeSiteScale, measureSiteScale } from './lib/site-scale.mjs';
import { startSiteServer } from './lib/site-server.mjs';

const PORT = 4392;
const TARGETS = {
  firstLoadJsCssGzip: 150 * 1024,
  cpuSecondsPerPage: 0.25,
  peakMemoryBytes: 1.5 * 1024 ** 3,
  mobilePerformance: 98,
  mobileLcpMs: 1800,
};

const log = (message) => console.error(`[bench] ${message}`);

log('cold build');
const build = await measureBuild();
log('build again, with the cache the cold build left');
const warmBuild = await measureBuild({ warm: true });
const server = await startSiteServer(PORT);
let weight;
let search;
let relevance;
let devRebuild;
let lighthouseRows;
try {
  const browser = await launchBrowser();
  try {
    log('first-visit weight');
    weight = await measurePageWeight(browser, server.origin, WEIGHED_PAGES);
    log('search');
    search = await measureSearch(browser, server.origin);
    log('search relevance, beside Pagefind');
    relevance = await measureRelevance(browser, server.origin);
    log('development server: one page edited');
    devRebuild = await measureDevRebuild(browser, PORT + 1);
  } finally {
    await browser.close();
  }
  log(`lighthouse (${LIGHTHOUSE_RUNS} runs per page and form factor)`);
  lighthouseRows = await measureLighthouse(server.origin, WEIGHED_PAGES);
} finally {
  server.stop();
}

// Last: this build shares the build cache the two measured ones use.
log(`what the first-load chunks hold (build with source maps)`);
await buildWithSourceMaps();
const bundleServer = await startSiteServer(PORT + 2, BUNDLE_BUILD_DIR);
let bundles;
try {
  const browser = await launchBrowser();
  try {
    bundles = await measureBundles(
      browser,
      bundleServer.origin,
      WEIGHED_PAGES,
      BUNDLE_BUILD_DIR,
    );
  } finally {
    await browser.close();
  }
} finally {
  bundleServer.stop();
}

log('search at 1× and 10× the pages (two more builds)');
const searchScale = await measureSearchScale();
log('the site at 1× and 10× the pages (two more builds)');
const siteScale = await measureSiteScale();

const mark = (ok) => (ok ? 'yes' : 'NO');
const gib = (bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
const sections = [
  `Machine: ${os.cpus().length} × ${os.cpus()[0].model}, ${gib(os.totalmem())}, Node ${process.version}`,
  '## Build',
  markdownTable(
    [
      ['cold (no cache)', build],
      ['again (cache kept)', warmBuild],
    ].map(([kind, figures]) => ({
      build: kind,
      pages: figures.pages,
      'wall s': figures.wallSeconds.toFixed(1),
      'CPU s': figures.cpuSeconds.toFixed(1),
      'CPU s / page': figures.cpuSecondsPerPage.toFixed(3),
      '≤ 0.25': mark(figures.cpuSecondsPerPage <= TARGETS.cpuSecondsPerPage),
      'peak memory': gib(figures.peakMemoryBytes),
      '≤ 1.5 GiB': mark(figures.peakMemoryBytes <= TARGETS.peakMemoryBytes),
    })),
  ),
  `Development server: an edit to ${devRebuild.page} shows in the browser after ${ms(devRebuild.medianMs)} (median of ${devRebuild.timesMs.length}; target ≤ 1000 ms: ${mark(devRebuild.medianMs <= 1000)})`,
  '## Output by kind',
  markdownTable(
    Object.entries(build.output).map(([kind, { files, raw, gzip }]) => ({
      kind,
      files,
      raw: kb(raw),
      gzip: kb(gzip),
    })),
  ),
  '## First visit',
  markdownTable(weightTableRows(weight, TARGETS.firstLoadJsCssGzip)),
  `## Lighthouse (median of ${LIGHTHOUSE_RUNS})`,
  markdownTable(
    lighthouseRows.map((row) => ({
      page: row.page,
      form: row.formFactor,
      perf: row.performance,
      a11y: row.accessibility,
      'best pr.': row['best-practices'],
      seo: row.seo,
      FCP: ms(row.fcp),
      LCP: ms(row.lcp),
      TBT: ms(row.tbt),
      CLS: row.cls.toFixed(3),
      'failed audits': row.failedAudits.join(' ') || '-',
    })),
  ),
  '## Search',
  describeSearch(search, { kb, ms, markdownTable }),
  "## Search relevance (hit@5 ≥ 97 %, hit@1 ≥ 90 %, each at least Pagefind's)",
  describeRelevance(relevance, { markdownTable }),
  '## Search at 1× and 10× the pages (a first search at 10× ≤ 1.3× of 1×)',
  describeSearchScale(searchScale, { kb, markdownTable }),
  '## The site at 1× and 10× the pages (first visit at 10× ≤ 1.05× of 1×)',
  describeSiteScale(siteScale, { kb, ms, markdownTable }),
  '## What the first-load chunks hold',
  describeBundles(bundles, { markdownTable }),
];
const report = sections.join('\n\n');
console.log(report);
writeFileSync('bench/results.md', `${report}\n`);
writeFileSync(
  'bench/results.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0].model,
        memoryBytes: os.totalmem(),
        node: process.version,
      },
      targets: TARGETS,
      build,
      warmBuild,
      firstVisit: weight,
      lighthouse: lighthouseRows,
      search,
      relevance,
      searchScale,
      siteScale,
      devRebuild,
      bundles,
    },
    null,
    2,
  )}\n`,
);
