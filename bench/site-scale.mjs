// The site at 1× and 10× its pages (bench/lib/site-scale.mjs): first-visit
// weight of the five bench pages, build time per page, and hover → page
// shown for client navigations, side by side. Not a test: prints the tables
// and writes bench/results/site-scale.json.
// Target: at 10× each page's first visit at most 5 % over 1×.
// Usage: npm run bench:site-scale
import { mkdirSync, writeFileSync } from 'node:fs';
import { kb, markdownTable, ms } from './lib/figures.mjs';
import { describeSiteScale, measureSiteScale } from './lib/site-scale.mjs';

const figures = await measureSiteScale();
console.log(describeSiteScale(figures, { kb, ms, markdownTable }));
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/site-scale.json',
  `${JSON.stringify(figures, null, 2)}\n`,
);
