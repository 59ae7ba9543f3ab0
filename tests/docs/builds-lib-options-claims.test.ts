/**
 * Lib option pages: when stylesheets exist for CSS banners and footers, and
 * which shims each format turns on by default, each backed by a real build.
 * The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

describe('lib.banner and lib.footer: CSS output depends on output.emitCss', () => {
  const STYLED_MODULE = {
    'src/card.css': '.card { color: red; }\n',
    'src/index.ts': "import './card.css';\nexport const card = 1;\n",
  };
  const CSS_TEXT = {
    banner: { css: '/*! card styles */' },
    footer: { css: '/* end of card styles */' },
  };

  it('writes stylesheets with banner and footer for the node target with emitCss, and none without it', async () => {
    expectPageSays(
      '/config/lib/banner',
      'Stylesheets are only written when [output.emitCss](/config/rsbuild/output#outputemitcss) is on, which is its default for the `web` target. With the default `node` target no stylesheet is emitted, so there is nothing to put a CSS banner on; set `output.emitCss: true` to keep the `node` target and still get stylesheets, banner included.',
    );
    expectPageSays(
      '/config/lib/footer',
      'As with [banner.css](/config/lib/banner), CSS is only emitted when [output.emitCss](/config/rsbuild/output#outputemitcss) is on: by default for the `web` target, and with `output.emitCss: true` for the `node` target.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: STYLED_MODULE,
      config: {
        lib: [
          {
            format: 'esm',
            ...CSS_TEXT,
            output: { emitCss: true, distPath: './dist/node-bundle' },
          },
          {
            format: 'esm',
            bundle: false,
            ...CSS_TEXT,
            output: { emitCss: true, distPath: './dist/node-files' },
          },
          {
            format: 'esm',
            ...CSS_TEXT,
            output: { distPath: './dist/node-default' },
          },
          {
            format: 'esm',
            ...CSS_TEXT,
            output: {
              target: 'web',
              emitCss: false,
              distPath: './dist/web-off',
            },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    const files = listFiles(root);
    expect(files).toContain('node-bundle/index.css');
    expect(files).toContain('node-files/card.css');
    expect(files.filter((file) => file.endsWith('.css'))).toHaveLength(2);
    for (const css of [
      'dist/node-bundle/index.css',
      'dist/node-files/card.css',
    ]) {
      const text = readOutput(root, css);
      expect(text).toMatch(/^\/\*! card styles \*\/\n/);
      expect(text).toContain('color: red');
      expect(text.trimEnd()).toMatch(/\/\* end of card styles \*\/$/);
    }
  });
});

describe('lib.format: default shims per format', () => {
  it('leaves __dirname alone in esm output and shims import.meta.url in cjs output', async () => {
    expectPageSays(
      '/config/lib/format',
      '| [shims](/config/lib/shims) | ESM shims, all off | CJS shims, all on | none | none | none |',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts': [
          '// @ts-nocheck',
          'export const dir = __dirname;',
          'export const file = __filename;',
          'export const url = import.meta.url;',
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
    expect(esm).toContain('const dir = __dirname;');
    expect(esm).toContain('const file = __filename;');
    expect(esm).not.toContain('fileURLToPath');
    expect(esm).not.toContain('createRequire');
    const cjs = readOutput(root, 'dist/cjs/index.cjs');
    expect(cjs).toContain('const __rslib_import_meta_url__');
    expect(cjs).not.toContain('import.meta');
  });
});
