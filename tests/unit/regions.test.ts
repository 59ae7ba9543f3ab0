/**
 * Stylesheets and browser-side script text cannot import site/regions.ts,
 * so they still write `data-region="…"` out. This test
 * reads them all and fails on a region name the list does not have, naming
 * the file: a renamed region is renamed everywhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { REGION } from '../../site/regions';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['theme', 'plugins', 'scripts', 'site', 'tests', 'bench'];
const NAMES = new Set<string>(Object.values(REGION));
/**
 * Test files that run where site/regions.ts cannot be imported: the script
 * the engine tests add to every page, sent to the browser as it is, and
 * their server, a Node .mjs module. Their names are checked above.
 */
const CANNOT_IMPORT_REGIONS = [
  'tests/engines/probe.js',
  'tests/engines/site-server.mjs',
];

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), {
    recursive: true,
    withFileTypes: true,
  })
    .filter(
      (entry) => entry.isFile() && /\.(?:tsx?|mjs|js|css)$/.test(entry.name),
    )
    .map((entry) =>
      path.relative(ROOT, path.join(entry.parentPath, entry.name)),
    );
}

describe('data-region names', () => {
  const files = FOLDERS.flatMap(filesUnder);

  it('every written-out region name is one of site/regions.ts', () => {
    const unknown = files.flatMap((file) =>
      [
        ...readFileSync(path.join(ROOT, file), 'utf8').matchAll(
          /data-region=\\?["']?([a-z][a-z-]*)/g,
        ),
      ]
        .map(([, name]) => name)
        .filter((name) => !NAMES.has(name))
        .map((name) => `${file}: data-region="${name}"`),
    );
    expect(
      unknown,
      'add the region to site/regions.ts or fix the name',
    ).toEqual([]);
  });

  it('tests write a region name out only where they cannot import the list', () => {
    const spelled = files.filter(
      (file) =>
        file.startsWith('tests/') &&
        file !== 'tests/unit/regions.test.ts' &&
        /data-region=\\?["']?[a-z]/.test(
          readFileSync(path.join(ROOT, file), 'utf8'),
        ),
    );
    expect(
      spelled.sort(),
      'use inRegion(REGION.…) or REGION.… from site/regions.ts',
    ).toEqual(CANNOT_IMPORT_REGIONS);
  });

  it('the theme writes every region of the list', () => {
    const theme = files
      .filter((file) => file.startsWith('theme/') && /\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(ROOT, file), 'utf8'))
      .join('\n');
    const unused = Object.keys(REGION).filter(
      (key) => !theme.includes(`REGION.${key}`),
    );
    expect(unused).toEqual([]);
  });
});
