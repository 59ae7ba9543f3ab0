/**
 * Basic guide pages: how command-line flags and lib items combine with the
 * top level of the config. Arrays and objects from the top level are merged
 * with the item's value, not replaced by it. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

/** Lowered for old targets, kept as written for current ones. */
const MODERN_SOURCE = 'export const pick = (value) => value?.name ?? "none";\n';

describe('CLI flags and top-level options', () => {
  const ROUTE = '/guide/basic/cli';

  it('--externals keeps top-level externals and --entry adds to a top-level entry', async () => {
    expectPageSays(
      ROUTE,
      '| `--externals <pkg>` | `output.externals`. Repeatable; the list replaces the externals of the lib item, while externals set at the top level are kept. |',
    );
    expectPageSays(
      ROUTE,
      "with `output.externals: ['lodash']` at the top level, `--externals react` keeps both packages external; `--entry` adds to the entries of a top-level `source.entry`",
    );
    // Neither package is installed: the build only succeeds if both stay external.
    const files = {
      'src/index.js': [
        "import lodash from 'lodash';",
        "import react from 'react';",
        'export const both = [lodash, react];',
        '',
      ].join('\n'),
      'src/cli.js': 'export const cli = true;\n',
    };
    const topLevel = await buildFixture(
      {
        files,
        config: {
          output: { externals: ['lodash'] },
          source: { entry: { index: './src/index.js' } },
          lib: [{ format: 'esm' }],
        },
      },
      ['--externals', 'react', '--entry', 'cli=src/cli.js'],
    );
    expect(topLevel.code, topLevel.output).toBe(0);
    expect(listFiles(topLevel.root)).toEqual(['cli.mjs', 'index.mjs']);
    const index = readOutput(topLevel.root, 'dist/index.mjs');
    expect(index).toContain('from "lodash"');
    expect(index).toContain('from "react"');

    // On the lib item, the same values are replaced by the flags.
    const onItemSpec = {
      files,
      config: {
        lib: [
          {
            format: 'esm',
            output: { externals: ['lodash'] },
            source: { entry: { index: './src/index.js' } },
          },
        ],
      },
    };
    const onItem = await buildFixture(onItemSpec, [
      '--externals',
      'react',
      '--entry',
      'cli=src/cli.js',
    ]);
    expect(onItem.code).toBe(0);
    expect(listFiles(onItem.root)).toEqual(['cli.mjs']);
    const withIndex = await buildFixture(onItemSpec, ['--externals', 'react']);
    expect(withIndex.code).not.toBe(0);
    expect(withIndex.output).toContain("Can't resolve 'lodash'");
  });
});

describe('lib.syntax from the command line', () => {
  const ROUTE = '/guide/advanced/output-compatibility';

  it('one --syntax overrides a top-level string; two flags are joined with it', async () => {
    expectPageSays(
      ROUTE,
      "So `--syntax es2022` overrides a top-level `syntax: 'es2015'`, but two `--syntax` flags do not: the output is still lowered to ES2015.",
    );
    expectPageSays(
      '/guide/basic/cli',
      '`--syntax` joins a top-level `syntax` array, so the oldest target of the combined list decides what is lowered.',
    );
    const spec = {
      files: { 'src/index.js': MODERN_SOURCE },
      config: { syntax: 'es2015', lib: [{ format: 'esm' }] },
    };
    const single = await buildFixture(spec, ['--syntax', 'es2022']);
    expect(single.code, single.output).toBe(0);
    expect(readOutput(single.root, 'dist/index.mjs')).toContain('value?.name');

    const twoFlags = await buildFixture(spec, [
      '--syntax',
      'chrome >= 100',
      '--syntax',
      'firefox >= 100',
    ]);
    expect(twoFlags.code, twoFlags.output).toBe(0);
    const lowered = readOutput(twoFlags.root, 'dist/index.mjs');
    expect(lowered).not.toContain('?.');
    expect(lowered).not.toContain('??');

    const topLevelArray = await buildFixture(
      {
        files: { 'src/index.js': MODERN_SOURCE },
        config: { syntax: ['chrome >= 60'], lib: [{ format: 'esm' }] },
      },
      ['--syntax', 'chrome >= 100'],
    );
    expect(topLevelArray.code, topLevelArray.output).toBe(0);
    expect(readOutput(topLevelArray.root, 'dist/index.mjs')).not.toContain(
      '?.',
    );
  });
});

describe('merging the top level into lib items', () => {
  const ROUTE = '/guide/basic/configure-rslib';

  it('arrays set at the top level and on the item are joined', async () => {
    expectPageSays(
      ROUTE,
      'a single value set on the item beats the same value set at the top level, while arrays set at both levels are joined.',
    );
    expectPageSays(
      ROUTE,
      "with `syntax: ['chrome >= 60']` at the top level and `syntax: ['chrome >= 100']` on the item, the item's output is still lowered for Chrome 60.",
    );
    const { root, code, output } = await buildFixture({
      files: {
        'src/index.js': [
          "import lodash from 'lodash';",
          "import react from 'react';",
          'export const both = [lodash, react];',
          MODERN_SOURCE,
        ].join('\n'),
      },
      config: {
        syntax: ['chrome >= 60'],
        output: { externals: ['lodash'] },
        lib: [
          {
            format: 'esm',
            syntax: ['chrome >= 100'],
            output: { externals: ['react'] },
          },
        ],
      },
    });
    // Neither package is installed: both must have stayed external.
    expect(code, output).toBe(0);
    const js = readOutput(root, 'dist/index.mjs');
    expect(js).toContain('from "lodash"');
    expect(js).toContain('from "react"');
    expect(js).not.toContain('?.');

    // A single value on the item does win.
    const strings = await buildFixture({
      files: { 'src/index.js': MODERN_SOURCE },
      config: { syntax: 'es2015', lib: [{ format: 'esm', syntax: 'es2022' }] },
    });
    expect(strings.code, strings.output).toBe(0);
    expect(readOutput(strings.root, 'dist/index.mjs')).toContain('value?.name');
  });
});
