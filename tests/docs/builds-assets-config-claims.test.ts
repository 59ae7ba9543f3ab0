/**
 * Static assets and config structure: the conditions under which the
 * pages' rules stop holding (CommonJS output, Node.js addons, bundleless
 * entries, top-level lib options), each backed by a real build. The builds
 * run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runModuleCode, runNode } from './helpers/run-node';

afterAll(removeFixtures);

describe('static assets', () => {
  const ROUTE = '/guide/advanced/static-assets';

  it('cjs output that references a pdf cannot find its public path in Node.js; a concrete assetPrefix can', async () => {
    expectPageSays(
      '/config/rsbuild/source',
      'In `cjs` output loaded by Node.js, that expression cannot find the public path and throws before any of your code runs',
    );
    expectPageSays(
      ROUTE,
      'In `cjs` output, that public path can only be found in a browser page: loading the built file in Node.js throws `Automatic publicPath is not supported in this browser` before any of your code runs. A concrete [output.assetPrefix](/config/rsbuild/output) avoids the lookup.',
    );
    const { root, code, output } = await buildFixture({
      files: {
        'src/assets/guide.pdf': '%PDF-1.4\n',
        'src/index.ts': [
          '// @ts-nocheck',
          "console.log('library code ran');",
          "export { default as guide } from './assets/guide.pdf';",
          '',
        ].join('\n'),
      },
      config: {
        lib: [
          { format: 'esm', output: { distPath: './dist/esm' } },
          { format: 'cjs', output: { distPath: './dist/cjs' } },
          {
            format: 'cjs',
            output: {
              distPath: './dist/prefixed',
              assetPrefix: 'https://cdn.example.com/',
            },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(readOutput(root, 'dist/cjs/index.js')).toContain(
      '__webpack_require__.p + "static/assets/guide.pdf"',
    );

    const cjs = await runNode(
      ['-e', "console.log(require('./dist/cjs/index.js').guide)"],
      root,
    );
    expect(cjs.code).not.toBe(0);
    expect(cjs.stderr).toContain(
      'Automatic publicPath is not supported in this browser',
    );
    expect(cjs.stdout).not.toContain('library code ran');

    // ESM output finds the public path through import.meta.url.
    const esm = await runModuleCode(
      "import { guide } from './dist/esm/index.mjs'; console.log(guide);",
      root,
    );
    expect(esm.code, esm.stderr).toBe(0);
    expect(esm.stdout).toContain('/dist/esm/static/assets/guide.pdf');

    const prefixed = await runNode(
      ['-e', "console.log(require('./dist/prefixed/index.js').guide)"],
      root,
    );
    expect(prefixed.code, prefixed.stderr).toBe(0);
    expect(prefixed.stdout).toContain(
      'https://cdn.example.com/static/assets/guide.pdf',
    );
  });

  it('a bundleless new URL() target that is not JavaScript stops the build until it is excluded from the entry', async () => {
    expectPageSays(
      ROUTE,
      "In bundleless mode, the default entry `src/**` also turns the referenced file into an entry of its own, compiled as JavaScript: a file that is not valid JavaScript, such as a binary `engine.bin`, stops the build with `Module parse failed`. Exclude such files from [source.entry](/config/rsbuild/source), for example `index: ['./src/**', '!./src/assets/*.bin']`.",
    );
    const files = {
      'src/assets/engine.bin': '\u0000\u0001\u0002 engine bytes \u00ff\n',
      'src/index.ts':
        "export const engineUrl = new URL('./assets/engine.bin', import.meta.url);\n",
    };
    const failed = await buildFixture({
      packageJson: { type: 'module' },
      files,
      config: { lib: [{ format: 'esm', bundle: false }] },
    });
    expect(failed.code).not.toBe(0);
    expect(failed.output).toContain('./src/assets/engine.bin');
    expect(failed.output).toContain('Module parse failed');

    const excluded = await buildFixture({
      packageJson: { type: 'module' },
      files,
      config: {
        lib: [
          {
            format: 'esm',
            bundle: false,
            source: {
              entry: { index: ['./src/**', '!./src/assets/*.bin'] },
            },
          },
        ],
      },
    });
    expect(excluded.code, excluded.output).toBe(0);
    expect(listFiles(excluded.root)).toEqual([
      'index.js',
      'static/assets/engine.bin',
    ]);
    expect(readOutput(excluded.root, 'dist/index.js')).toContain(
      'new URL("./static/assets/engine.bin", import.meta.url)',
    );
  });

  it('a Node.js addon goes to the root of the output folder, not to static/assets', async () => {
    expectPageSays(
      ROUTE,
      "Node.js addons are the exception: with `output.target: 'node'`, a `.node` file is copied under its own name to the root of the output folder, such as `dist/addon.node`, and the output loads it from there with `require()`.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/addon.node': 'not a real addon\n',
        'src/index.ts': [
          '// @ts-nocheck',
          "import addon from './addon.node';",
          'export const native = addon;',
          '',
        ].join('\n'),
      },
      config: {
        lib: [
          { format: 'esm' },
          { format: 'cjs', output: { distPath: './dist/cjs' } },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual([
      'addon.node',
      'cjs/addon.node',
      'cjs/index.cjs',
      'index.js',
    ]);
    const esm = readOutput(root, 'dist/index.js');
    expect(esm).toContain('createRequire(import.meta.url)');
    expect(esm).toContain('"addon.node"');
    expect(readOutput(root, 'dist/cjs/index.cjs')).toContain(
      'require(path.join(__dirname, "addon.node"))',
    );
  });
});

describe('configure Rslib: top-level lib options', () => {
  const ROUTE = '/guide/basic/configure-rslib';
  const WASM_ERROR =
    '"wasm" only supports the "esm" format. Set "format" to "esm" or omit it.';

  it('a top-level wasm reaches a cjs item too and stops the build', async () => {
    expectPageSays(
      '/config/lib/index',
      'A `wasm` written at the top level is a default for every item, so it fails a config that also has a `cjs` item: set it on the ESM item instead.',
    );
    expectPageSays(
      ROUTE,
      'A default reaches every item, including items it does not fit: `wasm` is accepted by `esm` items only, so a top-level `wasm`, even `wasm: false`, stops a build that also has a `cjs` item with `"wasm" only supports the "esm" format. Set "format" to "esm" or omit it.` Set `wasm` on the ESM item instead.',
    );
    const files = { 'src/index.js': 'export const answer = 42;\n' };
    for (const wasm of [false, { mode: 'compile' }]) {
      const topLevel = await buildFixture({
        files,
        config: { wasm, lib: [{ format: 'esm' }, { format: 'cjs' }] },
      });
      expect(topLevel.code, JSON.stringify(wasm)).not.toBe(0);
      expect(topLevel.output).toContain(WASM_ERROR);
    }

    const onItem = await buildFixture({
      files,
      config: {
        lib: [{ format: 'esm', wasm: { mode: 'compile' } }, { format: 'cjs' }],
      },
    });
    expect(onItem.code, onItem.output).toBe(0);
    expect(listFiles(onItem.root)).toEqual(['index.js', 'index.mjs']);
  });
});
