import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = path.join(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, 'doc_build');

/** The packages whose messages send readers to this site. */
const PACKAGES = ['@rslib/core', 'rsbuild-plugin-dts'];

/** Every address of the site that a package's shipped code prints. */
function addressesIn(pkg: string): string[] {
  const dist = path.join(ROOT, 'node_modules', pkg, 'dist');
  const found = new Set<string>();
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(c|m)?js$/.test(file)) continue;
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const [address] of code.matchAll(/https:\/\/rslib\.rs\/[^\s"'`)]*/g))
      found.add(address);
  }
  return [...found];
}

/** The built page an address of the site serves. */
function builtPage(pathname: string) {
  const clean = pathname.replace(/\/$/, '/index').replace(/\.html$/, '');
  return path.join(BUILD, `${clean}.html`);
}

// Rslib's errors and warnings link to pages of this site, some to a
// heading: each one must lead to its page and, where it names one, its
// heading, in the version the site documents.
test('every address of the site that Rslib prints leads to its page and heading', () => {
  const addresses = PACKAGES.flatMap(addressesIn);
  expect(addresses.length).toBeGreaterThan(2);
  for (const address of addresses) {
    const { pathname, hash } = new URL(address);
    const html = readFileSync(builtPage(pathname), 'utf8');
    if (hash) {
      expect(html, `${address}: its heading`).toContain(
        `id="${decodeURIComponent(hash.slice(1))}"`,
      );
    }
  }
});
