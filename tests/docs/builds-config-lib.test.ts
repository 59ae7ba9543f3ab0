/**
 * Claims of the config reference pages, each backed by a real build of a
 * small sample library.
 */
import { afterAll, describe, expect } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { claimTest } from './helpers/page-claim';

const EXPORTING_ENTRY = { 'src/index.ts': 'export const answer = 42;\n' };

const UTILS_TREE = {
  'src/utils/index.ts': [
    "export { foo } from './foo';",
    "export { bar } from './bar';",
  ].join('\n'),
  'src/utils/foo/index.ts': "export const foo = 'foo';\n",
  'src/utils/bar/index.ts': "export const bar = 'bar';\n",
};

afterAll(removeFixtures);

describe('config: file names and layout', () => {
  claimTest(
    '/config/lib/auto-extension',
    '| not set | `.mjs` | `.js` | `.js` |',
    async () => {
      const { root, code } = await buildFixture({
        files: EXPORTING_ENTRY,
        config: {
          lib: [
            { format: 'esm' },
            { format: 'cjs', output: { distPath: 'dist/cjs' } },
            { format: 'umd', output: { distPath: 'dist/umd' } },
          ],
        },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual([
        'cjs/index.js',
        'index.mjs',
        'umd/index.js',
      ]);
    },
  );

  claimTest(
    '/config/lib/auto-extension',
    '| `"module"` | `.js` | `.cjs` | `.js` |',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: EXPORTING_ENTRY,
        config: {
          lib: [
            { format: 'esm' },
            { format: 'cjs' },
            { format: 'umd', output: { distPath: 'dist/umd' } },
          ],
        },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual([
        'index.cjs',
        'index.js',
        'umd/index.js',
      ]);
    },
  );

  claimTest(
    '/config/lib/bundle',
    'The output mirrors the sources, and `index.js` requires `./math.js` and `./utils/format.js`',
    async () => {
      const { root, code } = await buildFixture({
        files: {
          'src/index.ts': [
            "export { add } from './math';",
            "export { format } from './utils/format';",
          ].join('\n'),
          'src/math.ts':
            'export const add = (a: number, b: number) => a + b;\n',
          'src/utils/format.ts': 'export const format = String;\n',
        },
        config: {
          lib: [
            {
              format: 'cjs',
              bundle: false,
              source: { entry: { index: 'src/**' } },
            },
          ],
        },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual([
        'index.js',
        'math.js',
        'utils/format.js',
      ]);
      const index = readOutput(root, 'dist/index.js');
      expect(index).toContain('require("./math.js")');
      expect(index).toContain('require("./utils/format.js")');
    },
  );

  claimTest(
    '/config/lib/out-base',
    'All matched files are under `src/utils`, so that folder becomes the default `outBase` and the `utils` level disappears from the output',
    async () => {
      const { root, code } = await buildFixture({
        files: UTILS_TREE,
        config: {
          source: { entry: { index: 'src/utils/**' } },
          lib: [{ format: 'esm', bundle: false }],
        },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual([
        'bar/index.mjs',
        'foo/index.mjs',
        'index.mjs',
      ]);
    },
  );

  claimTest(
    '/config/lib/out-base',
    "Add `outBase: './src'` to keep the folder",
    async () => {
      const { root, code } = await buildFixture({
        files: UTILS_TREE,
        config: {
          source: { entry: { index: 'src/utils/**' } },
          lib: [{ format: 'esm', bundle: false, outBase: './src' }],
        },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual([
        'utils/bar/index.mjs',
        'utils/foo/index.mjs',
        'utils/index.mjs',
      ]);
    },
  );

  claimTest(
    '/config/lib/redirect',
    "With `false`, the extension written in the source is kept, and no extension stays no extension: the output above would contain `'./core/parser'` and `'./core/tokens.js'`. A directory import such as `'./core'` still becomes `'./core/index'`",
    async () => {
      const files = {
        'src/index.ts': [
          "export { parse } from './core/parser';",
          "export { tokens } from './core/tokens.js';",
          "export { core } from './core';",
        ].join('\n'),
        'src/core/index.ts': "export const core = 'core';\n",
        'src/core/parser.ts': "export const parse = 'parse';\n",
        'src/core/tokens.ts': "export const tokens = 'tokens';\n",
      };
      const redirected = await buildFixture({
        files,
        config: { lib: [{ format: 'esm', bundle: false }] },
      });
      expect(redirected.code).toBe(0);
      const withExtensions = readOutput(redirected.root, 'dist/index.mjs');
      expect(withExtensions).toContain('"./core/parser.mjs"');
      expect(withExtensions).toContain('"./core/tokens.mjs"');

      const kept = await buildFixture({
        files,
        config: {
          lib: [
            {
              format: 'esm',
              bundle: false,
              redirect: { js: { extension: false } },
            },
          ],
        },
      });
      expect(kept.code).toBe(0);
      const output = readOutput(kept.root, 'dist/index.mjs');
      expect(output).toContain('"./core/parser"');
      expect(output).toContain('"./core/tokens.js"');
      expect(output).toContain('"./core/index"');
    },
  );

  claimTest(
    '/config/lib/redirect',
    'The extension follows the declaration files: `.mjs` for `.d.mts`, `.cjs` for `.d.cts`, `.js` for `.d.ts`.',
    async () => {
      const { root, code } = await buildFixture({
        files: {
          'tsconfig.json': TSCONFIG,
          'src/index.ts': "export { parse } from './parser';\n",
          'src/parser.ts': 'export const parse = (text: string) => text;\n',
        },
        linkedDeps: ['typescript'],
        config: {
          lib: [
            {
              format: 'esm',
              bundle: false,
              dts: { autoExtension: true },
              output: { distPath: 'dist/esm' },
            },
            {
              format: 'cjs',
              bundle: false,
              dts: true,
              output: { distPath: 'dist/cjs' },
            },
          ],
        },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual([
        'cjs/index.d.ts',
        'cjs/index.js',
        'cjs/parser.d.ts',
        'cjs/parser.js',
        'esm/index.d.mts',
        'esm/index.mjs',
        'esm/parser.d.mts',
        'esm/parser.mjs',
      ]);
      expect(readOutput(root, 'dist/esm/index.d.mts')).toContain(
        "'./parser.mjs'",
      );
      expect(readOutput(root, 'dist/cjs/index.d.ts')).toContain(
        "'./parser.js'",
      );
    },
  );

  claimTest(
    '/config/lib/id',
    'If several items share a format, each gets the format name plus a number that starts at `0`: `esm0`, `esm1`, and so on.',
    async () => {
      const { code, output } = await buildFixture({
        files: EXPORTING_ENTRY,
        config: {
          lib: [
            { format: 'esm', output: { distPath: './dist/esm' } },
            {
              format: 'esm',
              id: 'modern',
              output: { distPath: './dist/modern' },
            },
            { format: 'cjs', output: { distPath: './dist/cjs' } },
            { format: 'esm', output: { distPath: './dist/legacy' } },
          ],
        },
      });
      expect(code).toBe(0);
      for (const id of ['esm0', 'modern', 'cjs', 'esm1']) {
        expect(output).toMatch(new RegExp(`built in [\\d.]+m?s \\(${id}\\)`));
      }
    },
  );

  claimTest(
    '/config/lib/id',
    'If none of the given ids exists, the command fails with `The following libs are not found: "nope".` When at least one id matches, ids that do not match are ignored.',
    async () => {
      const config = {
        lib: [
          { format: 'esm', id: 'custom', output: { distPath: 'dist/custom' } },
          { format: 'cjs' },
        ],
      };
      const missing = await buildFixture({ files: EXPORTING_ENTRY, config }, [
        '--lib',
        'nope',
      ]);
      expect(missing.code).not.toBe(0);
      expect(missing.output).toContain(
        'The following libs are not found: "nope".',
      );

      const partial = await buildFixture({ files: EXPORTING_ENTRY, config }, [
        '--lib',
        'custom',
        '--lib',
        'nope',
      ]);
      expect(partial.code).toBe(0);
      expect(listFiles(partial.root)).toEqual(['custom/index.mjs']);
    },
  );

  claimTest(
    '/config/rsbuild/output',
    'With `true`, files get a 10-character content hash (`index.3f2a9c41b0.js`)',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: EXPORTING_ENTRY,
        config: { output: { filenameHash: true }, lib: [{ format: 'esm' }] },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual([
        expect.stringMatching(/^index\.[0-9a-f]{10}\.js$/),
      ]);
    },
  );
});
