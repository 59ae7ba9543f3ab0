/**
 * Rsbuild option pages: output that the pages show (emitted imports, wrapper
 * code, what a consuming application's build does with Rslib's output),
 * each compared with a real build. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { LOGO_IN_SCRIPT_AND_STYLE } from './helpers/asset-sources';
import { buildFixture } from './helpers/build-fixture';
import { type FixtureSpec, removeFixtures } from './helpers/fixture';
import { CJS_DEP, installedMyLib } from './helpers/installed-library';
import { readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

const ROUTE = '/config/rsbuild/output';

describe('output.assetPrefix: the import kept with the default', () => {
  it("'auto' keeps an import of the emitted file under a generated name", async () => {
    expectPageSays(
      ROUTE,
      'With `\'auto\'`, an imported asset stays an import of the emitted file (the output reads `import logo_namespaceObject from "./static/svg/logo.svg"`) and `url()` references in CSS are relative',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: LOGO_IN_SCRIPT_AND_STYLE,
      config: { output: { target: 'web' }, lib: [{ format: 'esm' }] },
    });
    expect(code, output).toBe(0);
    const js = readOutput(root, 'dist/index.js');
    expect(js).toContain(
      'import logo_namespaceObject from "./static/svg/logo.svg";',
    );
    expect(js).not.toContain("import logo from './static/svg/logo.svg'");
    expect(readOutput(root, 'dist/index.css')).toContain(
      'url(./static/svg/logo.svg)',
    );
  });
});

describe('output.externals: an application bundling require() from ESM output', () => {
  const PARSER_OPTION = {
    rspack: { module: { parser: { javascript: { createRequire: true } } } },
  };

  /** The library: ESM output for target node that require()s `cjs-dep`. */
  async function buildLibrary(): Promise<string> {
    const library = await buildFixture({
      packageJson: { dependencies: { 'cjs-dep': '1.0.0' } },
      files: { 'src/index.js': "export const dep = require('cjs-dep');\n" },
      fakeDeps: { 'cjs-dep': CJS_DEP },
      config: { lib: [{ format: 'esm' }] },
    });
    expect(library.code, library.output).toBe(0);
    return readOutput(library.root, 'dist/index.mjs');
  }

  /** An application that installed the library as `my-lib` and bundles it. */
  function application(
    libraryOutput: string,
    config: Record<string, unknown>,
  ): FixtureSpec {
    return {
      packageJson: { type: 'module' },
      files: {
        'src/index.js': "import { dep } from 'my-lib';\nconsole.log(dep);\n",
      },
      fakeDeps: installedMyLib(libraryOutput),
      config,
    };
  }

  it('the createRequire parser option bundles the package but cannot make a browser build work', async () => {
    expectPageSays(
      ROUTE,
      'When an application bundles this ESM file again for Node.js, the `createRequire()` call is kept, so the package is loaded at run time instead of being bundled. Rspack\'s `module.parser.javascript.createRequire` option makes the application bundle the package, but an `import "node:module"` stays, so a browser build of the application fails with or without the option (`Reading from "node:module" is not handled by plugins`).',
    );
    const libraryOutput = await buildLibrary();
    expect(libraryOutput).toMatch(/createRequire\(import\.meta\.url\)/);

    const nodeApp = await buildFixture(
      application(libraryOutput, {
        lib: [
          { format: 'esm', output: { distPath: './dist/plain' } },
          {
            format: 'esm',
            output: { distPath: './dist/parsed' },
            tools: PARSER_OPTION,
          },
        ],
      }),
    );
    expect(nodeApp.code, nodeApp.output).toBe(0);
    const plain = readOutput(nodeApp.root, 'dist/plain/index.js');
    expect(plain).toMatch(/createRequire\(import\.meta\.url\)/);
    expect(plain).toMatch(/_require\("cjs-dep"\)/);
    expect(plain).not.toContain('inside-cjs-dep');
    const parsed = readOutput(nodeApp.root, 'dist/parsed/index.js');
    expect(parsed).toContain('inside-cjs-dep');
    expect(parsed).toContain('import "node:module";');

    const browserApp = await buildFixture(
      application(libraryOutput, {
        output: { target: 'web' },
        tools: PARSER_OPTION,
        lib: [{ format: 'esm' }],
      }),
    );
    expect(browserApp.code).not.toBe(0);
    expect(browserApp.output).toContain(
      'Reading from "node:module" is not handled by plugins',
    );
  });
});

describe('output.target: the global object of UMD and IIFE output', () => {
  it('UMD uses global for node and globalThis for web; IIFE uses globalThis for both', async () => {
    expectPageSays(
      ROUTE,
      "so browser UMD builds need `'web'` (IIFE output reads globals from `globalThis` with either target);",
    );
    const { root, code, output } = await buildFixture({
      files: {
        'src/umd.ts': 'export const answer = 42;\n',
        // An IIFE entry must not export; it reads an external global instead.
        'src/iife.ts': [
          '// @ts-nocheck',
          "import React from 'react';",
          'globalThis.reactVersion = React.version;',
          '',
        ].join('\n'),
      },
      config: {
        output: { externals: { react: 'React' } },
        lib: [
          {
            format: 'umd',
            umdName: 'Sample',
            source: { entry: { index: './src/umd.ts' } },
            output: { distPath: './dist/umd-node' },
          },
          {
            format: 'umd',
            umdName: 'Sample',
            source: { entry: { index: './src/umd.ts' } },
            output: { target: 'web', distPath: './dist/umd-web' },
          },
          {
            format: 'iife',
            source: { entry: { index: './src/iife.ts' } },
            output: { distPath: './dist/iife-node' },
          },
          {
            format: 'iife',
            source: { entry: { index: './src/iife.ts' } },
            output: { target: 'web', distPath: './dist/iife-web' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(readOutput(root, 'dist/umd-node/index.js')).toContain('})(global, ');
    expect(readOutput(root, 'dist/umd-web/index.js')).toContain(
      '})(globalThis, ',
    );
    const iifeNode = readOutput(root, 'dist/iife-node/index.js');
    expect(iifeNode).toContain('= globalThis.React;');
    expect(iifeNode).not.toMatch(/\bglobal\b(?!This)/);
    expect(readOutput(root, 'dist/iife-web/index.js')).toBe(iifeNode);
  });
});

describe('output.polyfill: where the polyfills come from', () => {
  it('stops the build when core-js is not installed', async () => {
    expectPageSays(
      ROUTE,
      "so `'usage'` and `'entry'` need `core-js` 3 installed in the project; without it the build stops with `Failed to resolve core-js dependency`.",
    );
    const { code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: { 'src/index.js': 'console.log([1, 2].at(-1));\n' },
      config: {
        lib: [{ format: 'iife', output: { target: 'web', polyfill: 'usage' } }],
      },
    });
    expect(code).not.toBe(0);
    expect(output).toContain('Failed to resolve core-js dependency');
  });
});

describe('output.dataUriLimit: the object form', () => {
  // Only its size and extension decide how it is emitted.
  const PNG = 'a small image\n';
  const spec = (dataUriLimit: Record<string, number>): FixtureSpec => ({
    packageJson: { type: 'module' },
    files: {
      'src/dot.png': PNG,
      'src/index.ts': [
        '// @ts-nocheck',
        "import dot from './dot.png';",
        'export { dot };',
        '',
      ].join('\n'),
    },
    config: { output: { dataUriLimit }, lib: [{ format: 'esm' }] },
  });

  it('inlines a small image when only svg is given, and not when every kind is', async () => {
    expectPageSays(
      ROUTE,
      "In the object form, a kind you leave out falls back to Rsbuild's 4096 bytes, not to Rslib's `0`: the example above also inlines images, fonts and other files smaller than 4 KB.",
    );
    const svgOnly = await buildFixture(spec({ svg: 8192 }));
    expect(svgOnly.code, svgOnly.output).toBe(0);
    expect(readOutput(svgOnly.root, 'dist/index.js')).toContain(
      'data:image/png;base64,',
    );
    const everyKind = await buildFixture(
      spec({ svg: 8192, image: 0, font: 0, media: 0, assets: 0 }),
    );
    expect(everyKind.code, everyKind.output).toBe(0);
    const js = readOutput(everyKind.root, 'dist/index.js');
    expect(js).not.toContain('data:image/png;base64,');
    expect(js).toMatch(/from "\.\/static\/image\/dot[^"]*\.png"/);
  });
});
