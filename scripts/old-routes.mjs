#!/usr/bin/env node
// Reads the routes of the previous Rslib site from a clone of its
// repository (web-infra-dev/rslib, pages under website/docs) and brings
// site/old-routes.json up to date: the commit read, every old route, and
// the redirects still needed. Where each old route this site lacks should
// lead is decided by hand: the script lists the old routes without a
// target and exits 1 while there are any.
//
//   node scripts/old-routes.mjs <clone of web-infra-dev/rslib> [<commit>]
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_LANGS } from '../site/language-list.mjs';
import { pageFilesIn } from './lib/page-files.mjs';
import { sourceRoute } from './lib/page-paths.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA = path.join(ROOT, 'site/old-routes.json');
const FOLDER = 'website/docs';
const LANGS = SITE_LANGS;

const [clone, revision = 'HEAD'] = process.argv.slice(2);
if (!clone) {
  console.error('usage: node scripts/old-routes.mjs <clone> [<commit>]');
  process.exit(2);
}
const git = (...args) =>
  execFileSync('git', ['-C', clone, ...args], { encoding: 'utf8' }).trim();

const commit = git('rev-parse', `${revision}^{commit}`);
// The previous site's pages: Markdown under a language folder, except the
// shared fragments its config leaves out of the routes.
const oldRoutes = git('ls-tree', '-r', '--name-only', commit, FOLDER)
  .split('\n')
  .map((file) => file.slice(FOLDER.length + 1))
  .filter(
    (file) =>
      LANGS.includes(file.split('/')[0]) &&
      /\.mdx?$/.test(file) &&
      !file.split('/').includes('shared'),
  )
  .map((file) => sourceRoute(file))
  .sort();

const current = new Set(
  LANGS.flatMap((lang) =>
    pageFilesIn(path.join(ROOT, 'docs', lang)).map((file) =>
      sourceRoute(`${lang}/${file}`),
    ),
  ),
);

const data = JSON.parse(readFileSync(DATA, 'utf8'));
const redirects = {};
for (const route of oldRoutes) {
  if (!current.has(route) && data.redirects[route]) {
    redirects[route] = data.redirects[route];
  }
}
const dropped = Object.keys(data.redirects).filter(
  (route) => !(route in redirects),
);
const unmapped = oldRoutes.filter(
  (route) => !current.has(route) && !(route in redirects),
);

writeFileSync(
  DATA,
  `${JSON.stringify(
    {
      source: { repository: 'web-infra-dev/rslib', folder: FOLDER, commit },
      oldRoutes,
      redirects,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `${oldRoutes.length} old routes at ${commit.slice(0, 12)}: ${oldRoutes.length - unmapped.length - Object.keys(redirects).length} are routes here, ${Object.keys(redirects).length} redirected`,
);
for (const route of dropped) {
  console.log(`no longer needed: ${route} → ${data.redirects[route]}`);
}
if (unmapped.length > 0) {
  console.error(
    `map these by hand in site/old-routes.json "redirects":\n${unmapped.join('\n')}`,
  );
  process.exit(1);
}
