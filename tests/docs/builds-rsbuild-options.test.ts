/**
 * Rsbuild option pages: how define, file names, asset prefixes, charset,
 * aliases and `new URL()` handling really shape the output, each backed by
 * a real build. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { LOGO_IN_SCRIPT_AND_STYLE } from './helpers/asset-sources';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runNode } from './helpers/run-node';

afterAll(removeFixtures);

describe('source.define: values kept for the consumer', () => {
  const ROUTE = '/config/rsbuild/source';

  it('keeps import.meta.env.* in esm only; cjs output reads a property of undefined', async () => {
    expectPageSays(
      ROUTE,
      'CommonJS has no `import.meta`, so `cjs` output turns `import.meta.env.MODE` into `(void 0).MODE`, which throws when the code runs. `PUBLIC_` variables from `.env` files are replaced in every format.',
    );
    const { root, code, output } = await buildFixture({
      files: {
        '.env': 'PUBLIC_GREETING=hello-from-env\n',
        'src/index.ts': [
          '// @ts-nocheck',
          'export const nodeEnv = process.env.NODE_ENV;',
          'export const mode = import.meta.env.MODE;',
          'export const greeting = import.meta.env.PUBLIC_GREETING;',
          'export const baseUrl = process.env.BASE_URL;',
          '',
        ].join('\n'),
      },
      config: {
        lib: [
          { format: 'esm', output: { distPath: './dist/esm' } },
          { format: 'cjs', output: { distPath: './dist/cjs' } },
          {
            format: 'umd',
            umdName: 'Sample',
            output: { distPath: './dist/umd' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    const esm = readOutput(root, 'dist/esm/index.mjs');
    const cjs = readOutput(root, 'dist/cjs/index.js');
    const umd = readOutput(root, 'dist/umd/index.js');
    expect(esm).toContain('import.meta.env.MODE');
    expect(esm).toContain('process.env.NODE_ENV');
    expect(esm).toContain('process.env.BASE_URL');
    expect(cjs).toContain('(void 0).MODE');
    expect(cjs).not.toContain('import.meta.env');
    expect(cjs).toContain('process.env.NODE_ENV');
    expect(cjs).toContain('process.env.BASE_URL');
    for (const file of [esm, cjs, umd]) {
      expect(file).toContain('"hello-from-env"');
      expect(file).not.toContain('PUBLIC_GREETING');
    }
    const run = await runNode(['dist/cjs/index.js'], root);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(
      "Cannot read properties of undefined (reading 'MODE')",
    );
  });
});

describe('output options', () => {
  const ROUTE = '/config/rsbuild/output';

  it('bundleless imports follow only the last extension of output.filename.js', async () => {
    expectPageSays(
      ROUTE,
      "with `'[name].es.js'`, the file is named `utils.es.js` but the import points to `./utils.js`, which does not exist.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/utils.ts': 'export const util = 1;\n',
        'src/index.ts': "export { util } from './utils';\n",
      },
      config: {
        lib: [
          {
            format: 'esm',
            bundle: false,
            output: {
              distPath: './dist/double',
              filename: { js: '[name].es.js' },
            },
          },
          {
            format: 'esm',
            bundle: false,
            output: {
              distPath: './dist/single',
              filename: { js: '[name].mjs' },
            },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual([
      'double/index.es.js',
      'double/utils.es.js',
      'single/index.mjs',
      'single/utils.mjs',
    ]);
    const double = readOutput(root, 'dist/double/index.es.js');
    expect(double).toContain('from "./utils.js"');
    expect(double).not.toContain('./utils.es.js');
    expect(readOutput(root, 'dist/single/index.mjs')).toContain(
      'from "./utils.mjs"',
    );
  });

  it('a concrete assetPrefix gives JS a run-time URL expression and CSS an absolute url()', async () => {
    expectPageSays(
      ROUTE,
      'in JS the import becomes a URL computed at run time from the public path, `__webpack_require__.p + "static/svg/logo.svg"`, with `__webpack_require__.p` set to the prefix, and CSS gets `url(https://cdn.example.com/static/svg/logo.svg)`.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: LOGO_IN_SCRIPT_AND_STYLE,
      config: {
        output: { target: 'web', assetPrefix: 'https://cdn.example.com/' },
        lib: [{ format: 'esm' }],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toContain('static/svg/logo.svg');
    const js = readOutput(root, 'dist/index.js');
    expect(js).toContain('__webpack_require__.p + "static/svg/logo.svg"');
    expect(js).toContain('__webpack_require__.p = "https://cdn.example.com/"');
    expect(js).not.toContain('"https://cdn.example.com/static/svg/logo.svg"');
    expect(readOutput(root, 'dist/index.css')).toContain(
      'url(https://cdn.example.com/static/svg/logo.svg)',
    );
  });

  it("charset 'ascii' writes \\x escapes up to U+00FF and \\u escapes above", async () => {
    expectPageSays(
      ROUTE,
      "`'ascii'` escapes them, with `\\x` sequences for characters up to U+00FF and `\\u` sequences above: `'héllo 中'` becomes `\"h\\xe9llo \\u4E2D\"`.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts': [
          "export const greeting = 'héllo 中';",
          "export const edges = 'ÿĀ';",
          '',
        ].join('\n'),
      },
      config: { output: { charset: 'ascii' }, lib: [{ format: 'esm' }] },
    });
    expect(code, output).toBe(0);
    const js = readOutput(root, 'dist/index.js');
    expect(js).toContain('"h\\xe9llo \\u4E2D"');
    expect(js).toContain('"\\xff\\u0100"');
    expect(js).not.toContain('\\u00e9');
    expect(js).not.toContain('\\u00E9');
  });
});

describe('resolve.alias in bundle mode', () => {
  const ROUTE = '/config/rsbuild/resolve';
  const FAKE_DEPS = {
    lodash: { index: "export const which = 'inside-lodash';\n" },
    'lodash-es': { index: "export const which = 'inside-lodash-es';\n" },
  };
  const build = (dependencies: Record<string, string>) =>
    buildFixture({
      packageJson: { type: 'module', dependencies },
      files: { 'src/index.ts': "export { which } from 'lodash';\n" },
      fakeDeps: FAKE_DEPS,
      config: {
        resolve: { alias: { lodash: 'lodash-es' } },
        lib: [{ format: 'esm' }],
      },
    });

  it('an external specifier is never aliased; an external alias target is still bundled', async () => {
    expectPageSays(
      ROUTE,
      'The reverse also holds: if the specifier you wrote is itself external, for example because `lodash` is listed in `dependencies`, the import stays `lodash` and the alias is never applied.',
    );
    const writtenIsDependency = await build({ lodash: '1.0.0' });
    expect(writtenIsDependency.code, writtenIsDependency.output).toBe(0);
    const kept = readOutput(writtenIsDependency.root, 'dist/index.js');
    expect(kept).toContain('from "lodash"');
    expect(kept).not.toContain('lodash-es');

    const targetIsDependency = await build({ 'lodash-es': '1.0.0' });
    expect(targetIsDependency.code, targetIsDependency.output).toBe(0);
    const bundled = readOutput(targetIsDependency.root, 'dist/index.js');
    expect(bundled).toContain('inside-lodash-es');
    expect(bundled).not.toMatch(/from "lodash/);
  });
});

describe('tools.bundlerChain: the rslib:new-url rule per format', () => {
  const ROUTE = '/config/rsbuild/tools';

  it('cjs emits no asset and keeps the path, with import.meta.url shimmed; esm emits the asset', async () => {
    expectPageSays(
      ROUTE,
      'for `cjs`, URL handling is switched off: no asset is emitted and the path stays as written, only `import.meta.url` is replaced by the CommonJS shim',
    );
    const { root, code, output } = await buildFixture({
      files: {
        'src/data.bin': 'binary-data\n',
        'src/index.ts':
          "export const dataUrl = new URL('./data.bin', import.meta.url);\n",
      },
      config: {
        lib: [
          { format: 'esm', output: { distPath: './dist/esm' } },
          { format: 'cjs', output: { distPath: './dist/cjs' } },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual([
      'cjs/index.js',
      'esm/index.mjs',
      'esm/static/assets/data.bin',
    ]);
    const cjs = readOutput(root, 'dist/cjs/index.js');
    expect(cjs).toContain("new URL('./data.bin', __rslib_import_meta_url__)");
    expect(cjs).not.toContain('import.meta.url');
    expect(readOutput(root, 'dist/esm/index.mjs')).toContain(
      'new URL("./static/assets/data.bin", import.meta.url)',
    );
  });
});
