/**
 * Config pages, statements checked beyond the case they describe: the
 * `require()` rewrite for another target and the ESM `require` shim without
 * the minifier. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

describe('lib.shims: ESM output', () => {
  const ROUTE = '/config/lib/shims';

  it('rewrites require() of an external through createRequire for target node only', async () => {
    expectPageSays(
      ROUTE,
      "This only happens for `output.target: 'node'`: with `'web'`, the `require('pkg')` call is left as written.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module', dependencies: { 'dep-a': '1.0.0' } },
      files: {
        'src/index.ts': [
          '// @ts-nocheck',
          "const dep = require('dep-a');",
          'export const marker = dep.marker;',
          '',
        ].join('\n'),
      },
      fakeDeps: {
        'dep-a': { type: 'commonjs', index: 'exports.marker = 1;\n' },
      },
      config: {
        lib: [
          {
            format: 'esm',
            output: { distPath: './dist/node', minify: false },
          },
          {
            format: 'esm',
            output: { target: 'web', distPath: './dist/web', minify: false },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    const node = readOutput(root, 'dist/node/index.js');
    const web = readOutput(root, 'dist/web/index.js');
    expect(node).toMatch(/import \{ createRequire[^}]*\} from "node:module"/);
    expect(node).not.toMatch(/(^|[^\w])require\("dep-a"\)/m);
    expect(web).toMatch(/(^|[^\w])require\("dep-a"\)/m);
    expect(web).not.toContain('createRequire');
    expect(web).not.toContain('node:module');
  });

  it('keeps the unused require binding when output.minify is false', async () => {
    expectPageSays(
      ROUTE,
      'In files that never call `require`, the default minifier drops the unused binding (with `output.minify: false` the whole shim stays), but a bare `import "node:module"` line stays either way',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: { 'src/index.ts': 'export const answer = 42;\n' },
      config: {
        lib: [
          {
            format: 'esm',
            shims: { esm: { require: true } },
            output: { distPath: './dist/default' },
          },
          {
            format: 'esm',
            shims: { esm: { require: true } },
            output: { distPath: './dist/plain', minify: false },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    const minified = readOutput(root, 'dist/default/index.js');
    const plain = readOutput(root, 'dist/plain/index.js');
    expect(minified).toMatch(/^import "node:module";$/m);
    expect(minified).not.toContain('createRequire');
    expect(plain).toContain('import __rslib_shim_module__ from "node:module"');
    expect(plain).toMatch(/const require = .*createRequire\(/);
  });
});
