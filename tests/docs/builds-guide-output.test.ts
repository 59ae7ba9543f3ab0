/**
 * Claims of the guide pages about output files, formats and dependencies,
 * each backed by a real build of a small sample library.
 */
import { afterAll, describe, expect } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { claimTest } from './helpers/page-claim';

const EXPORTING_ENTRY = { 'src/index.ts': 'export const answer = 42;\n' };

afterAll(removeFixtures);

describe('guide: output format and structure', () => {
  claimTest(
    '/guide/basic/output-format',
    '| `"commonjs"` or missing | `.mjs` | `.js` |',
    async () => {
      const { root, code } = await buildFixture({
        files: EXPORTING_ENTRY,
        config: { lib: [{ format: 'esm' }, { format: 'cjs' }] },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual(['index.js', 'index.mjs']);
      expect(readOutput(root, 'dist/index.js')).toContain('exports');
    },
  );

  claimTest(
    '/guide/basic/output-format',
    '| `"module"` | `.js` | `.cjs` |',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: { type: 'module' },
        files: EXPORTING_ENTRY,
        config: { lib: [{ format: 'esm' }, { format: 'cjs' }] },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual(['index.cjs', 'index.js']);
    },
  );

  claimTest(
    '/guide/basic/output-format',
    'packages listed in `dependencies`, `peerDependencies` and `optionalDependencies` stay as `import` or `require()` calls',
    async () => {
      const { root, code } = await buildFixture({
        packageJson: {
          dependencies: { 'dep-a': '1.0.0' },
          peerDependencies: { 'peer-c': '1.0.0' },
          optionalDependencies: { 'opt-d': '1.0.0' },
        },
        files: {
          'src/index.ts': [
            "import { marker as a } from 'dep-a';",
            "import { marker as c } from 'peer-c';",
            "import { marker as d } from 'opt-d';",
            'export const all = [a, c, d];',
          ].join('\n'),
        },
        fakeDeps: { 'dep-a': {}, 'peer-c': {}, 'opt-d': {} },
        config: { lib: [{ format: 'esm' }, { format: 'cjs' }] },
      });
      expect(code).toBe(0);
      const esm = readOutput(root, 'dist/index.mjs');
      const cjs = readOutput(root, 'dist/index.js');
      for (const name of ['dep-a', 'peer-c', 'opt-d']) {
        expect(esm).toMatch(new RegExp(`from "${name}"`));
        expect(cjs).toContain(`require("${name}")`);
        expect(esm).not.toContain(`inside-${name}`);
      }
    },
  );

  claimTest(
    '/guide/basic/output-structure',
    'a directory import resolves to its `index` file, and tsconfig `paths` aliases turn into relative paths',
    async () => {
      const { root, code } = await buildFixture({
        files: {
          'tsconfig.json': JSON.stringify({
            compilerOptions: { paths: { '@/*': ['./src/*'] } },
          }),
          'src/index.ts': [
            "export { button } from './button';",
            "export { dir } from './widgets';",
            "export { bar } from '@/utils/bar';",
          ].join('\n'),
          'src/button.ts': "export const button = 'button';\n",
          'src/widgets/index.ts': "export const dir = 'dir';\n",
          'src/utils/bar.ts': "export const bar = 'bar';\n",
        },
        packageJson: { type: 'module' },
        config: { lib: [{ format: 'esm', bundle: false }] },
      });
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual([
        'button.js',
        'index.js',
        'utils/bar.js',
        'widgets/index.js',
      ]);
      const index = readOutput(root, 'dist/index.js');
      expect(index).toContain('"./button.js"');
      expect(index).toContain('"./widgets/index.js"');
      expect(index).toContain('"./utils/bar.js"');
      expect(index).not.toContain('@/utils');
    },
  );

  claimTest(
    '/guide/basic/cli',
    'In a `package.json` without `"type": "module"`, this writes `out/main.js` as a CommonJS file.',
    async () => {
      const { root, code } = await buildFixture(
        { files: { 'src/cli.ts': 'export const run = () => 1;\n' } },
        ['--entry', 'main=src/cli.ts', '--format', 'cjs', '--dist-path', 'out'],
      );
      expect(code).toBe(0);
      expect(listFiles(root, 'out')).toEqual(['main.js']);
      expect(readOutput(root, 'out/main.js')).toMatch(/exports/);
      expect(readOutput(root, 'out/main.js')).not.toMatch(/^export /m);
    },
  );

  claimTest(
    '/guide/basic/cli',
    '`--entry src/a/util.ts --entry src/b/util.ts` produces `util0` and `util1`.',
    async () => {
      const { root, code } = await buildFixture(
        {
          files: {
            'src/a/util.ts': 'export const a = 1;\n',
            'src/b/util.ts': 'export const b = 2;\n',
          },
        },
        ['--entry', 'src/a/util.ts', '--entry', 'src/b/util.ts'],
      );
      expect(code).toBe(0);
      expect(listFiles(root)).toEqual(['util0.mjs', 'util1.mjs']);
    },
  );

  claimTest(
    '/guide/basic/cli',
    '`--format umd`, `--format iife` and `--format mf` need bundle mode, so combining them with `--no-bundle` fails.',
    async () => {
      for (const format of ['umd', 'iife']) {
        const { code, output } = await buildFixture(
          { files: EXPORTING_ENTRY },
          ['--format', format, '--no-bundle'],
        );
        expect(code).not.toBe(0);
        expect(output).toContain(`"bundle" must be set to "true"`);
      }
    },
  );

  claimTest(
    '/guide/basic/cli',
    'If none of the ids you pass exists, the command stops with an error that lists them ("The following libs are not found").',
    async () => {
      const { code, output } = await buildFixture(
        {
          files: EXPORTING_ENTRY,
          config: { lib: [{ format: 'esm' }, { format: 'cjs' }] },
        },
        ['--lib', 'nope'],
      );
      expect(code).not.toBe(0);
      expect(output).toContain('The following libs are not found');
      expect(output).toContain('nope');
    },
  );

  claimTest(
    '/guide/basic/cli',
    'one `rspack.config.<id>.mjs` per lib, showing the final bundler settings.',
    async () => {
      const { root, code } = await buildFixture(
        {
          files: EXPORTING_ENTRY,
          config: { lib: [{ format: 'esm' }, { format: 'cjs' }] },
        },
        ['inspect'],
      );
      expect(code).toBe(0);
      expect(listFiles(root, 'dist/.rsbuild')).toEqual([
        'rsbuild.config.cjs.mjs',
        'rsbuild.config.esm.mjs',
        'rslib.config.mjs',
        'rspack.config.cjs.mjs',
        'rspack.config.esm.mjs',
      ]);
    },
  );
});
