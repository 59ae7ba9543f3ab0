/**
 * Types on hover: an example marked `twoslash` that stops type-checking
 * against the installed @rslib/core fails `rspress build`, and the error
 * names the page and the compiler's complaint. The fixture site uses the
 * site's own transformer.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { createFixture, removeFixtures } from './helpers/fixture';
import { type NodeResult, runNode } from './helpers/run-node';

afterAll(removeFixtures);

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const RSPRESS_BIN = path.join(
  REPO_ROOT,
  'node_modules/@rspress/core/bin/rspress.js',
);
const TRANSFORMER = path.join(REPO_ROOT, 'plugins/twoslash/transformer.ts');

const example = (format: string) =>
  [
    '```ts title="rslib.config.ts" twoslash',
    "import { defineConfig } from '@rslib/core';",
    '',
    `export default defineConfig({ lib: [{ format: '${format}' }] });`,
    '```',
    '',
  ].join('\n');

let build: NodeResult;

beforeAll(async () => {
  // Not linked to the repository's node_modules: Rspress writes its
  // temporary runtime files there, which the site's own build uses too.
  const root = createFixture({
    files: {
      'rspress.config.ts': [
        `import { transformerTypesOnHover } from ${JSON.stringify(TRANSFORMER)};`,
        '',
        'export default {',
        "  root: 'docs',",
        `  markdown: { shiki: { transformers: [transformerTypesOnHover(${JSON.stringify(REPO_ROOT)})] } },`,
        '};',
        '',
      ].join('\n'),
      'docs/index.md': '# Home\n',
      'docs/typed-example.mdx': `# Typed\n\n${example('esm')}`,
      'docs/broken-example.mdx': `# Broken\n\n${example('esmodule')}`,
    },
  });
  build = await runNode([RSPRESS_BIN, 'build'], root);
}, 240_000);

describe('rspress build with an example that does not type-check', () => {
  test('fails', () => {
    expect(build.code).not.toBe(0);
  });

  test('names the page and what the compiler reports', () => {
    const output = build.stdout + build.stderr;
    expect(output).toContain('broken-example.mdx');
    // TS2769: no overload of defineConfig takes `format: 'esmodule'`.
    expect(output).toMatch(/does not type-check[\s\S]*2769/);
    expect(output).not.toContain('typed-example.mdx');
  });
});
