/**
 * Claims of the advanced guides that earlier checks left open, each backed
 * by a real build. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

const BRAND_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" /></svg>\n';

/** A config module registering the React plugin and SVGR with `svgrOptions`. */
function svgrConfig(libItem: string, svgrOptions: string): string {
  return [
    "import { pluginReact } from '@rsbuild/plugin-react';",
    "import { pluginSvgr } from '@rsbuild/plugin-svgr';",
    'export default {',
    '  performance: { buildCache: false },',
    `  lib: [${libItem}],`,
    "  output: { target: 'web' },",
    `  plugins: [pluginReact(), pluginSvgr({ svgrOptions: ${svgrOptions} })],`,
    '};',
  ].join('\n');
}

const SVGR_DEPS = ['@rsbuild/plugin-react', '@rsbuild/plugin-svgr', 'react'];

/** A library importing one SVG from JavaScript and referencing it from CSS, built with SVGR. */
async function buildSvgImportedBothWays({
  importLine,
  lib,
  svgrOptions,
}: {
  importLine: string;
  lib: string;
  svgrOptions: string;
}) {
  const built = await buildFixture({
    packageJson: { type: 'module', peerDependencies: { react: '>=18' } },
    files: {
      'src/icons/brand.svg': BRAND_SVG,
      'src/index.js': [
        importLine,
        "import './style.css';",
        'export { Brand };',
        '',
      ].join('\n'),
      'src/style.css': ".logo { background: url('./icons/brand.svg'); }\n",
    },
    linkedDeps: SVGR_DEPS,
    configSource: svgrConfig(lib, svgrOptions),
  });
  expect(built.code, built.output).toBe(0);
  return built.root;
}

describe('SVGR: exportType turns only script imports into components', () => {
  const ROUTE = '/guide/advanced/svgr-files';

  it('bundleless named exports: the module is a component, but a CSS url() still gets the file', async () => {
    expectPageSays(
      ROUTE,
      'With this setting every `.svg` file imported from JavaScript or TypeScript becomes a component. An SVG that a stylesheet references with `url()` is still copied to `static/svg/`, and the CSS output points to that file.',
    );
    const root = await buildSvgImportedBothWays({
      importLine:
        "import { ReactComponent as Brand } from './icons/brand.svg';",
      lib: "{ format: 'esm', bundle: false }",
      svgrOptions: "{ exportType: 'named' }",
    });
    const module = readOutput(root, 'dist/icons/brand.js');
    expect(module).toContain('export { SvgBrand as ReactComponent }');
    expect(module).not.toContain('brand.svg');
    expect(listFiles(root)).toContain('static/svg/brand.svg');
    expect(readOutput(root, 'dist/style.css')).toContain(
      'url(./static/svg/brand.svg)',
    );
  });

  it("bundle mode with exportType 'default': the import is a component, the CSS url() keeps a copied file", async () => {
    expectPageSays(
      ROUTE,
      "Set `svgrOptions.exportType` to `'default'` to make the default export of every SVG imported from JavaScript or TypeScript a component. An SVG referenced with `url()` in CSS is still copied as a file.",
    );
    const root = await buildSvgImportedBothWays({
      importLine: "import Brand from './icons/brand.svg';",
      lib: "{ format: 'esm' }",
      svgrOptions: "{ exportType: 'default' }",
    });
    const bundle = readOutput(root, 'dist/index.js');
    expect(bundle).toContain('const SvgBrand = ');
    expect(bundle).not.toContain('brand.svg');
    expect(listFiles(root)).toContain('static/svg/brand.svg');
    expect(readOutput(root, 'dist/index.css')).toContain(
      'url(./static/svg/brand.svg)',
    );
  });
});
