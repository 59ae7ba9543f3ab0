/**
 * More config reference claims (validation, declarations, CSS Modules,
 * wasm, executables, inspect names), each backed by a real build.
 */
import { afterAll, describe, expect } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { claimTest } from './helpers/page-claim';

afterAll(removeFixtures);

const EXPORTING_ENTRY = { 'src/index.ts': 'export const answer = 42;\n' };

describe('config: validation and declarations', () => {
  claimTest(
    '/config/rsbuild/output',
    "Rslib accepts only `'node'` and `'web'`; other Rsbuild targets such as `'web-worker'` stop the build with \"Unsupported platform\".",
    async () => {
      const { code, output } = await buildFixture({
        files: EXPORTING_ENTRY,
        config: { lib: [{ format: 'esm', output: { target: 'web-worker' } }] },
      });
      expect(code).not.toBe(0);
      expect(output).toContain('Unsupported platform');
    },
  );

  claimTest(
    '/config/lib/syntax',
    "A name that looks like a version but is not in the table, such as `'es2030'`, stops the build with `Unsupported ES version: es2030`.",
    async () => {
      const { code, output } = await buildFixture({
        files: EXPORTING_ENTRY,
        config: { lib: [{ format: 'esm', syntax: 'es2030' }] },
      });
      expect(code).not.toBe(0);
      expect(output).toContain('Unsupported ES version: es2030');
    },
  );

  claimTest(
    '/config/lib/syntax',
    'A range whose minimum is `0.0.0` (for example `*`) is treated like a missing range.',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { engines: { node: '*' } },
        files: {
          'src/index.ts':
            'export const pick = (o?: { a?: number }) => o?.a ?? 1;\n',
        },
        config: { lib: [{ format: 'esm' }] },
      });
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/index.mjs');
      expect(esm).toContain('?.');
      expect(esm).toContain('??');
    },
  );

  claimTest(
    '/config/lib/external-helpers',
    '**`false` (default):** each helper is copied into the output file that uses it.',
    async () => {
      const { root, code } = await buildFixture({
        files: {
          'src/index.ts': [
            'export class Point {',
            '  constructor(public x: number) {}',
            '  get double() { return this.x * 2; }',
            '}',
          ].join('\n'),
        },
        config: { lib: [{ format: 'esm', syntax: 'es5' }] },
      });
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/index.mjs');
      expect(esm).not.toContain('@swc/helpers');
      expect(esm).toMatch(/function _class_call_check\(/);
    },
  );

  claimTest(
    '/config/lib/dts',
    'CJS output in a `"type": "module"` package gets `.d.cts`, and everything else stays `.d.ts`.',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: {
          'tsconfig.json': TSCONFIG,
          'src/index.ts': 'export const answer: number = 42;\n',
        },
        linkedDeps: ['typescript'],
        config: {
          lib: [
            // Separate folders: declaration output cleans its folder first.
            {
              format: 'esm',
              dts: { autoExtension: true },
              output: { distPath: 'dist/esm' },
            },
            {
              format: 'cjs',
              dts: { autoExtension: true },
              output: { distPath: 'dist/cjs' },
            },
          ],
        },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual([
        'cjs/index.cjs',
        'cjs/index.d.cts',
        'esm/index.d.ts',
        'esm/index.js',
      ]);
    },
  );

  claimTest(
    '/config/lib/banner',
    'Prepended to every declaration file.',
    async () => {
      const { root, code } = await buildFixture({
        files: {
          'tsconfig.json': TSCONFIG,
          'src/index.ts': "export { helper } from './helper';\n",
          'src/helper.ts': 'export const helper = (): number => 1;\n',
        },
        linkedDeps: ['typescript'],
        config: {
          lib: [
            {
              format: 'esm',
              bundle: false,
              dts: true,
              banner: { dts: '/** Type definitions for my-lib. */' },
            },
          ],
        },
      });
      expect(code).toBe(0);
      for (const file of ['dist/index.d.ts', 'dist/helper.d.ts']) {
        expect(readOutput(root, file).split('\n')[0]).toBe(
          '/** Type definitions for my-lib. */',
        );
      }
    },
  );

  claimTest(
    '/config/lib/redirect',
    'To keep extensionless specifiers in declarations, for example because your consumers use `moduleResolution: "bundler"`, turn the switch off',
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
              dts: true,
              redirect: { dts: { extension: false } },
            },
          ],
        },
      });
      expect(code).toBe(0);
      const declaration = readOutput(root, 'dist/index.d.ts');
      expect(declaration).toContain("'./parser'");
      expect(declaration).not.toContain('./parser.');
    },
  );
});

describe('config: CSS Modules, wasm, executables, inspect', () => {
  claimTest(
    '/config/rsbuild/output',
    'There, `button.module.css` becomes a JS module with the class map (`button.module.js`) plus the compiled styles (`button_module.css`).',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: {
          'src/index.ts': [
            "import styles from './button.module.css';",
            'export const buttonClass = styles.button;',
          ].join('\n'),
          'src/button.module.css': '.button { color: red; }\n',
        },
        config: {
          lib: [{ format: 'esm', bundle: false, output: { target: 'web' } }],
        },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual([
        'button.module.js',
        'button_module.css',
        'index.js',
      ]);
      expect(readOutput(root, 'dist/button.module.js')).toContain(
        './button_module.css',
      );
    },
  );

  claimTest(
    '/config/lib/index',
    "It is only valid with `format: 'esm'`; setting it for any other format fails the build, even if you only set it to `false`.",
    async () => {
      const { code } = await buildFixture({
        files: EXPORTING_ENTRY,
        config: { lib: [{ format: 'cjs', wasm: false }] },
      });
      expect(code).not.toBe(0);
    },
  );

  claimTest(
    '/config/lib/index',
    'Rslib runs on Node.js 25.7.0 or later (Bun and Deno are refused).',
    async () => {
      const [major, minor] = process.versions.node.split('.').map(Number);
      const tooOld = major < 25 || (major === 25 && minor < 7);
      const { code, output } = await buildFixture({
        files: EXPORTING_ENTRY,
        config: { lib: [{ format: 'esm', experiments: { exe: true } }] },
      });
      // The test runs on the repository's Node.js 20/22; on 25.7+ the
      // requirement is met and the build must succeed instead.
      if (tooOld) {
        expect(code).not.toBe(0);
        expect(output).toContain('25.7.0');
      } else {
        expect(code).toBe(0);
      }
    },
  );

  claimTest(
    '/config/lib/id',
    'The build log labels each output with its id, for example `ready built in 0.13s (modern)`, and `rslib inspect` writes `rspack.config.modern.mjs` for that item.',
    async () => {
      const { root, code } = await buildFixture(
        {
          files: EXPORTING_ENTRY,
          config: {
            lib: [
              {
                format: 'esm',
                id: 'modern',
                output: { distPath: './dist/modern' },
              },
              { format: 'cjs', output: { distPath: './dist/cjs' } },
            ],
          },
        },
        ['inspect'],
      );
      expect(code).toBe(0);
      expect(listFiles(root, 'dist/.rsbuild')).toContain(
        'rspack.config.modern.mjs',
      );
    },
  );
});
