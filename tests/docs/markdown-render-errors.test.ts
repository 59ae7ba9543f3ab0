/**
 * A page whose Markdown copy (llms.txt, "Copy Markdown") cannot be rendered
 * fails the build with the error. Without
 * patches/react-render-to-markdown+19.1.0.patch the renderer dropped such
 * errors unless DEBUG was set, and the build wrote a wrong or empty copy.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { createFixture, removeFixtures } from './helpers/fixture';
import { type NodeResult, runNode } from './helpers/run-node';

afterAll(removeFixtures);

const RSPRESS_BIN = path.resolve(
  import.meta.dirname,
  '../../node_modules/@rspress/core/bin/rspress.js',
);

let build: NodeResult;

beforeAll(async () => {
  const root = createFixture({
    files: {
      'rspress.config.mjs': 'export default { root: "docs", llms: true };\n',
      // Renders in the browser and in the HTML; throws only in the Markdown copy.
      'docs/index.mdx': `# Home

{import.meta.env.SSG_MD ? (() => { throw new Error('no Markdown for this page'); })() : 'Shown in HTML.'}
`,
    },
  });
  build = await runNode([RSPRESS_BIN, 'build'], root);
}, 240_000);

describe('rspress build of a page whose Markdown copy throws', () => {
  test('fails and says why', () => {
    expect(build.code).not.toBe(0);
    expect(build.stdout + build.stderr).toContain('no Markdown for this page');
  });
});
