/**
 * Lib option pages: where the `import.meta.url` shim helper ends up and
 * when CSS banners and footers survive minification, each backed by a real
 * build (what lib.umdName says a UMD file needs in a browser is built in
 * builds-migration-shown-output.test.ts). The builds run one after another.
 */
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
