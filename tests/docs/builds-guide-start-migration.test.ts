/**
 * Getting-started and migration pages: what Rslib compiles without plugins,
 * which dependencies a tsup migration keeps external, and which command-line
 * flags the build cache overlooks, each backed by a real build. The builds
 * run one after another.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runRslib } from './helpers/rslib-cli';

afterAll(removeFixtures);

describe('introduction: source languages without plugins', () => {
  const ROUTE = '/guide/start/';

  it('fails on Sass and Less imports without their plugins and compiles JSX to React.createElement', async () => {
    expectPageSays(
      ROUTE,
      'Sass, Less and more through Rsbuild plugins such as `@rsbuild/plugin-sass` and `@rsbuild/plugin-less`; without the plugin, a `.scss` or `.less` import fails the build. JSX compiles to `React.createElement()` calls until you add `@rsbuild/plugin-react`.',
    );
    const styles = [
      {
        file: 'card.scss',
        source: '$accent: red;\n.card { color: $accent; }\n',
        hint: 'To enable support for Sass, use "@rsbuild/plugin-sass"',
      },
      {
        file: 'box.less',
        source: '@accent: red;\n.box { color: @accent; }\n',
        hint: 'To enable support for Less, use "@rsbuild/plugin-less"',
      },
    ];
    for (const style of styles) {
      const { root, code, output } = await buildFixture({
        packageJson: { type: 'module' },
        files: {
          [`src/${style.file}`]: style.source,
          'src/index.js': `import './${style.file}';\nexport const ready = true;\n`,
        },
        config: { output: { target: 'web' }, lib: [{ format: 'esm' }] },
      });
      expect(code, output).not.toBe(0);
      expect(output).toContain(style.hint);
      expect(existsSync(path.join(root, 'dist/index.js'))).toBe(false);
    }

    const jsx = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.jsx':
          'export const Badge = () => <span className="badge">New</span>;\n',
      },
      config: { lib: [{ format: 'esm' }] },
    });
    expect(jsx.code, jsx.output).toBe(0);
    const js = readOutput(jsx.root, 'dist/index.js');
    expect(js).toContain('React.createElement(');
    expect(js).not.toContain('react/jsx-runtime');
  });
});

describe('tsup migration', () => {
  const ROUTE = '/guide/migration/tsup';

  it('keeps optionalDependencies external, unlike tsup, until they are listed in autoExternal.exclude', async () => {
    expectPageSays(
      ROUTE,
      'Like tsup, Rslib leaves `dependencies` and `peerDependencies` external. Unlike tsup, it also leaves `optionalDependencies` external; everything else, `devDependencies` included, is bundled. To bundle an optional dependency as tsup did, add its name to `output.autoExternal.exclude`.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: {
        dependencies: { 'dep-a': '1.0.0' },
        peerDependencies: { 'peer-b': '1.0.0' },
        optionalDependencies: { 'opt-c': '1.0.0' },
        devDependencies: { 'dev-d': '1.0.0' },
      },
      files: {
        'src/index.ts': [
          "import { marker as a } from 'dep-a';",
          "import { marker as b } from 'peer-b';",
          "import { marker as c } from 'opt-c';",
          "import { marker as d } from 'dev-d';",
          'export const markers = [a, b, c, d];',
          '',
        ].join('\n'),
      },
      fakeDeps: { 'dep-a': {}, 'peer-b': {}, 'opt-c': {}, 'dev-d': {} },
      config: {
        lib: [
          { format: 'esm', output: { distPath: './dist/default' } },
          {
            format: 'esm',
            output: {
              distPath: './dist/exclude',
              autoExternal: { exclude: ['opt-c'] },
            },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual(['default/index.mjs', 'exclude/index.mjs']);
    const defaults = readOutput(root, 'dist/default/index.mjs');
    for (const name of ['dep-a', 'peer-b', 'opt-c']) {
      expect(defaults).toContain(`from "${name}"`);
      expect(defaults).not.toContain(`inside-${name}`);
    }
    expect(defaults).toContain("'inside-dev-d'");
    expect(defaults).not.toContain('from "dev-d"');

    const excluded = readOutput(root, 'dist/exclude/index.mjs');
    expect(excluded).toContain("'inside-opt-c'");
    expect(excluded).not.toContain('from "opt-c"');
    expect(excluded).toContain('from "dep-a"');
  });

  it('the build cache overlooks a --syntax change but not a --minify change', async () => {
    expectPageSays(
      ROUTE,
      'delete that folder between runs: a change of some flags, such as `--syntax`, `--target` or `--externals`, does not invalidate the cache, so the next build can return the previous output unchanged. Other flags, such as `--minify`, take effect on the next build.',
    );
    // The config is a plain file: the `config` field of a fixture switches
    // the build cache off, and the cache is what this test is about.
    const spec = {
      files: {
        'rslib.config.mjs': "export default { lib: [{ format: 'esm' }] };\n",
        'src/index.ts': [
          'export function describeValue(value?: { name?: string }) {',
          "  const label = value?.name ?? 'unnamed';",
          "  return 'value: ' + label;",
          '}',
          '',
        ].join('\n'),
      },
    };
    const first = await buildFixture(spec);
    expect(first.code, first.output).toBe(0);
    expect(existsSync(path.join(first.root, 'node_modules/.cache'))).toBe(true);
    const before = readOutput(first.root, 'dist/index.mjs');
    expect(before).toContain('value?.name');

    // Without a cache, --syntax es2015 lowers optional chaining …
    const fresh = await buildFixture(spec, ['--syntax', 'es2015']);
    expect(fresh.code, fresh.output).toBe(0);
    expect(readOutput(fresh.root, 'dist/index.mjs')).not.toContain('?.');
    // … but with the cache of the first build, the output stays as it was.
    const syntax = await runRslib(first.root, ['--syntax', 'es2015']);
    expect(syntax.code, syntax.output).toBe(0);
    expect(readOutput(first.root, 'dist/index.mjs')).toBe(before);

    // --minify shows on the next build, cache or not.
    const minify = await runRslib(first.root, ['--minify']);
    expect(minify.code, minify.output).toBe(0);
    const minified = readOutput(first.root, 'dist/index.mjs');
    expect(minified).not.toBe(before);
    expect(minified).not.toContain('describeValue(value');
    expect(minified.split('\n').filter(Boolean).length).toBe(1);
  });
});
