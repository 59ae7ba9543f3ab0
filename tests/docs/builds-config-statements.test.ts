/**
 * Statements of the config pages that depend on how options combine:
 * the forms of output.filenameHash and the names and folder of compiled
 * WebAssembly files, each backed by a real build. The builds run one
 * after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

const ROUTE = '/config/rsbuild/output';

/** The smallest valid WebAssembly module: magic number and version. */
const EMPTY_WASM = '\0asm\u0001\0\0\0';

describe('output.filenameHash', () => {
  it('JS files ignore enable and format of the object form', async () => {
    expectPageSays(
      ROUTE,
      "With the object form, any object turns the JS hash on with 10 characters: `{ enable: false }` still writes `index.dc46408c4d.js`, and `{ format: 'contenthash:16' }` only lengthens the hash of CSS and asset files. Use a string to change the format.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts': "import './style.css';\nexport const answer = 42;\n",
        'src/style.css': '.box { color: red; }\n',
      },
      config: {
        output: { target: 'web' },
        lib: [
          {
            format: 'esm',
            output: {
              distPath: './dist/disabled',
              filenameHash: { enable: false },
            },
          },
          {
            format: 'esm',
            output: {
              distPath: './dist/object',
              filenameHash: { format: 'contenthash:16' },
            },
          },
          {
            format: 'esm',
            output: {
              distPath: './dist/string',
              filenameHash: 'contenthash:16',
            },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    const files = listFiles(root);
    expect(files).toHaveLength(6);
    expect(files).toEqual(
      expect.arrayContaining([
        'disabled/index.css',
        expect.stringMatching(/^disabled\/index\.[0-9a-f]{10}\.js$/),
        expect.stringMatching(/^object\/index\.[0-9a-f]{16}\.css$/),
        expect.stringMatching(/^object\/index\.[0-9a-f]{10}\.js$/),
        expect.stringMatching(/^string\/index\.[0-9a-f]{16}\.css$/),
        expect.stringMatching(/^string\/index\.[0-9a-f]{16}\.js$/),
      ]),
    );
  });
});

describe('compiled WebAssembly files', () => {
  it('are hashed by default and go to the wasm folder in both build modes', async () => {
    expectPageSays(
      ROUTE,
      'Compiled `.wasm` files are always named after their content hash, as in `static/wasm/2d751c6b40.module.wasm`, even with the default `false`.',
    );
    expectPageSays(
      ROUTE,
      "The `wasm` folder is only used when `.wasm` imports are compiled, which [lib.wasm](/config/lib/#wasm) does by default in bundle mode and on request (`mode: 'compile'`) in bundleless mode.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/empty.wasm': EMPTY_WASM,
        'src/index.ts': [
          '// @ts-nocheck',
          "import * as empty from './empty.wasm';",
          'export const wasm = empty;',
          '',
        ].join('\n'),
      },
      config: {
        lib: [
          { format: 'esm', output: { distPath: './dist/bundle' } },
          {
            format: 'esm',
            bundle: false,
            wasm: { mode: 'compile' },
            output: { distPath: './dist/bundleless' },
          },
          {
            format: 'esm',
            bundle: false,
            output: { distPath: './dist/preserve' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    const files = listFiles(root);
    for (const dir of ['bundle', 'bundleless']) {
      const wasmFiles = files.filter((file) => file.startsWith(`${dir}/`));
      expect(wasmFiles).toContainEqual(
        expect.stringMatching(
          new RegExp(`^${dir}/static/wasm/[0-9a-f]{10}\\.module\\.wasm$`),
        ),
      );
      expect(wasmFiles).not.toContain(`${dir}/static/wasm/empty.wasm`);
    }
    // the default bundleless mode preserves the import and copies the file
    expect(files.filter((file) => file.startsWith('preserve/'))).toEqual([
      'preserve/empty.wasm',
      'preserve/index.js',
    ]);
  });
});
