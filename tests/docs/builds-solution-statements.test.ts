/**
 * Solution guides (Node.js and Vue): what bundleless builds really write,
 * backed by real builds. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

describe('Node.js libraries: externals', () => {
  const ROUTE = '/guide/solution/nodejs';

  it('bundles devDependencies in bundle mode only; bundleless output keeps the import', async () => {
    expectPageSays(
      ROUTE,
      'while `devDependencies` are bundled into the output in bundle mode. Bundleless output (`bundle: false`) bundles no package at all: an import of a `devDependencies` package stays an import as well.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module', devDependencies: { 'dev-d': '1.0.0' } },
      files: {
        'src/index.ts': [
          "import { marker } from 'dev-d';",
          'export const value = marker;',
          '',
        ].join('\n'),
      },
      fakeDeps: { 'dev-d': {} },
      config: {
        lib: [
          { format: 'esm', output: { distPath: './dist/bundle' } },
          {
            format: 'esm',
            bundle: false,
            source: { entry: { index: './src/**' } },
            output: { distPath: './dist/bundleless' },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    const bundled = readOutput(root, 'dist/bundle/index.js');
    expect(bundled).toContain("'inside-dev-d'");
    expect(bundled).not.toContain('from "dev-d"');
    const bundleless = readOutput(root, 'dist/bundleless/index.js');
    expect(bundleless).toContain('from "dev-d"');
    expect(bundleless).not.toContain('inside-dev-d');
  });
});

describe('Vue component libraries: bundleless output', () => {
  const ROUTE = '/guide/solution/vue';

  it('writes CSS only for components with styles, plus shared chunks every component imports', async () => {
    expectPageSays(
      ROUTE,
      'each `.vue` file then becomes a `.js` file, plus a `.css` file when the component has a `<style>` block. The compiled components share a helper of the Vue plugin, so `dist` also holds `rslib-runtime.js` and one more shared chunk, which every component file imports; publish them together with the components.',
    );
    expectPageSays(
      ROUTE,
      "Bundleless output keeps one CSS file for each component that has a `<style>` block and imports it from the component's JavaScript.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module', peerDependencies: { vue: '^3.3.0' } },
      files: {
        'src/index.ts': [
          "export { default as Styled } from './components/Styled.vue';",
          "export { default as Plain } from './components/Plain.vue';",
          '',
        ].join('\n'),
        'src/components/Styled.vue': [
          '<script setup lang="ts">',
          'const label: string = "styled";',
          '</script>',
          '<template><b class="styled">{{ label }}</b></template>',
          '<style scoped>',
          '.styled { color: red; }',
          '</style>',
          '',
        ].join('\n'),
        'src/components/Plain.vue': '<template><i>plain</i></template>\n',
      },
      linkedDeps: ['@rsbuild/plugin-vue', 'vue'],
      configSource: [
        "import { pluginVue } from '@rsbuild/plugin-vue';",
        'export default {',
        '  performance: { buildCache: false },',
        "  source: { entry: { index: './src/**' } },",
        "  lib: [{ format: 'esm', bundle: false }],",
        "  output: { target: 'web' },",
        '  plugins: [pluginVue()],',
        '};',
      ].join('\n'),
    });
    expect(code, output).toBe(0);
    const files = listFiles(root);
    expect(files).toContain('components/Styled.css');
    expect(files).not.toContain('components/Plain.css');
    expect(files).toContain('rslib-runtime.js');
    const components = ['components/Plain.js', 'components/Styled.js'];
    const shared = files.filter(
      (file) =>
        file.endsWith('.js') &&
        !components.includes(file) &&
        file !== 'index.js' &&
        file !== 'rslib-runtime.js',
    );
    // One chunk beyond the source modules, holding the plugin's helper.
    expect(shared).toHaveLength(1);
    expect(readOutput(root, `dist/${shared[0]}`)).toContain('__vccOpts');
    for (const component of components) {
      const code = readOutput(root, `dist/${component}`);
      expect(code).toContain('from "../rslib-runtime.js"');
      expect(code).toContain(`"../${shared[0]}"`);
    }
    expect(readOutput(root, 'dist/components/Styled.js')).toContain(
      'import "./Styled.css"',
    );
  });
});
