/**
 * Output that the solution and advanced guides show: the files a Module
 * Federation remote writes and what they contain, each backed by a real
 * build. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

describe('Module Federation quick start: the remote folder', () => {
  const ROUTE = '/guide/advanced/module-federation';

  it('only React is shared; license files sit next to the files with React code', async () => {
    expectPageSays(
      ROUTE,
      [
        '    ├── __federation_expose_Counter.<hash>.js',
        '    ├── __federation_expose_Counter.<hash>.js.LICENSE.txt',
        '    ├── index.<hash>.js',
        '    ├── <id>.<hash>.js',
        '    ├── <id>.<hash>.js.LICENSE.txt',
      ].join('\n'),
    );
    expectPageSays(
      ROUTE,
      "One of them is the remote's own copy of React, the only shared package this code imports; `mf-manifest.json` lists it under `shared`, and it is used only when a host provides none. The JSX runtime is not shared: the `react` key of `shared` does not cover `react/jsx-runtime`, so the exposed module bundles its own copy.",
    );
    expectPageSays(
      ROUTE,
      "A file that contains React code gets a `.LICENSE.txt` file with React's license comment next to it: here the exposed module and the `<id>` chunks. The remote entry and `index.<hash>.js` have none.",
    );
    // The quick start's config, package.json and sources.
    const { root, code, output } = await buildFixture({
      packageJson: {
        name: 'acme-widgets',
        version: '0.1.0',
        type: 'module',
        peerDependencies: { react: '>=18', 'react-dom': '>=18' },
      },
      files: {
        'src/Counter.tsx': [
          "import { useState } from 'react';",
          '',
          'export const Counter = () => {',
          '  const [count, setCount] = useState(0);',
          '  return (',
          '    <button type="button" onClick={() => setCount((value) => value + 1)}>',
          '      Count: {count}',
          '    </button>',
          '  );',
          '};',
          '',
        ].join('\n'),
        'src/index.ts': "export { Counter } from './Counter';\n",
      },
      linkedDeps: [
        '@module-federation',
        '@rsbuild/plugin-react',
        'react',
        'react-dom',
      ],
      configSource: `import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';

export default {
  performance: { buildCache: false },
  lib: [
    { format: 'esm', output: { distPath: './dist/esm' } },
    {
      format: 'mf',
      output: {
        distPath: './dist/mf',
        assetPrefix: 'https://cdn.example.com/acme-widgets/mf/',
      },
      dev: { assetPrefix: 'http://localhost:3001/mf/' },
      plugins: [
        pluginModuleFederation(
          {
            name: 'acme_widgets',
            exposes: { './Counter': './src/Counter.tsx' },
            shared: {
              react: { singleton: true },
              'react-dom': { singleton: true },
            },
          },
          {},
        ),
      ],
    },
  ],
  server: { port: 3001 },
  output: { target: 'web' },
  plugins: [pluginReact()],
};
`,
    });
    expect(code, output).toBe(0);
    const files = listFiles(root, 'dist/mf').filter(
      (file) => file.endsWith('.js') || file.endsWith('.txt'),
    );
    const chunks = files.filter((file) =>
      /^[0-9a-z]{1,3}\.[0-9a-f]+\.js$/.test(file),
    );
    const expose = files.find((file) =>
      /^__federation_expose_Counter\.[0-9a-f]+\.js$/.test(file),
    );
    const entry = files.find((file) =>
      /^acme_widgets\.[0-9a-f]+\.js$/.test(file),
    );
    const index = files.find((file) => /^index\.[0-9a-f]+\.js$/.test(file));
    expect(chunks.length, files.join(', ')).toBeGreaterThan(0);
    expect(expose && entry && index, files.join(', ')).toBeTruthy();

    // License files: the exposed module and every <id> chunk, nothing else.
    const licensed = files
      .filter((file) => file.endsWith('.LICENSE.txt'))
      .map((file) => file.replace(/\.LICENSE\.txt$/, ''))
      .sort();
    expect(licensed).toEqual([String(expose), ...chunks].sort());
    for (const file of licensed) {
      expect(readOutput(root, `dist/mf/${file}.LICENSE.txt`)).toContain(
        '@license React',
      );
    }

    // React is the one shared package; the JSX runtime is in the exposed module.
    const manifest = JSON.parse(readOutput(root, 'dist/mf/mf-manifest.json'));
    expect(
      manifest.shared.map((entry: { name: string }) => entry.name),
    ).toEqual(['react']);
    const [reactCopy] = manifest.shared[0].assets.js.sync;
    expect(chunks).toContain(reactCopy);
    expect(readOutput(root, `dist/mf/${reactCopy}`)).toContain(
      'react.production.js',
    );
    const exposed = readOutput(root, `dist/mf/${expose}`);
    expect(exposed).toContain('react-jsx-runtime.production.js');
    expect(exposed).toContain('jsxProd');
  });
});
