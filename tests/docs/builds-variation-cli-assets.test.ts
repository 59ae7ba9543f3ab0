/**
 * Data and SVG imports built with the variations a reader tries next:
 * CommonJS output instead of ESM, very short JSON data. The builds run
 * one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runNode } from './helpers/run-node';

afterAll(removeFixtures);

describe('guide: JSON files in bundleless CommonJS output', () => {
  const ROUTE = '/guide/advanced/json-files';

  it('writes defaults.cjs with named exports only; a default import from TypeScript is undefined', async () => {
    expectPageSays(
      ROUTE,
      'in bundleless `cjs` output built from TypeScript, a default import of a JSON file is `undefined` at runtime, because the generated module marks itself as an ES module but has no `default` export. Use named imports in a bundleless CommonJS build of TypeScript sources.',
    );
    expectPageSays(
      ROUTE,
      "With `format: 'cjs'`, the module takes the CommonJS extension, for example `dist/defaults.cjs` in a `\"type\": \"module\"` package. It only has the named exports, so in a `.ts` file `import { locale } from './defaults.json'` works, while `import defaults from './defaults.json'` gives `undefined`.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/defaults.json': JSON.stringify({
          locale: 'en-US',
          pageSize: 20,
          themes: ['light', 'dark'],
        }),
        'src/index.ts': [
          "import defaults from './defaults.json';",
          "import { locale } from './defaults.json';",
          'export const whole = defaults.pageSize;',
          'export const named = locale;',
          '',
        ].join('\n'),
      },
      config: { lib: [{ format: 'cjs', bundle: false }] },
    });
    expect(code, output).toBe(0);
    const files = listFiles(root);
    expect(files).toContain('defaults.cjs');
    expect(files).not.toContain('defaults.js');
    expect(readOutput(root, 'dist/index.cjs')).toContain('./defaults.cjs');
    const run = await runNode(
      ['-e', "const m = require('./dist/index.cjs'); console.log(m.named);"],
      root,
    );
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(
      "Cannot read properties of undefined (reading 'pageSize')",
    );
  });

  it('writes very short JSON data as an object literal, longer data through JSON.parse', async () => {
    expectPageSays(
      ROUTE,
      'The module parses the data with `JSON.parse(...)` (very short data, such as `{"a":1}`, is written as an object literal instead)',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/tiny.json': '{"a":1}',
        'src/defaults.json': JSON.stringify({
          locale: 'en-US',
          pageSize: 20,
        }),
        'src/index.js':
          "export { a } from './tiny.json';\nexport { locale } from './defaults.json';\n",
      },
      config: { lib: [{ format: 'esm', bundle: false }] },
    });
    expect(code, output).toBe(0);
    const tiny = readOutput(root, 'dist/tiny.js');
    expect(tiny).not.toContain('JSON.parse');
    expect(tiny).toMatch(/a: 1/);
    expect(readOutput(root, 'dist/defaults.js')).toContain('JSON.parse(');
  });
});

describe('guide: SVGR in bundle mode with CommonJS output', () => {
  const ROUTE = '/guide/advanced/svgr-files';

  it('requires the plain SVG and derives the ?url URL from script tags', async () => {
    expectPageSays(
      ROUTE,
      "With `format: 'cjs'`, the plain import becomes `require(\"./static/svg/brand.svg\")`, and the `?url` form computes the URL from the page's `<script>` tags (`document.currentScript`) instead of `import.meta.url`.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/icons/brand.svg':
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" /></svg>\n',
        'src/index.js': [
          "import brandUrl from './icons/brand.svg';",
          "import brandHref from './icons/brand.svg?url';",
          'export const plain = brandUrl;',
          'export const href = brandHref;',
          '',
        ].join('\n'),
      },
      linkedDeps: ['@rsbuild/plugin-svgr'],
      configSource: [
        "import { pluginSvgr } from '@rsbuild/plugin-svgr';",
        'export default {',
        '  performance: { buildCache: false },',
        "  lib: [{ format: 'cjs' }],",
        "  output: { target: 'web' },",
        '  plugins: [pluginSvgr()],',
        '};',
      ].join('\n'),
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toContain('static/svg/brand.svg');
    const cjs = readOutput(root, 'dist/index.cjs');
    expect(cjs).toContain('require("./static/svg/brand.svg")');
    expect(cjs).toContain('document.currentScript');
    expect(cjs).not.toContain('import.meta.url');
    expect(cjs).not.toMatch(/^import /m);
  });
});
