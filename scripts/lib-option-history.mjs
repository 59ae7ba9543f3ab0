#!/usr/bin/env node
// Writes site/lib-option-history.json: for every lib option that a published
// @rslib/core declared, the first version that declared it, the version
// whose declarations first marked it @deprecated, and the first version
// that no longer declared it. The build reads the file to put a version
// badge beside option headings (plugins/option-history).
//
// Every stable version the registry lists is read: `npm pack` fetches all of
// their tarballs in about 20 seconds, less than a bisection would save, and
// reading each one also catches an option that came and went between two
// releases. Tarballs and their unpacked declarations are kept in the cache
// folder (outside the repository) for the next run.
//
//   node scripts/lib-option-history.mjs [--cache <dir>] [--check]
//
// --check compares with the committed file instead of writing it, and
// exits 1 when they differ.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  libOptionTree,
  optionHistory,
  stableVersions,
  unpackVersions,
} from './lib/lib-option-tree.mjs';

const OUT = path.resolve(
  import.meta.dirname,
  '../site/lib-option-history.json',
);

const { values } = parseArgs({
  options: {
    cache: {
      type: 'string',
      default: path.join(tmpdir(), 'rslib-option-history'),
    },
    check: { type: 'boolean', default: false },
  },
});

const published = JSON.parse(
  execFileSync('npm', ['view', '@rslib/core', 'versions', '--json'], {
    encoding: 'utf8',
  }),
);
const versions = stableVersions(published);
console.log(
  `@rslib/core: ${versions.length} stable versions, ${versions[0]} to ${versions.at(-1)}`,
);
const trees = unpackVersions(versions, values.cache).map((unpacked) => ({
  version: unpacked.version,
  tree: libOptionTree(unpacked),
}));
const history = optionHistory(trees);
const text = `${JSON.stringify(history, null, 2)}\n`;

const entries = Object.entries(history.options);
const count = (field) => entries.filter(([, entry]) => entry[field]).length;
console.log(
  `${entries.length} option paths; ${entries.filter(([, entry]) => entry.added !== history.firstVersion).length} added after ${history.firstVersion}, ${count('deprecated')} deprecated, ${count('removed')} removed`,
);

if (values.check) {
  if (readFileSync(OUT, 'utf8') !== text) {
    console.error(
      `${path.relative(process.cwd(), OUT)} differs from the published versions; run node scripts/lib-option-history.mjs`,
    );
    process.exit(1);
  }
  console.log(`${path.relative(process.cwd(), OUT)} is up to date`);
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
}
