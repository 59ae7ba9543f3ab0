/**
 * Claims of /guide/solution/react, backed by real builds with the pinned
 * `@rsbuild/plugin-react`.
 */
import { afterAll, describe, expect } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { claimTest } from './helpers/page-claim';

afterAll(removeFixtures);

const COMPONENT = {
  'src/index.tsx': [
    'export const Badge = ({ label }: { label: string }) => <span>{label}</span>;',
  ].join('\n'),
};

/** A config module registering the React plugin with the given options. */
function reactConfig(libItem: string, pluginOptions = ''): string {
  return [
    "import { pluginReact } from '@rsbuild/plugin-react';",
    'export default {',
    '  performance: { buildCache: false },',
    "  source: { entry: { index: './src/index.tsx' } },",
    `  lib: [${libItem}],`,
    "  output: { target: 'web' },",
    `  plugins: [pluginReact(${pluginOptions})],`,
    '};',
  ].join('\n');
}

describe('guide: React', () => {
  claimTest(
    '/guide/solution/react',
    "| `'automatic'` (default) | Calls to `jsx()`/`jsxs()` imported from `react/jsx-runtime`",
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module', peerDependencies: { react: '>=18' } },
        files: COMPONENT,
        linkedDeps: ['@rsbuild/plugin-react'],
        configSource: reactConfig("{ format: 'esm' }"),
      });
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/index.js');
      expect(esm).toMatch(/import \{[^}]*jsx[^}]*\} from "react\/jsx-runtime"/);
      expect(esm).not.toContain('<span>');
    },
  );

  claimTest(
    '/guide/solution/react',
    'The output then imports from `@emotion/react/jsx-runtime`',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: {
          type: 'module',
          peerDependencies: { react: '>=18', '@emotion/react': '>=11' },
        },
        files: COMPONENT,
        linkedDeps: ['@rsbuild/plugin-react'],
        configSource: reactConfig(
          "{ format: 'esm' }",
          "{ swcReactOptions: { importSource: '@emotion/react' } }",
        ),
      });
      expect(code).toBe(0);
      expect(readOutput(root, 'dist/index.js')).toContain(
        'from "@emotion/react/jsx-runtime"',
      );
    },
  );

  claimTest(
    '/guide/solution/react',
    "With `runtime: 'preserve'`, Rslib leaves JSX untouched and the application's bundler compiles it later. This works only in bundleless mode. In bundle mode, the build stops with an error",
    async () => {
      const preserveOptions = "{ swcReactOptions: { runtime: 'preserve' } }";
      const bundled = await buildFixture({
        packageJson: { type: 'module' },
        files: COMPONENT,
        linkedDeps: ['@rsbuild/plugin-react'],
        configSource: reactConfig("{ format: 'esm' }", preserveOptions),
      });
      expect(bundled.code).not.toBe(0);
      expect(bundled.output).toContain(
        'Bundle mode does not support preserving JSX syntax. Set "bundle" to "false"',
      );

      const bundleless = await buildFixture({
        packageJson: { type: 'module' },
        files: COMPONENT,
        linkedDeps: ['@rsbuild/plugin-react'],
        configSource: reactConfig(
          "{ format: 'esm', bundle: false, source: { entry: { index: ['./src/**'] } }, output: { filename: { js: '[name].jsx' } } }",
          preserveOptions,
        ),
      });
      expect(bundleless.code).toBe(0);
      expect(listFiles(bundleless.root)).toEqual(['index.jsx']);
      const output = readOutput(bundleless.root, 'dist/index.jsx');
      expect(output).toContain('<span>{label}</span>');
      expect(output).not.toContain(': string');
    },
  );
});
