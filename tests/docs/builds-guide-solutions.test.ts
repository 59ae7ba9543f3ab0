/**
 * Solution guides and the options they lean on: the default syntax of a
 * Node.js package without `engines`, and how the default `outBase` lays out
 * bundleless entries split across keys, each backed by a real build. The
 * builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { OUT_BASE_EXAMPLE_SOURCES } from './helpers/out-base-sources';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

describe('guide: Node.js syntax without engines', () => {
  const ROUTE = '/guide/solution/nodejs';

  it('keeps modern syntax but rewrites `using` declarations and `accessor` fields', async () => {
    expectPageSays(
      ROUTE,
      'Without an `engines` field, Rslib compiles for the latest Node.js release, so almost all syntax you write, optional chaining and class private fields included, stays as it is; `using` declarations and `accessor` fields in TypeScript sources are still rewritten into helper code.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts': [
          'export function read(resource: Disposable & { value?: number }) {',
          '  using handle = resource;',
          '  return handle?.value ?? 0;',
          '}',
          'export class Counter {',
          '  static #created = 0;',
          '  accessor count = 0;',
          '  static created() {',
          '    return Counter.#created;',
          '  }',
          '}',
          '',
        ].join('\n'),
      },
      config: { lib: [{ format: 'esm' }] },
    });
    expect(code, output).toBe(0);
    const esm = readOutput(root, 'dist/index.js');
    // Kept as written.
    expect(esm).toContain('handle?.value ?? 0');
    expect(esm).toContain('static #created = 0;');
    // Rewritten.
    expect(esm).not.toMatch(/\busing handle\b/);
    expect(esm).toContain('_ts_add_disposable_resource');
    expect(esm).not.toMatch(/\baccessor count\b/);
    expect(esm).toMatch(/get count\(\)/);
  });
});

describe('lib.outBase: default base', () => {
  const ROUTE = '/config/lib/out-base';

  const TREE = OUT_BASE_EXAMPLE_SOURCES;

  it('lays out each entry key against its own folder; the redirect boundary spans all keys', async () => {
    expectPageSays(
      ROUTE,
      "With several keys, each key gets its own base: `{ utils: 'src/utils/**', shared: 'src/shared/**' }` writes `src/utils/foo/index.ts` to `dist/foo/index.js` and `src/shared/tag.ts` to `dist/tag.js`, so imports between the two folders point to paths that do not exist. List the globs under one key, or set `outBase`, to keep the folders apart.",
    );
    expectPageSays(
      ROUTE,
      'Without `outBase`, this boundary is the common folder of the files matched by all keys together, not the per-key folder used for the layout.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: TREE,
      config: {
        bundle: false,
        lib: [
          {
            format: 'esm',
            source: {
              entry: { utils: 'src/utils/**', shared: 'src/shared/**' },
            },
            output: { distPath: './dist/keys' },
          },
          {
            format: 'esm',
            source: { entry: { index: ['src/utils/**', 'src/shared/**'] } },
            output: { distPath: './dist/one-key' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    // One base for all matched files (src) would keep utils/ and shared/.
    expect(listFiles(root)).toEqual([
      'keys/bar/index.js',
      'keys/foo/index.js',
      'keys/index.js',
      'keys/tag.js',
      'one-key/shared/tag.js',
      'one-key/utils/bar/index.js',
      'one-key/utils/foo/index.js',
      'one-key/utils/index.js',
    ]);
    // src/shared is inside the boundary of both keys together, so the
    // import is rewritten, to a file that the per-key layout did not write.
    expect(readOutput(root, 'dist/keys/foo/index.js')).toContain(
      'from "../../shared/tag.js"',
    );
  });

  it('fails the build when an entry matches no file instead of using the project root', async () => {
    expectPageSays(
      ROUTE,
      'An entry that matches no source file does not fall back to any folder: the build fails with `No entry files matching …`.',
    );
    const { code, output } = await buildFixture({
      files: { 'src/index.ts': 'export const answer = 42;\n' },
      config: {
        lib: [
          {
            format: 'esm',
            bundle: false,
            source: { entry: { index: 'src/missing/**' } },
          },
        ],
      },
    });
    expect(code).not.toBe(0);
    expect(output).toContain('No entry files matching src/missing/**');
  });
});
