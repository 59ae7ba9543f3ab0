/**
 * Claims of the guide pages about dependencies, syntax, assets, JSON,
 * environment variables, executables and declarations, each backed by a
 * real build of a small sample library.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { claimTest } from './helpers/page-claim';
import { PageCode } from './helpers/page-code';

const MODERN_SYNTAX_ENTRY = {
  'src/index.ts': [
    'export const pick = (o?: { a?: number }) => o?.a ?? 1;',
    'export class Counter { #count = 0; next() { return ++this.#count; } }',
    'export async function drain(items: AsyncIterable<number>) {',
    '  for await (const item of items) console.log(item);',
    '}',
  ].join('\n'),
};

afterAll(removeFixtures);

describe('guide: dependencies and syntax', () => {
  claimTest(
    '/guide/advanced/third-party-deps',
    'The ESM bundle keeps `import ... from "picocolors"` and `import ... from "react"` as they are, and contains the code of `tiny-invariant` itself. Subpaths count as the same package, so `react/jsx-runtime` stays external as well.',
    async () => {
      // The page's manifest and entry, as the reader writes them.
      const example = new PageCode(
        '/guide/advanced/third-party-deps',
        '## Default behaviour',
      );
      const manifest = JSON.parse(example.file('package.json'));
      const { root, code, output } = await buildFixture({
        packageJson: manifest,
        files: { 'src/index.ts': example.file('src/index.ts') },
        fakeDeps: {
          picocolors: {
            index: 'export default { yellow: (text) => text };\n',
          },
          react: {
            index: 'export const useId = () => "id";\n',
            files: {
              'jsx-runtime.js':
                'export const jsx = (type, props) => ({ type, props });\n',
            },
          },
          'tiny-invariant': {
            index: [
              'export default function invariant(condition, message) {',
              "  if (!condition) throw new Error('inside-tiny-invariant: ' + message);",
              '}',
              '',
            ].join('\n'),
          },
        },
        config: { lib: [{ format: 'esm' }] },
      });
      expect(code, output).toBe(0);
      const esm = readOutput(root, 'dist/index.js');
      expect(esm).toContain('from "picocolors"');
      expect(esm).toContain('from "react"');
      expect(esm).toContain('from "react/jsx-runtime"');
      expect(esm).toContain('inside-tiny-invariant');
      expect(esm).not.toContain('from "tiny-invariant"');
    },
  );

  claimTest(
    '/guide/advanced/third-party-deps',
    'Set it to `false` to bundle every package',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: {
          dependencies: { 'dep-a': '1.0.0' },
          peerDependencies: { 'peer-c': '1.0.0' },
        },
        files: {
          'src/index.ts': [
            "import { marker as a } from 'dep-a';",
            "import { marker as c } from 'peer-c';",
            'export const all = [a, c];',
          ].join('\n'),
        },
        fakeDeps: { 'dep-a': {}, 'peer-c': {} },
        config: { lib: [{ format: 'esm', output: { autoExternal: false } }] },
      });
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/index.mjs');
      expect(esm).toContain('inside-dep-a');
      expect(esm).toContain('inside-peer-c');
      expect(esm).not.toMatch(/\bimport\b/);
    },
  );

  claimTest(
    '/guide/advanced/third-party-deps',
    'A `require()` of an external becomes a `createRequire()` call from `node:module` for target `node`, and is left as a plain `require()` for target `web`.',
    async () => {
      const spec = {
        packageJson: { dependencies: { 'cjs-d': '1.0.0' } },
        files: { 'src/index.js': "export const d = require('cjs-d');\n" },
        fakeDeps: { 'cjs-d': { type: 'commonjs' as const } },
      };
      const node = await buildFixture({
        ...spec,
        config: { lib: [{ format: 'esm' }] },
      });
      expect(node.code).toBe(0);
      const nodeOutput = readOutput(node.root, 'dist/index.mjs');
      expect(nodeOutput).toMatch(
        /import \{ createRequire[^}]*\} from "node:module"/,
      );
      expect(nodeOutput).toMatch(/createRequire\(import\.meta\.url\)/);
      expect(nodeOutput).toMatch(/\w+_require\("cjs-d"\)/);
      expect(nodeOutput).not.toMatch(/[^_]require\("cjs-d"\)/);

      const web = await buildFixture({
        ...spec,
        config: { lib: [{ format: 'esm', output: { target: 'web' } }] },
      });
      expect(web.code).toBe(0);
      const webOutput = readOutput(web.root, 'dist/index.mjs');
      expect(webOutput).toContain('require("cjs-d")');
      expect(webOutput).not.toContain('createRequire');
    },
  );

  claimTest(
    '/guide/solution/nodejs',
    'Every Node.js built-in module is left as an import instead of being bundled: bare names such as `fs`, `path/posix` or `stream/web`, any `node:` specifier',
    async () => {
      const { root, code } = await buildFixture({
        files: {
          'src/index.ts': [
            "import { readFileSync } from 'fs';",
            "import { join } from 'path/posix';",
            "import { ReadableStream } from 'stream/web';",
            "import { tmpdir } from 'node:os';",
            'export const all = [readFileSync, join, ReadableStream, tmpdir];',
          ].join('\n'),
        },
      });
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/index.mjs');
      for (const name of ['fs', 'path/posix', 'stream/web', 'node:os']) {
        expect(esm).toContain(`from "${name}"`);
      }
    },
  );

  claimTest(
    '/guide/solution/nodejs',
    'With `"node": ">=12"`, optional chaining and nullish coalescing are rewritten',
    async () => {
      const lowered = await buildFixture({
        packageJson: { engines: { node: '>=12' } },
        files: MODERN_SYNTAX_ENTRY,
        config: { lib: [{ format: 'esm' }] },
      });
      expect(lowered.code).toBe(0);
      const loweredOutput = readOutput(lowered.root, 'dist/index.mjs');
      expect(loweredOutput).not.toContain('?.');
      expect(loweredOutput).not.toContain('??');

      const untouched = await buildFixture({
        files: MODERN_SYNTAX_ENTRY,
        config: { lib: [{ format: 'esm' }] },
      });
      const untouchedOutput = readOutput(untouched.root, 'dist/index.mjs');
      expect(untouchedOutput).toContain('?.');
      expect(untouchedOutput).toContain('??');
    },
  );

  claimTest(
    '/guide/advanced/output-compatibility',
    "With `syntax: 'es2019'`, optional chaining (`?.`), nullish coalescing (`??`) and class private fields are rewritten, while `for await` loops, which ES2018 already has, stay as written.",
    async () => {
      const { root, code } = await buildFixture({
        files: MODERN_SYNTAX_ENTRY,
        config: { lib: [{ format: 'esm', syntax: 'es2019' }] },
      });
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/index.mjs');
      expect(esm).not.toContain('?.');
      expect(esm).not.toContain('??');
      expect(esm).not.toContain('#count');
      expect(esm).toContain('for await');
    },
  );

  claimTest(
    '/guide/advanced/output-compatibility',
    'Browserslist configuration files are not read. A `.browserslistrc` file or a `browserslist` field in `package.json` has no effect on Rslib output',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { browserslist: ['chrome 50'] },
        files: { ...MODERN_SYNTAX_ENTRY, '.browserslistrc': 'chrome 50\n' },
        config: { lib: [{ format: 'esm' }] },
      });
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/index.mjs');
      expect(esm).toContain('?.');
      expect(esm).toContain('??');
    },
  );

  claimTest(
    '/guide/advanced/output-compatibility',
    '[output.overrideBrowserslist](/config/rsbuild/output) takes priority over `lib.syntax`. If both are set, the Rsbuild option alone decides how your code is lowered',
    async () => {
      const { root, code } = await buildFixture({
        files: MODERN_SYNTAX_ENTRY,
        config: {
          lib: [
            {
              format: 'esm',
              syntax: 'es2015',
              output: { overrideBrowserslist: ['chrome 120'] },
            },
          ],
        },
      });
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/index.mjs');
      expect(esm).toContain('?.');
      expect(esm).toContain('#count');
    },
  );
});

describe('guide: assets, JSON, env, executables, declarations', () => {
  const LOGO = '<svg xmlns="http://www.w3.org/2000/svg"></svg>\n';
  const LOGO_ENTRY = {
    'src/index.ts': [
      "import logo from './assets/logo.svg';",
      'export const logoUrl = logo;',
    ].join('\n'),
    'src/assets/logo.svg': LOGO,
  };

  claimTest(
    '/guide/advanced/static-assets',
    'In bundle mode, the ESM output keeps an import of the emitted file and the file is copied to `dist/static/svg/logo.svg`',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: LOGO_ENTRY,
        config: { lib: [{ format: 'esm' }, { format: 'cjs' }] },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toContain('static/svg/logo.svg');
      expect(readOutput(root, 'dist/index.js')).toMatch(
        /import \w+ from "\.\/static\/svg\/logo\.svg"/,
      );
    },
  );

  claimTest(
    '/guide/advanced/static-assets',
    'CJS output contains `require("./static/svg/logo.svg")` instead.',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: LOGO_ENTRY,
        config: { lib: [{ format: 'cjs' }] },
      });
      expect(code).toBe(0);
      expect(readOutput(root, 'dist/index.cjs')).toContain(
        'require("./static/svg/logo.svg")',
      );
    },
  );

  claimTest(
    '/guide/advanced/static-assets',
    '`dist/assets/logo.js` re-exports `../static/svg/logo.svg`, and `dist/index.js` imports `./assets/logo.js`',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: LOGO_ENTRY,
        config: { lib: [{ format: 'esm', bundle: false }] },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual([
        'assets/logo.js',
        'index.js',
        'static/svg/logo.svg',
      ]);
      expect(readOutput(root, 'dist/assets/logo.js')).toContain(
        '"../static/svg/logo.svg"',
      );
      expect(readOutput(root, 'dist/index.js')).toContain('"./assets/logo.js"');
    },
  );

  claimTest(
    '/guide/advanced/static-assets',
    'The referenced file is emitted like an imported asset and the string is rewritten to point to it',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: {
          'src/index.ts':
            "export const engineUrl = new URL('./assets/engine.bin', import.meta.url);\n",
          'src/assets/engine.bin': 'binary',
        },
        config: { lib: [{ format: 'esm' }] },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toContain('static/assets/engine.bin');
      expect(readOutput(root, 'dist/index.js')).toContain(
        'new URL("./static/assets/engine.bin", import.meta.url)',
      );
    },
  );

  claimTest(
    '/guide/advanced/json-files',
    'exports the object as default and adds one named export per top-level key',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: {
          'src/index.ts': [
            "import defaults from './defaults.json';",
            "import { locale } from './defaults.json';",
            'export const both = { defaults, locale };',
          ].join('\n'),
          'src/defaults.json': JSON.stringify({ locale: 'en', pageSize: 20 }),
        },
        config: { lib: [{ format: 'esm', bundle: false }] },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual(['defaults.js', 'index.js']);
      expect(readOutput(root, 'dist/defaults.js')).toContain('JSON.parse(');
      const loaded = await import(
        pathToFileURL(path.join(root, 'dist/index.js')).href
      );
      expect(loaded.both).toEqual({
        defaults: { locale: 'en', pageSize: 20 },
        locale: 'en',
      });
    },
  );

  claimTest(
    '/guide/basic/cli',
    '| `cjs` | Kept as written | `import.meta.env` becomes `undefined` |',
    async () => {
      const { root, code } = await buildFixture({
        files: {
          'src/index.ts': [
            'export const mode = import.meta.env.MODE;',
            'export const nodeEnv = process.env.NODE_ENV;',
          ].join('\n'),
        },
        config: { lib: [{ format: 'esm' }, { format: 'cjs' }] },
      });
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/index.mjs');
      expect(esm).toContain('import.meta.env.MODE');
      expect(esm).toContain('process.env.NODE_ENV');
      const cjs = readOutput(root, 'dist/index.js');
      expect(cjs).toContain('(void 0).MODE');
      expect(cjs).toContain('process.env.NODE_ENV');
    },
  );

  claimTest(
    '/guide/basic/cli',
    'Only variables whose names start with `PUBLIC_` are written into the output.',
    async () => {
      const spec = {
        files: {
          '.env':
            'PUBLIC_API_HOST=https://api.example.com\nSIGNING_KEY=do-not-ship\n',
          'src/index.ts': [
            'export const host = process.env.PUBLIC_API_HOST;',
            'export const key = process.env.SIGNING_KEY;',
          ].join('\n'),
        },
      };
      const withEnv = await buildFixture(spec);
      expect(withEnv.code).toBe(0);
      const output = readOutput(withEnv.root, 'dist/index.mjs');
      expect(output).toContain('"https://api.example.com"');
      expect(output).toContain('process.env.SIGNING_KEY');
      expect(output).not.toContain('do-not-ship');

      const withoutEnv = await buildFixture(spec, ['--no-env']);
      expect(readOutput(withoutEnv.root, 'dist/index.mjs')).toContain(
        'process.env.PUBLIC_API_HOST',
      );
    },
  );

  claimTest(
    '/guide/basic/cli',
    'Aliases belong under `resolve.alias`. The Rsbuild 1 location `source.alias` is ignored by Rslib 1.x without any warning',
    async () => {
      const files = {
        'src/index.ts': "export { flag } from '@/flags';\n",
        'src/flags.ts': 'export const flag = true;\n',
      };
      const alias = { '@/flags': './src/flags.ts' };
      const ignored = await buildFixture({
        files,
        config: { source: { alias }, lib: [{ format: 'esm' }] },
      });
      expect(ignored.code).not.toBe(0);
      expect(ignored.output).toContain('Module not found');
      expect(ignored.output).not.toContain('source.alias');

      const applied = await buildFixture({
        files,
        config: { resolve: { alias }, lib: [{ format: 'esm' }] },
      });
      expect(applied.code).toBe(0);
    },
  );

  claimTest(
    '/guide/solution/nodejs',
    'Rslib keeps the `#!/usr/bin/env node` line at the top of the output, keeps directives such as `"use client"`, and marks the emitted file as executable',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: {
          'src/index.ts': [
            '#!/usr/bin/env node',
            "'use client';",
            "console.log('hello');",
          ].join('\n'),
        },
        config: { lib: [{ format: 'esm' }, { format: 'cjs' }] },
      });
      expect(code).toBe(0);
      for (const file of ['dist/index.js', 'dist/index.cjs']) {
        const output = readOutput(root, file);
        expect(output.split('\n')[0]).toBe('#!/usr/bin/env node');
        expect(output).toMatch(/["']use client["']/);
        expect(statSync(path.join(root, file)).mode & 0o111).toBe(0o111);
      }
    },
  );

  claimTest(
    '/guide/advanced/dts',
    '| Resolved `typescript` is 7 or later | tsgo | Yes | `declaration files generated with tsgo` |',
    async () => {
      const files = {
        'tsconfig.json': TSCONFIG,
        'src/index.ts': 'export const answer: number = 42;\n',
      };
      const ok = await buildFixture({
        files,
        linkedDeps: ['typescript'],
        config: { lib: [{ format: 'esm', dts: true }] },
      });
      expect(ok.code).toBe(0);
      expect(ok.output).toContain('declaration files generated with tsgo');
      expect(readOutput(ok.root, 'dist/index.d.ts')).toContain(
        'answer: number',
      );

      const broken = await buildFixture({
        files: {
          ...files,
          'src/index.ts': 'export const answer: number = "42";\n',
        },
        linkedDeps: ['typescript'],
        config: { lib: [{ format: 'esm', dts: true }] },
      });
      expect(broken.code).toBe(1);
    },
  );
});
