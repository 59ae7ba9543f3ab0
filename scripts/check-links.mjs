// Fails when a built page links to a page, file or #anchor that the build
// did not produce, or shows an image that is missing. Runs after
// `rspress build`, over the HTML a visitor actually gets, so links written
// as HTML/JSX and anchors are covered, not only Markdown links.
// Usage: node scripts/check-links.mjs [dir=doc_build]
import { SITE_URL } from '../site/site-url.mjs';
import { findBrokenLinks } from './link-check/find-broken-links.mjs';

// Absolute links to the site's own origin are checked like root-relative ones.
const SITE_ORIGIN = new URL(SITE_URL).origin;

const dir = process.argv[2] ?? 'doc_build';

const { problems, pages, references } = findBrokenLinks(dir, SITE_ORIGIN);
for (const { page, kind, href } of problems) {
  console.error(`${page}: ${kind} ${href}`);
}
if (problems.length > 0) {
  console.error(`${problems.length} broken link(s) in ${dir}/`);
  process.exit(1);
}
console.log(
  `${references} links and images on ${pages} pages of ${dir}/ all resolve`,
);
