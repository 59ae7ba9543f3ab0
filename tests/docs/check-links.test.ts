/**
 * scripts/check-links.mjs, the post-build link check of `npm run build`:
 * run over a small built site, it reports each dead link, missing anchor
 * and missing image as `<page>: <kind> <href>` and exits 1, and it accepts
 * every form of working reference the site uses.
 */
import path from 'node:path';
import { afterAll, describe, expect, test } from '@rstest/core';
import { SITE_URL } from '../../site.config';
import { createFixture, removeFixtures } from './helpers/fixture';
import { runNode } from './helpers/run-node';

afterAll(removeFixtures);

const CHECKER = path.resolve(
  import.meta.dirname,
  '../../scripts/check-links.mjs',
);

/** References that resolve in the fixture site, one per supported form. */
const GOOD_REFERENCES = [
  '<a href="/guide/other">page, root-relative</a>',
  '<a href="other">page, relative</a>',
  `<a href="${SITE_URL}/guide/">page, absolute on the site's origin</a>`,
  '<a href="/guide">directory without its slash</a>',
  '<a href="/guide/other#known-section">anchor on another page</a>',
  '<a href="#on-this-page">anchor on this page</a>',
  '<a href="/guide/other#legacy-name">anchor set with a name</a>',
  '<a href="/llms.txt">file written by a plugin</a>',
  '<a href="https://example.com/nowhere">other site: not checked</a>',
  '<a href="mailto:team@example.com">mail: not checked</a>',
  '<img src="/static/logo.png" alt="">',
  '<picture><source srcset="/static/logo.png 1x, ../static/logo-2x.png 2x"><img src="../static/logo.png" alt=""></picture>',
];

/** One broken reference of each kind, and the line the checker must print. */
const BAD_REFERENCES = [
  {
    html: '<a href="/guide/missing">dead page</a>',
    problem: 'guide/page.html: dead link /guide/missing',
  },
  {
    // Absolute on SITE_URL: proves the checker's origin matches the site's.
    html: `<a href="${SITE_URL}/guide/other#nowhere">dead anchor</a>`,
    problem: `guide/page.html: missing anchor ${SITE_URL}/guide/other#nowhere`,
  },
  {
    html: '<img src="../static/missing.png" alt="">',
    problem: 'guide/page.html: missing image ../static/missing.png',
  },
];

function page(body: string[]): string {
  return `<!doctype html><html><body>${body.join('\n')}</body></html>`;
}

/** A built site whose guide/page.html carries `references`. */
function builtSite(references: string[]): string {
  return createFixture({
    files: {
      'index.html': page(['<h1 id="home">Home</h1>']),
      'guide/index.html': page(['<h1>Guide</h1>']),
      'guide/other.html': page([
        '<h2 id="known-section">Known</h2>',
        '<a name="legacy-name"></a>',
      ]),
      'guide/page.html': page([
        '<h2 id="on-this-page">Here</h2>',
        ...references,
      ]),
      'llms.txt': '# Site\n',
      'static/logo.png': 'png',
      'static/logo-2x.png': 'png',
    },
  });
}

function problemLines(stderr: string): string[] {
  return stderr
    .split('\n')
    .filter((line) => /^\S+\.html: /.test(line))
    .sort();
}

describe('check-links', () => {
  test('reports exactly the dead link, the missing anchor and the missing image, and fails', async () => {
    const dir = builtSite([
      ...GOOD_REFERENCES,
      ...BAD_REFERENCES.map((bad) => bad.html),
    ]);
    const result = await runNode([CHECKER, dir], dir);
    expect(problemLines(result.stderr)).toEqual(
      BAD_REFERENCES.map((bad) => bad.problem).sort(),
    );
    expect(result.code).toBe(1);
  });

  test('passes a site whose links, anchors and images all resolve', async () => {
    const dir = builtSite(GOOD_REFERENCES);
    const result = await runNode([CHECKER, dir], dir);
    expect(result.stderr).toBe('');
    // 8 links and 4 image addresses (img src, both srcset candidates) on
    // this site; the others leave it. A count short of that means skipped.
    expect(result.stdout).toContain('12 links and images on 4 pages');
    expect(result.code).toBe(0);
  });
});
