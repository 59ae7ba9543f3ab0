/**
 * Lib option pages: where the `import.meta.url` shim helper ends up, what a
 * UMD wrapper needs in a browser, and when CSS banners and footers survive
 * minification, each backed by a real build. The builds run one after
 * another.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

const HELPER = 'const __rslib_import_meta_url__';

describe('lib.shims: the import.meta.url helper', () => {
  it('is added to every CJS file and only the default minifier removes it from files that do not use it', async () => {
    expectPageSays(
      '/config/lib/shims',
      'Rslib puts the helper at the top of every CJS output file; the default minifier then drops it from files that do not use it, so with `output.minify: false` every file keeps a copy.',
    );
    const { root, code, output } = await buildFixture({
      files: {
        'src/uses-url.ts': 'export const url = import.meta.url;\n',
        'src/plain.ts': 'export const plain = 1;\n',
      },
      config: {
        lib: [
          {
            format: 'cjs',
            bundle: false,
            output: { distPath: './dist/default' },
          },
          {
            format: 'cjs',
            bundle: false,
            output: { minify: false, distPath: './dist/unminified' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(readOutput(root, 'dist/default/uses-url.js')).toContain(HELPER);
    expect(readOutput(root, 'dist/default/plain.js')).not.toContain(HELPER);
    expect(readOutput(root, 'dist/unminified/uses-url.js')).toContain(HELPER);
    expect(readOutput(root, 'dist/unminified/plain.js')).toContain(HELPER);
  });
});

describe('lib.umdName: the global fallback branch', () => {
  /** Runs a file as a classic script in a page-like global scope. */
  function runInPage(file: string): Record<string, unknown> {
    const page: Record<string, unknown> = {};
    page.self = page;
    page.window = page;
    vm.createContext(page);
    vm.runInContext(readFileSync(file, 'utf8'), page);
    return page;
  }

  it("reaches the global object in a browser only with output.target 'web'", async () => {
    expectPageSays(
      '/config/lib/umd-name',
      "This needs `output.target: 'web'`: with the default `node` target, the wrapper is called with Node.js's `global`, so in a browser the file throws `ReferenceError: global is not defined`.",
    );
    const { root, code, output } = await buildFixture({
      files: { 'src/index.ts': 'export const answer = 42;\n' },
      config: {
        lib: [
          {
            format: 'umd',
            umdName: 'MyLib',
            output: { distPath: './dist/node' },
          },
          {
            format: 'umd',
            umdName: 'MyLib',
            output: { target: 'web', distPath: './dist/web' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(readOutput(root, 'dist/node/index.js')).toContain('})(global, ');
    expect(() => runInPage(path.join(root, 'dist/node/index.js'))).toThrow(
      'global is not defined',
    );
    const page = runInPage(path.join(root, 'dist/web/index.js'));
    expect(JSON.stringify(page.MyLib)).toBe('{"answer":42}');
  });
});

describe('lib.banner and lib.footer: CSS and minification', () => {
  const STYLED_MODULE = {
    'src/index.ts': "import './card.css';\nexport const card = 1;\n",
    'src/card.css': '.card {\n  color: red;\n}\n',
  };

  /** One minified web bundle and one minified web bundleless build. */
  function minifiedCssConfig(banner: string, footer: string) {
    const shared = { banner: { css: banner }, footer: { css: footer } };
    return {
      lib: [
        {
          format: 'esm',
          ...shared,
          output: { target: 'web', minify: true, distPath: './dist/bundle' },
        },
        {
          format: 'esm',
          bundle: false,
          ...shared,
          output: { target: 'web', minify: true, distPath: './dist/files' },
        },
      ],
    };
  }

  it('keeps a plain CSS banner in a minified bundle but not in minified bundleless stylesheets', async () => {
    expectPageSays(
      '/config/lib/banner',
      'In bundleless mode each stylesheet gets its CSS banner before minification: with CSS minification turned on (for example `output.minify: true`), a `/* */` banner is removed and only a `/*! */` banner is kept.',
    );
    const plain = await buildFixture({
      packageJson: { type: 'module' },
      files: STYLED_MODULE,
      config: minifiedCssConfig('/* card styles */', '/* end */'),
    });
    expect(plain.code, plain.output).toBe(0);
    expect(listFiles(plain.root)).toContain('files/card.css');
    expect(readOutput(plain.root, 'dist/bundle/index.css')).toMatch(
      /^\/\* card styles \*\/\n/,
    );
    const plainFile = readOutput(plain.root, 'dist/files/card.css');
    expect(plainFile).toContain('.card{color:red}');
    expect(plainFile).not.toContain('card styles');

    const legal = await buildFixture({
      packageJson: { type: 'module' },
      files: STYLED_MODULE,
      config: minifiedCssConfig('/*! card styles */', '/*! end */'),
    });
    expect(legal.code, legal.output).toBe(0);
    expect(readOutput(legal.root, 'dist/files/card.css')).toMatch(
      /^\/\*! card styles \*\/\n/,
    );
  });

  it('keeps the CSS footer of a minified bundle but drops it from minified bundleless stylesheets', async () => {
    expectPageSays(
      '/config/lib/footer',
      'In bundleless mode each stylesheet gets its CSS footer before minification, so with CSS minification turned on (for example `output.minify: true`) the footer is removed, even a `/*! */` one.',
    );
    expectPageSays(
      '/config/lib/footer',
      "Internally, Rslib adds the JavaScript footer and the CSS footer of a bundle with Rspack's `BannerPlugin` in footer mode",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: STYLED_MODULE,
      config: minifiedCssConfig('/*! card styles */', '/*! end of card */'),
    });
    expect(code, output).toBe(0);
    expect(readOutput(root, 'dist/bundle/index.css').trimEnd()).toMatch(
      /\/\*! end of card \*\/$/,
    );
    const file = readOutput(root, 'dist/files/card.css');
    expect(file).toContain('.card{color:red}');
    expect(file).not.toContain('end of card');
  });
});
