/**
 * Statements that hold for the case a page starts from but not for the
 * variations readers try next: the CJS format, bundleless mode, a package
 * without `"type": "module"`, a `NODE_ENV` set in the shell. Each test builds
 * the variation. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>\n';

describe('lib.format: defaults per format', () => {
  const ROUTE = '/config/lib/format';

  it('UMD and IIFE take process.env.NODE_ENV from the build process, import.meta.env.MODE stays "production"', async () => {
    expectPageSays(
      ROUTE,
      'UMD and IIFE replace `import.meta.env.MODE` with `"production"` and `process.env.NODE_ENV` with the `NODE_ENV` of the build process, `"production"` when it is unset: `NODE_ENV=development rslib build` writes `"development"`.',
    );
    const spec = {
      packageJson: { type: 'module' },
      files: {
        'src/index.ts': [
          '// @ts-nocheck',
          'export const nodeEnv = process.env.NODE_ENV;',
          'export const mode = import.meta.env.MODE;',
          '',
        ].join('\n'),
        'src/script.ts': [
          '// @ts-nocheck',
          'globalThis.Sample = {',
          '  nodeEnv: process.env.NODE_ENV,',
          '  mode: import.meta.env.MODE,',
          '};',
          '',
        ].join('\n'),
      },
      config: {
        output: { target: 'web' },
        lib: [
          {
            format: 'umd',
            umdName: 'Sample',
            output: { distPath: './dist/umd' },
          },
          {
            format: 'iife',
            source: { entry: { index: './src/script.ts' } },
            output: { distPath: './dist/iife' },
          },
        ],
      },
    };
    const unset = await buildFixture(spec);
    expect(unset.code, unset.output).toBe(0);
    for (const file of ['dist/umd/index.js', 'dist/iife/index.js']) {
      const code = readOutput(unset.root, file);
      expect(code).not.toContain('process.env.NODE_ENV');
      expect(code).not.toContain('"development"');
    }

    const development = await buildFixture(spec, [], {
      NODE_ENV: 'development',
    });
    expect(development.code, development.output).toBe(0);
    const umd = readOutput(development.root, 'dist/umd/index.js');
    expect(umd).toContain('const nodeEnv = "development"');
    expect(umd).toContain('const mode = "production"');
    const iife = readOutput(development.root, 'dist/iife/index.js');
    expect(iife).toMatch(/nodeEnv: "development"/);
    expect(iife).toMatch(/mode: "production"/);
  });

  it('ESM and CJS bundles still inline an asset imported with ?inline', async () => {
    expectPageSays(
      ROUTE,
      'ESM and CJS keep asset imports as imports of the emitted file and do not inline small assets as data URLs; in bundle mode, an import with the `?inline` query is still inlined.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/logo.svg': LOGO_SVG,
        'src/index.ts': [
          '// @ts-nocheck',
          "import logo from './logo.svg';",
          "import inlined from './logo.svg?inline';",
          'export { logo, inlined };',
          '',
        ].join('\n'),
      },
      config: {
        lib: [
          { format: 'esm', output: { distPath: './dist/esm' } },
          { format: 'cjs', output: { distPath: './dist/cjs' } },
        ],
      },
    });
    expect(code, output).toBe(0);
    const esm = readOutput(root, 'dist/esm/index.js');
    const cjs = readOutput(root, 'dist/cjs/index.cjs');
    expect(esm).toContain('from "./static/svg/logo.svg"');
    expect(cjs).toContain('require("./static/svg/logo.svg")');
    for (const file of [esm, cjs]) {
      expect(file).toContain('"data:image/svg+xml;base64,');
    }
  });
});

describe('output structure: bundleless output per format', () => {
  const ROUTE = '/guide/basic/output-structure';
  const SOURCES = {
    'src/index.ts': [
      "import type { Shape } from './types';",
      "import legacy from './legacy.cjs';",
      "import logo from './assets/logo.svg';",
      'export const shape: Shape | undefined = undefined;',
      'export { legacy, logo };',
      '',
    ].join('\n'),
    'src/types.ts': 'export interface Shape { size: number }\n',
    'src/legacy.cjs': 'module.exports = { legacy: true };\n',
    'src/assets/logo.svg': LOGO_SVG,
  };

  /** The sources above built bundleless as ESM and as CJS, side by side. */
  const buildBothFormats = (packageJson?: Record<string, unknown>) =>
    buildFixture({
      ...(packageJson ? { packageJson } : {}),
      files: SOURCES,
      config: {
        lib: [
          { format: 'esm', bundle: false, output: { distPath: './dist/esm' } },
          { format: 'cjs', bundle: false, output: { distPath: './dist/cjs' } },
        ],
      },
    });

  it('a types-only file is an empty ES module in ESM output, but not in CJS output', async () => {
    expectPageSays(
      ROUTE,
      'Such a file compiles to a module without exports so that imports pointing at it still resolve: `export { };` in ESM output, a file that only marks `exports` as an ES module in CJS output.',
    );
    const { root, code, output } = await buildBothFormats({ type: 'module' });
    expect(code, output).toBe(0);
    expect(readOutput(root, 'dist/esm/types.js').trim()).toBe('export { };');
    const cjs = readOutput(root, 'dist/cjs/types.cjs');
    expect(cjs).not.toContain('export {');
    expect(cjs).toContain("Object.defineProperty(exports, '__esModule'");
    expect(cjs).not.toMatch(/exports\.\w+ =/);
  });

  it('only ESM output writes the runtime file, named like a chunk; asset modules take the output extension', async () => {
    expectPageSays(
      ROUTE,
      'Only ESM output writes this file. Its extension follows the ESM output (`rslib-runtime.mjs` when `package.json` has no `"type": "module"`), and with several lib items it carries the item\'s index like other chunks (`rslib-runtime~0.mjs`); CJS output writes none and each file carries the helpers it uses.',
    );
    expectPageSays(
      ROUTE,
      '(`assets/logo.svg` → `assets/logo.js`, or `.mjs`/`.cjs` like the other JavaScript files)',
    );
    const { root, code, output } = await buildBothFormats();
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual([
      'cjs/assets/logo.js',
      'cjs/index.js',
      'cjs/legacy.js',
      'cjs/static/svg/logo.svg',
      'cjs/types.js',
      'esm/assets/logo.mjs',
      'esm/index.mjs',
      'esm/legacy.mjs',
      'esm/rslib-runtime~0.mjs',
      'esm/static/svg/logo.svg',
      'esm/types.mjs',
    ]);
    const esmIndex = readOutput(root, 'dist/esm/index.mjs');
    expect(esmIndex).toContain('from "./assets/logo.mjs"');
    expect(readOutput(root, 'dist/esm/legacy.mjs')).toContain(
      'from "./rslib-runtime~0.mjs"',
    );
    const cjsIndex = readOutput(root, 'dist/cjs/index.js');
    expect(cjsIndex).toContain('var __webpack_require__ = {};');
    expect(cjsIndex).not.toContain('rslib-runtime');
  });

  it('dts.isolated declares only the files the entry matches', async () => {
    expectPageSays(
      ROUTE,
      '[dts.isolated](/config/lib/dts#dtsisolated) is the exception: it declares only the files the entry matches.',
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
        lib: [
          {
            format: 'esm',
            bundle: false,
            dts: { isolated: true },
            source: { entry: { index: ['src/**', '!src/**/*.test.ts'] } },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual(['index.d.ts', 'index.js']);
  });
});

describe('CSS with the node target in bundleless mode', () => {
  const SOURCES = {
    'src/index.ts': "import './button.css';\nexport const label = 'ok';\n",
    'src/button.css': '.button { color: red; }\n',
  };

  async function buildNodeTarget() {
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: SOURCES,
      config: { lib: [{ format: 'esm', bundle: false }] },
    });
    expect(code, output).toBe(0);
    expect(output).not.toMatch(/warn/i);
    expect(listFiles(root)).toEqual(['index.js']);
    expect(readOutput(root, 'dist/index.js')).toContain(
      'import "./button.css";',
    );
  }

  it('output structure: no CSS file, but the import of it stays', async () => {
    expectPageSays(
      '/guide/basic/output-structure',
      'With the default `node` target, no CSS file is written in either mode, yet bundleless output keeps the `import` of the missing stylesheet.',
    );
    await buildNodeTarget();
  });

  it('React: the styles are not silently dropped from bundleless output', async () => {
    expectPageSays(
      '/guide/solution/react',
      "with `'node'` no CSS file is written (unless you set [output.emitCss](/config/rsbuild/output#outputemitcss) to `true`) and nothing is printed about it; in bundleless mode the JavaScript still imports the missing stylesheet.",
    );
    await buildNodeTarget();
  });
});
