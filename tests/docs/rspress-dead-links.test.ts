/**
 * The first layer of the link gate: with the site's `markdown.link` and
 * `markdown.image` settings, `rspress build` itself fails on a Markdown
 * link to a missing page, a link to a missing heading and a missing image,
 * and names each one. (Links written as HTML/JSX are left to
 * scripts/check-links.mjs, see check-links.test.ts.)
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import siteConfig from '../../rspress.config';
import { createFixture, removeFixtures } from './helpers/fixture';
import { type NodeResult, runNode } from './helpers/run-node';

afterAll(removeFixtures);

const RSPRESS_BIN = path.resolve(
  import.meta.dirname,
  '../../node_modules/@rspress/core/bin/rspress.js',
);

let root: string;
let build: NodeResult;

beforeAll(async () => {
  const config = {
    root: 'docs',
    markdown: {
      link: siteConfig.markdown?.link,
      image: siteConfig.markdown?.image,
    },
  };
  // Not linked to the repository's node_modules: Rspress writes its
  // temporary runtime files there, which the site's own build uses too.
  root = createFixture({
    files: {
      'rspress.config.mjs': `export default ${JSON.stringify(config)};\n`,
      'docs/index.md': '# Home\n\n[Target](/target)\n',
      'docs/target.md': '# Target\n\n## Known section\n',
      'docs/dead-link.md': '# Dead link\n\n[gone](/missing-page)\n',
      'docs/dead-anchor.md':
        '# Dead anchor\n\n[gone](/target#missing-section)\n',
      'docs/dead-image.md': '# Dead image\n\n![gone](./missing.png)\n',
    },
  });
  build = await runNode([RSPRESS_BIN, 'build'], root);
  // A build, like the tests of this suite (rstest.docs.config.ts), needs
  // far more than the 10 s a hook gets by default on a busy machine.
}, 240_000);

describe('rspress build with the site link settings', () => {
  test('fails', () => {
    expect(build.code).not.toBe(0);
  });

  test.each([
    ['dead link', 'Dead links found in', 'dead-link.md', '(/missing-page)'],
    [
      'dead anchor',
      'Dead anchors found in',
      'dead-anchor.md',
      '(/target#missing-section)',
    ],
    [
      'missing image',
      'Dead images found in',
      'dead-image.md',
      '(./missing.png)',
    ],
  ])('names the %s and its page', (_kind, heading, file, link) => {
    const output = build.stdout + build.stderr;
    const at = output.indexOf(`${heading} ${path.join(root, 'docs', file)}:\n`);
    expect(at).toBeGreaterThanOrEqual(0);
    const nextLine = output.slice(at).split('\n')[1];
    expect(nextLine).toContain(link);
  });
});
