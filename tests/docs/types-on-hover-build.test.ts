/**
 * Types on hover: an example marked `twoslash` that stops type-checking
 * against the installed @rslib/core fails `rspress build`, and the error
 * names the page and the compiler's complaint, and nothing else fails. The
 * fixture is the smallest site the installed (patched) Rspress builds: one
 * language, the adapter's runtime-data plugin and the site's transformer.
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
// The installed Rspress is patched to load routes by group, which this
// plugin provides: without it the fixture's build also fails on a missing
// export, an error that has nothing to do with the example.
const ADAPTER = path.join(REPO_ROOT, 'rspress-adapter/build/index.ts');

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
        `import { pluginRspressRuntimeData } from ${JSON.stringify(ADAPTER)};`,
        '',
        'export default {',
        "  root: 'docs',",
        // What that plugin reads: the languages and their sidebars.
        "  lang: 'en',",
        "  locales: [{ lang: 'en', label: 'English' }],",
        "  plugins: [pluginRspressRuntimeData({ langs: ['en'], defaultLang: 'en' })],",
        `  markdown: { shiki: { transformers: [transformerTypesOnHover(${JSON.stringify(REPO_ROOT)})] } },`,
        '};',
        '',
      ].join('\n'),
      'docs/en/index.md': '# Home\n',
      'docs/en/typed-example.mdx': `# Typed\n\n${example('esm')}`,
      'docs/en/broken-example.mdx': `# Broken\n\n${example('esmodule')}`,
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

  test('fails for the type error alone', () => {
    const output = build.stdout + build.stderr;
    // Each error the bundler reports starts with the file it is in.
    const files = [...output.matchAll(/^File: (\S+)/gm)].map(
      ([, file]) => file,
    );
    expect(files.length).toBeGreaterThan(0);
    expect(
      files.filter((file) => !file.includes('broken-example.mdx')),
    ).toEqual([]);
  });
});
