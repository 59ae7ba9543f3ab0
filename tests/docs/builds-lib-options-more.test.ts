/**
 * Lib option pages: bundleless layout with several entry keys, file-only
 * bundle entries, the `--syntax` flag against a top-level `syntax`, and
 * which files get isolated declarations, each backed by a real build. The
 * builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runNode } from './helpers/run-node';

afterAll(removeFixtures);

describe('lib.bundle: entries', () => {
  const ROUTE = '/config/lib/bundle';

  it('lays out each bundleless entry key relative to its own folder unless outBase is set', async () => {
    expectPageSays(
      ROUTE,
      "With several keys, such as `{ a: 'src/a/**', b: 'src/b/**' }`, the files of both folders land directly in `dist/`, and an import from one folder to the other points to a path that does not exist. Set `outBase` (for example `'./src'`) when you split the sources across keys.",
    );
    const entry = { a: 'src/a/**', b: 'src/b/**' };
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/a/x.ts': "import { y } from '../b/y';\nexport const x = y + 1;\n",
        'src/b/y.ts': 'export const y = 1;\n',
      },
      config: {
        bundle: false,
        source: { entry },
        lib: [
          { format: 'esm', output: { distPath: './dist/keys' } },
          {
            format: 'esm',
            outBase: './src',
            output: { distPath: './dist/out-base' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual([
      'keys/x.js',
      'keys/y.js',
      'out-base/a/x.js',
      'out-base/b/y.js',
    ]);
    expect(readOutput(root, 'dist/keys/x.js')).toContain('from "../b/y.js"');
    const flat = await runNode(['dist/keys/x.js'], root);
    expect(flat.code).not.toBe(0);
    expect(flat.stderr).toContain('ERR_MODULE_NOT_FOUND');
    const kept = await runNode(['dist/out-base/a/x.js'], root);
    expect(kept.code, kept.stderr).toBe(0);
  });

  it('rejects a bundle entry without its file extension', async () => {
    expectPageSays(
      ROUTE,
      '`./src/index` fails even when `src/index.ts` exists, so write `./src/index.ts`.',
    );
    const files = { 'src/index.ts': 'export const answer = 42;\n' };
    const bare = await buildFixture({
      files,
      config: {
        lib: [{ format: 'esm', source: { entry: { index: './src/index' } } }],
      },
    });
    expect(bare.code).not.toBe(0);
    expect(bare.output).toContain(
      'Glob pattern "./src/index" is not supported when "bundle" is "true"',
    );
    const withExtension = await buildFixture({
      files,
      config: {
        lib: [
          { format: 'esm', source: { entry: { index: './src/index.ts' } } },
        ],
      },
    });
    expect(withExtension.code, withExtension.output).toBe(0);
    expect(listFiles(withExtension.root)).toEqual(['index.mjs']);
  });
});

describe('lib.syntax: the --syntax flag', () => {
  it('is merged with a top-level syntax instead of replacing it', async () => {
    expectPageSays(
      '/config/lib/syntax',
      "A repeated flag is an array, so with `syntax: 'es2015'` at the top level of the config this command still lowers the code to ES2015.",
    );
    const files = {
      'src/index.js': 'export const pick = (value) => value?.a ?? 1;\n',
    };
    const flags = ['build', '--syntax', 'esnext', '--syntax', 'node >= 20'];
    const topLevel = await buildFixture(
      {
        packageJson: { type: 'module' },
        files,
        config: { syntax: 'es2015', lib: [{ format: 'esm' }] },
      },
      flags,
    );
    expect(topLevel.code, topLevel.output).toBe(0);
    const lowered = readOutput(topLevel.root, 'dist/index.js');
    expect(lowered).not.toContain('?.');
    expect(lowered).not.toContain('??');
    const inItem = await buildFixture(
      {
        packageJson: { type: 'module' },
        files,
        config: { lib: [{ format: 'esm', syntax: 'es2015' }] },
      },
      flags,
    );
    expect(inItem.code, inItem.output).toBe(0);
    expect(readOutput(inItem.root, 'dist/index.js')).toContain('value?.a ?? 1');
  });
});

describe('lib.dts: isolated declarations', () => {
  it('skips files left out by a negated entry glob, which tsgo still declares', async () => {
    expectPageSays(
      '/config/lib/dts',
      "A file left out with a negated glob such as `'!src/**/*.test.ts'` gets no declaration file with `isolated`, while `tsgo` and the Compiler API still emit one unless the tsconfig excludes it too.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'tsconfig.json': TSCONFIG,
        'src/index.ts': 'export const answer: number = 42;\n',
        'src/index.test.ts': 'export const checked: boolean = true;\n',
      },
      linkedDeps: ['typescript'],
      config: {
        bundle: false,
        source: { entry: { index: ['src/**', '!src/**/*.test.ts'] } },
        lib: [
          {
            format: 'esm',
            dts: { isolated: true },
            output: { distPath: './dist/isolated' },
          },
          { format: 'esm', dts: true, output: { distPath: './dist/tsgo' } },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(output).toContain('declaration files generated with tsgo');
    expect(listFiles(root)).toEqual([
      'isolated/index.d.ts',
      'isolated/index.js',
      'tsgo/index.d.ts',
      'tsgo/index.js',
      'tsgo/index.test.d.ts',
    ]);
  });
});
