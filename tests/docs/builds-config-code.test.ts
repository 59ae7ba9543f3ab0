/**
 * Claims of the config reference pages about generated code: shims,
 * banners, helpers, UMD names, syntax and validation errors, each backed by
 * a real build of a small sample library.
 */
import { afterAll, describe, expect } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { readOutput } from './helpers/output-files';
import { claimTest } from './helpers/page-claim';

const EXPORTING_ENTRY = { 'src/index.ts': 'export const answer = 42;\n' };

afterAll(removeFixtures);

describe('config: generated code', () => {
  claimTest(
    '/config/lib/shims',
    'Replaces `import.meta.url` with a small helper that works out the URL of the running file.',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: {
          'src/index.ts': [
            'export const moduleUrl = import.meta.url;',
            'export const templatesDir = import.meta.dirname;',
            'export const self = import.meta.filename;',
          ].join('\n'),
        },
        config: { lib: [{ format: 'cjs' }] },
      });
      expect(code).toBe(0);
      const cjs = readOutput(root, 'dist/index.cjs');
      expect(cjs).toContain('const __rslib_import_meta_url__ =');
      expect(cjs).toContain('moduleUrl = __rslib_import_meta_url__');
      expect(cjs).toContain('templatesDir = __dirname');
      expect(cjs).toContain('self = __filename');
      expect(cjs).not.toContain('import.meta');
    },
  );

  claimTest(
    '/config/lib/shims',
    'Defines a real `require` function at the top of each ESM output file, created with `createRequire(import.meta.url)` from `node:module`.',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: {
          'src/index.ts': [
            'declare const require: { resolve(id: string): string };',
            "export const pluginPath = require.resolve('./plugin.js');",
            'export const configDir = __dirname;',
            'export const self = __filename;',
          ].join('\n'),
        },
        config: {
          lib: [
            {
              format: 'esm',
              shims: {
                esm: { __dirname: true, __filename: true, require: true },
              },
            },
          ],
        },
      });
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/index.js');
      expect(esm).toContain('from "node:module"');
      expect(esm).toMatch(/\.createRequire\(.*import\.meta\.url/);
      expect(esm).toContain('from "node:url"');
      expect(esm).toContain('from "node:path"');
      expect(esm).not.toMatch(/=\s*__dirname\b/);
    },
  );

  claimTest(
    '/config/lib/shims',
    'When an ESM shim is off, the reference is left exactly as written.',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: { 'src/index.ts': 'export const configDir = __dirname;\n' },
        config: { lib: [{ format: 'esm' }] },
      });
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/index.js');
      expect(esm).toContain('configDir = __dirname');
      expect(esm).not.toContain('node:url');
    },
  );

  claimTest(
    '/config/lib/banner',
    "In ESM output with the `require` shim from [shims](/config/lib/shims) enabled, the banner comes first and the shim's `import` lines follow it.",
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: {
          'src/index.ts': [
            'declare const require: { resolve(id: string): string };',
            "export const pluginPath = require.resolve('./plugin.js');",
          ].join('\n'),
        },
        config: {
          lib: [
            {
              format: 'esm',
              shims: { esm: { require: true } },
              banner: { js: '/*! my-lib v1.0.0 | MIT License */' },
              footer: { js: '// Built with Rslib. Do not edit by hand.' },
            },
          ],
        },
      });
      expect(code).toBe(0);
      const lines = readOutput(root, 'dist/index.js').trimEnd().split('\n');
      expect(lines[0]).toBe('/*! my-lib v1.0.0 | MIT License */');
      expect(lines[1]).toMatch(/^import .* from "node:module";$/);
      expect(lines.at(-1)).toBe('// Built with Rslib. Do not edit by hand.');
    },
  );

  claimTest(
    '/config/lib/banner',
    'Even with `output.minify` turned on, the output starts with that exact line',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: {
          'src/index.ts':
            'export const add = (first: number, second: number) => first + second;\n',
        },
        config: {
          lib: [
            {
              format: 'esm',
              banner: { js: '/*! my-lib v1.0.0 | MIT License */' },
              output: { minify: true },
            },
          ],
        },
      });
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/index.js');
      expect(esm.split('\n')[0]).toBe('/*! my-lib v1.0.0 | MIT License */');
      expect(esm).not.toContain('second');
    },
  );

  claimTest(
    '/config/lib/footer',
    'The comment is the last line of every `.js` file, after the exports.',
    async () => {
      const { root, code } = await buildFixture({
        files: {
          'src/index.ts': "export { a } from './a';\n",
          'src/a.ts': 'export const a = 1;\n',
        },
        config: {
          lib: [
            {
              format: 'cjs',
              bundle: false,
              footer: { js: '// Built with Rslib. Do not edit by hand.' },
            },
          ],
        },
      });
      expect(code).toBe(0);
      for (const file of ['dist/index.js', 'dist/a.js']) {
        const lines = readOutput(root, file).trimEnd().split('\n');
        expect(lines.at(-1)).toBe('// Built with Rslib. Do not edit by hand.');
      }
    },
  );

  claimTest(
    '/config/lib/external-helpers',
    'If the package is in neither, the build stops with:',
    async () => {
      const spec = {
        files: {
          'src/index.ts': [
            'export class Point {',
            '  constructor(public x: number) {}',
            '  get double() { return this.x * 2; }',
            '}',
          ].join('\n'),
        },
        config: {
          lib: [{ format: 'esm', syntax: 'es5', externalHelpers: true }],
        },
      };
      const undeclared = await buildFixture(spec);
      expect(undeclared.code).not.toBe(0);
      expect(undeclared.output).toContain(
        'externalHelpers is enabled, but the @swc/helpers dependency declaration was not found in package.json.',
      );

      const declared = await buildFixture({
        ...spec,
        packageJson: { dependencies: { '@swc/helpers': '^0.5.0' } },
      });
      expect(declared.code).toBe(0);
      const esm = readOutput(declared.root, 'dist/index.mjs');
      expect(esm).toContain('from "@swc/helpers/_/_class_call_check"');
      expect(esm).toContain('from "@swc/helpers/_/_create_class"');
    },
  );

  claimTest(
    '/config/lib/umd-name',
    'root["AcmeCharts"] = factory(root["React"]);',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { peerDependencies: { react: '>=18' } },
        files: {
          'src/index.ts': [
            "import { marker } from 'react';",
            'export const render = () => marker;',
          ].join('\n'),
        },
        fakeDeps: { react: {} },
        config: {
          lib: [
            {
              format: 'umd',
              umdName: 'AcmeCharts',
              output: {
                target: 'web',
                distPath: './dist/umd',
                externals: {
                  react: {
                    root: 'React',
                    commonjs: 'react',
                    commonjs2: 'react',
                    amd: 'react',
                  },
                },
              },
            },
          ],
        },
      });
      expect(code).toBe(0);
      const umd = readOutput(root, 'dist/umd/index.js');
      expect(umd).toContain('root["AcmeCharts"] = factory(root["React"]);');
      expect(umd).toContain('require("react")');
      expect(umd).not.toContain('inside-react');
    },
  );

  claimTest(
    '/config/lib/format',
    'Combining them with `bundle: false` stops the build with an error such as `When using "umd" format, "bundle" must be set to "true"`.',
    async () => {
      const { code, output } = await buildFixture({
        files: EXPORTING_ENTRY,
        config: { lib: [{ format: 'umd', bundle: false }] },
      });
      expect(code).not.toBe(0);
      expect(output).toContain(
        'When using "umd" format, "bundle" must be set to "true"',
      );
    },
  );

  claimTest(
    '/config/lib/index',
    '`lib: []` stops the build with the error `Expect "lib" field to be a non-empty array`.',
    async () => {
      const { code, output } = await buildFixture({
        files: EXPORTING_ENTRY,
        config: { lib: [] },
      });
      expect(code).not.toBe(0);
      expect(output).toContain('Expect "lib" field to be a non-empty array');
    },
  );

  claimTest(
    '/config/lib/auto-external',
    'lib.autoExternal is deprecated, use output.autoExternal instead.',
    async () => {
      const { code, output } = await buildFixture({
        files: EXPORTING_ENTRY,
        config: { lib: [{ format: 'esm', autoExternal: false }] },
      });
      expect(code).toBe(0);
      expect(output).toContain(
        'lib.autoExternal is deprecated, use output.autoExternal instead.',
      );
    },
  );

  claimTest(
    '/config/lib/dts',
    'With `false`, the errors are still printed, followed by a warning that the declarations may be incomplete, and the build succeeds',
    async () => {
      const spec = {
        files: {
          'tsconfig.json': TSCONFIG,
          'src/index.ts': 'export const answer: number = "42";\n',
        },
        linkedDeps: ['typescript'],
      };
      const aborted = await buildFixture({
        ...spec,
        config: { lib: [{ format: 'esm', dts: true }] },
      });
      expect(aborted.code).toBe(1);

      const continued = await buildFixture({
        ...spec,
        config: { lib: [{ format: 'esm', dts: { abortOnError: false } }] },
      });
      expect(continued.code).toBe(0);
      expect(continued.output).toContain('TS2322');
      expect(continued.output).toMatch(/warn/i);
    },
  );
});
