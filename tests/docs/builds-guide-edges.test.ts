/**
 * Guide claims about edge cases (IIFE, CSS, bundleless runtime helpers,
 * declaration backends), each backed by a real build.
 */
import { afterAll, describe, expect } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { claimTest } from './helpers/page-claim';

afterAll(removeFixtures);

const STYLED_ENTRY = {
  'src/index.ts': [
    "import './style.css';",
    "import styles from './button.module.css';",
    'export const buttonClass = styles.button;',
  ].join('\n'),
  'src/style.css': 'body { margin: 0; }\n',
  'src/button.module.css': '.button { color: red; }\n',
};

describe('guide: edge cases', () => {
  claimTest(
    '/guide/basic/output-format',
    'The resulting `dist/iife/index.js` is one arrow function that calls itself. Inside it, `./badge` and any dependency not listed in `externals` are inlined, `dayjs` is read from `globalThis.dayjs`, and the last statement assigns `globalThis.AcmeBadge`.',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { dependencies: { dayjs: '1.0.0', 'dep-a': '1.0.0' } },
        files: {
          'src/index.ts': [
            "import dayjs from 'dayjs';",
            "import { marker } from 'dep-a';",
            "import { renderBadge } from './badge';",
            '(globalThis as Record<string, unknown>).AcmeBadge = {',
            '  render: (el: string) => renderBadge(el, dayjs(), marker),',
            '};',
          ].join('\n'),
          'src/badge.ts':
            "export const renderBadge = (...parts: unknown[]) => parts.join('badge-body');\n",
        },
        fakeDeps: {
          dayjs: { index: 'export default () => 0;\n' },
          'dep-a': {},
        },
        config: {
          lib: [
            {
              format: 'iife',
              output: {
                target: 'web',
                distPath: './dist/iife',
                externals: { dayjs: 'dayjs' },
              },
            },
          ],
        },
      });
      expect(code).toBe(0);
      const iife = readOutput(root, 'dist/iife/index.js');
      expect(iife.trimStart()).toMatch(/^\(\(\)\s*=>\s*\{/);
      expect(iife.trimEnd()).toMatch(/\}\)\(\);?$/);
      expect(iife).toContain('badge-body');
      expect(iife).toContain('inside-dep-a');
      expect(iife).toContain('= globalThis.dayjs;');
      expect(iife).toMatch(
        /globalThis\.AcmeBadge = \{[^}]*\};\s*\}\)\(\);?\s*$/,
      );
    },
  );

  claimTest(
    '/guide/basic/output-format',
    'In Rslib 1.0.1, an IIFE entry that uses `export` fails to build',
    async () => {
      const { code } = await buildFixture({
        files: { 'src/index.ts': 'export const answer = 42;\n' },
        config: { lib: [{ format: 'iife', output: { target: 'web' } }] },
      });
      expect(code).not.toBe(0);
    },
  );

  claimTest(
    '/guide/basic/cli',
    '| `umd`, `iife` | `NODE_ENV` is replaced with the current value (`"production"` in a build)',
    async () => {
      const { root, code } = await buildFixture({
        files: {
          'src/index.ts': [
            'export const nodeEnv = process.env.NODE_ENV;',
            'export const mode = import.meta.env.MODE;',
          ].join('\n'),
        },
        config: { lib: [{ format: 'umd', output: { target: 'web' } }] },
      });
      expect(code).toBe(0);
      const umd = readOutput(root, 'dist/index.js');
      expect(umd).not.toContain('process.env.NODE_ENV');
      expect(umd).not.toContain('import.meta.env');
      expect(umd).toContain('"production"');
    },
  );

  claimTest(
    '/guide/faq/features',
    "Rslib defaults to `'node'` for every format except `mf`, and for that target CSS is not written at all, in bundle and bundleless mode alike.",
    async () => {
      for (const bundle of [true, false]) {
        const { root, code } = await buildFixture({
          files: STYLED_ENTRY,
          config: { lib: [{ format: 'esm', bundle }] },
        });
        expect(code).toBe(0);
        expect(listFiles(root).filter((file) => file.endsWith('.css'))).toEqual(
          [],
        );
      }
    },
  );

  claimTest(
    '/guide/basic/output-structure',
    '**CSS** files stay separate and are still imported, again only when CSS is emitted: by default with target `web`, and with [output.emitCss](/config/rsbuild/output#outputemitcss) set to `true` for the `node` target.',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: STYLED_ENTRY,
        config: {
          lib: [{ format: 'esm', bundle: false, output: { target: 'web' } }],
        },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual(
        expect.arrayContaining(['style.css', 'index.js']),
      );
      expect(readOutput(root, 'dist/index.js')).toMatch(
        /import "\.\/style\.css"/,
      );
    },
  );

  claimTest(
    '/guide/basic/output-structure',
    "**`rslib-runtime.js`** appears at the root of the output when some module needs Rspack's runtime helpers — for example a CommonJS source file (`.cjs`) imported from ESM code.",
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: {
          'src/index.ts': [
            "import legacy from './legacy.cjs';",
            'export const value = legacy;',
          ].join('\n'),
          'src/legacy.cjs': 'module.exports = { legacy: true };\n',
        },
        config: { lib: [{ format: 'esm', bundle: false }] },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toContain('rslib-runtime.js');
    },
  );

  claimTest(
    '/guide/advanced/dts',
    'You cannot switch back while TypeScript 7 is installed: `dts.tsgo: false` fails with an error',
    async () => {
      const { code } = await buildFixture({
        files: {
          'tsconfig.json': TSCONFIG,
          'src/index.ts': 'export const answer = 42;\n',
        },
        linkedDeps: ['typescript'],
        config: { lib: [{ format: 'esm', dts: { tsgo: false } }] },
      });
      expect(code).not.toBe(0);
    },
  );

  claimTest(
    '/guide/advanced/dts',
    "| `dts.isolated: true` | Isolated declarations (Rspack's SWC loader) | No | `declaration files generated with isolated declaration` |",
    async () => {
      const { root, code, output } = await buildFixture({
        files: {
          'tsconfig.json': TSCONFIG,
          'src/index.ts': [
            "export { helper } from './helper';",
            // A type error: only the checking backends would report it.
            "export const answer: number = 'not a number';",
          ].join('\n'),
          'src/helper.ts': 'export const helper = (): number => 1;\n',
        },
        linkedDeps: ['typescript'],
        config: { lib: [{ format: 'esm', dts: { isolated: true } }] },
      });
      expect(code).toBe(0);
      expect(output).not.toContain('TS2322');
      expect(output).toContain(
        'declaration files generated with isolated declaration',
      );
      expect(listFiles(root)).toEqual(
        expect.arrayContaining(['index.d.ts', 'helper.d.ts']),
      );
    },
  );
});
