/**
 * Output that lib option pages show (emitted code, file names, line
 * counts), compared with what a real build writes. The builds run one
 * after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { PageCode } from './helpers/page-code';
import { runModuleCode } from './helpers/run-node';

afterAll(removeFixtures);

describe('lib.shims: the emitted __filename shim', () => {
  const ROUTE = '/config/lib/shims';

  it('renames a top-level `self` to src_self and exports it as self', async () => {
    expectPageSays(
      ROUTE,
      'In ESM output, a top-level variable that shares its name with a global, such as `self`, is renamed with a prefix derived from its file path (`src_self` for `src/index.ts`) and exported under the original name, so consumers still import `self`.',
    );
    const page = new PageCode(ROUTE, '### shims.esm.__filename');
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: { 'src/index.ts': page.file('src/index.ts') },
      config: {
        lib: [{ format: 'esm', shims: { esm: { __filename: true } } }],
      },
    });
    expect(code, output).toBe(0);
    const esm = readOutput(root, 'dist/index.js');
    // Every line the page shows for dist/index.js is in the real file.
    for (const line of page.file('dist/index.js').trim().split('\n')) {
      expect(esm).toContain(line);
    }
    expect(esm).toContain('const src_self = __rspack_import_meta_filename__;');
    expect(esm).toContain('export { src_self as self };');
    expect(esm).not.toContain('const self =');
    const run = await runModuleCode(
      "import { self } from './dist/index.js'; console.log(self);",
      root,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim().endsWith('/dist/index.js')).toBe(true);
  });
});

describe('lib.externalHelpers: the example output', () => {
  const ROUTE = '/config/lib/external-helpers';

  it('names the output dist/index.js only with "type": "module", and inlines nearly thirty lines of helpers', async () => {
    expectPageSays(
      ROUTE,
      'Because of `"type": "module"`, the ESM output is named `dist/index.js`; without that field it would be `dist/index.mjs`',
    );
    expectPageSays(ROUTE, 'nearly thirty lines before your own code');
    const page = new PageCode(ROUTE, '## Example');
    const packageJson = JSON.parse(page.file('package.json'));
    expect(packageJson.type).toBe('module');
    const source = { 'src/index.ts': page.file('src/index.ts') };

    const { root, code, output } = await buildFixture({
      packageJson,
      files: source,
      config: {
        lib: [
          {
            format: 'esm',
            syntax: 'es5',
            externalHelpers: true,
            output: { distPath: './dist/on' },
          },
          {
            format: 'esm',
            syntax: 'es5',
            output: { distPath: './dist/off' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual(['off/index.js', 'on/index.js']);
    const shown = page.file('dist/index.js').trim().split('\n');
    const on = readOutput(root, 'dist/on/index.js').split('\n');
    expect(on.slice(0, shown.length)).toEqual(shown);
    const off = readOutput(root, 'dist/off/index.js').split('\n');
    expect(off[0]).toMatch(/^function _class_call_check\(/);
    const ownCode = off.findIndex((line) => line.includes('Point'));
    expect(ownCode).toBeGreaterThanOrEqual(25);
    expect(ownCode).toBeLessThanOrEqual(30);

    // The package.json shown before this fix, without "type".
    const withoutType = await buildFixture({
      packageJson: { dependencies: packageJson.dependencies },
      files: source,
      config: {
        lib: [{ format: 'esm', syntax: 'es5', externalHelpers: true }],
      },
    });
    expect(withoutType.code, withoutType.output).toBe(0);
    expect(listFiles(withoutType.root)).toEqual(['index.mjs']);
  });
});

describe('lib.shims: require() with the ESM shims off', () => {
  const source = [
    "export const pkg = require('ext-pkg');",
    "export const where = require.resolve('./x.js');",
    '',
  ].join('\n');
  const build = (file: string) =>
    buildFixture({
      packageJson: { type: 'module', dependencies: { 'ext-pkg': '1.0.0' } },
      files: {
        [file]: `${file.endsWith('.ts') ? '// @ts-nocheck\n' : ''}${source}`,
      },
      config: {
        source: { entry: { index: `./${file}` } },
        lib: [{ format: 'esm' }],
      },
    });

  it('goes through createRequire for an external in a TypeScript file, and stays as written in strict ESM', async () => {
    expectPageSays(
      '/config/lib/shims',
      'The one exception is a `require(\'pkg\')` call for an external package in a source file that is not strict ESM already (a TypeScript file, or a `.js` file of a package without `"type": "module"`): the bundler turns it into a call through `createRequire`',
    );
    expectPageSays(
      '/guide/solution/nodejs',
      'a `.js` file of a `"type": "module"` package is strict ESM, and its `require()` calls are kept as written',
    );
    const typescript = await build('src/index.ts');
    expect(typescript.code, typescript.output).toBe(0);
    const fromTs = readOutput(typescript.root, 'dist/index.js');
    expect(fromTs).toContain('from "node:module"');
    expect(fromTs).toMatch(/__rspack_createRequire_require\("ext-pkg"\)/);
    // Other uses still need the shim.
    expect(fromTs).toMatch(/[^_]require\.resolve\(['"]\.\/x\.js['"]\)/);

    const strict = await build('src/index.js');
    expect(strict.code, strict.output).toBe(0);
    const fromJs = readOutput(strict.root, 'dist/index.js');
    expect(fromJs).not.toContain('node:module');
    expect(fromJs).toMatch(/[^_]require\(['"]ext-pkg['"]\)/);
  });
});
