/**
 * Rsbuild option pages: edge cases of the resolve options, each backed by a
 * real build. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

/** A package with `browser`, `module` and `main` fields, and maybe `exports`. */
function fieldsPackage(exportsField?: Record<string, unknown>) {
  return {
    files: {
      'main.js': "export const picked = 'from-main';\n",
      'module.js': "export const picked = 'from-module';\n",
      'browser.js': "export const picked = 'from-browser';\n",
      'custom.js': "export const picked = 'from-custom';\n",
      'package.json': JSON.stringify({
        name: 'fields-pkg',
        version: '1.0.0',
        type: 'module',
        main: './main.js',
        module: './module.js',
        browser: './browser.js',
        ...(exportsField ? { exports: exportsField } : {}),
      }),
    },
  };
}

describe('resolve.mainFields', () => {
  const ROUTE = '/config/rsbuild/resolve';
  const SOURCE = {
    'src/index.js':
      "import { picked } from 'fields-pkg';\nexport const result = picked;\n",
  };

  it('applies only without exports: an unmatched exports field stops the build', async () => {
    expectPageSays(
      ROUTE,
      'The `package.json` fields tried, in order, for a package that has no `exports` field.',
    );
    const plain = await buildFixture({
      packageJson: { type: 'module', devDependencies: { 'fields-pkg': '1' } },
      files: SOURCE,
      fakeDeps: { 'fields-pkg': fieldsPackage() },
      config: {
        lib: [
          {
            format: 'esm',
            output: { target: 'web', distPath: './dist/default' },
          },
          {
            format: 'esm',
            output: { target: 'web', distPath: './dist/custom' },
            resolve: { mainFields: ['module', 'main'] },
          },
        ],
      },
    });
    expect(plain.code, plain.output).toBe(0);
    expect(readOutput(plain.root, 'dist/default/index.js')).toContain(
      'from-browser',
    );
    expect(readOutput(plain.root, 'dist/custom/index.js')).toContain(
      'from-module',
    );

    expectPageSays(
      ROUTE,
      'A package with an `exports` field never falls back to these fields: when none of its `exports` conditions match, the build stops with an error such as `Package subpath \'.\' is not defined by "exports"` even if `main` exists, so fix such cases with [resolve.conditionNames](#resolveconditionnames).',
    );
    const unmatched = await buildFixture({
      packageJson: { type: 'module', devDependencies: { 'fields-pkg': '1' } },
      files: SOURCE,
      fakeDeps: {
        'fields-pkg': fieldsPackage({ '.': { custom: './custom.js' } }),
      },
      config: {
        lib: [{ format: 'esm', output: { target: 'web' } }],
      },
    });
    expect(unmatched.code).not.toBe(0);
    expect(unmatched.output).toContain(
      `Package subpath '.' is not defined by "exports"`,
    );

    const withCondition = await buildFixture({
      packageJson: { type: 'module', devDependencies: { 'fields-pkg': '1' } },
      files: SOURCE,
      fakeDeps: {
        'fields-pkg': fieldsPackage({ '.': { custom: './custom.js' } }),
      },
      config: {
        lib: [{ format: 'esm', output: { target: 'web' } }],
        resolve: { conditionNames: ['custom', 'import', 'default'] },
      },
    });
    expect(withCondition.code, withCondition.output).toBe(0);
    expect(readOutput(withCondition.root, 'dist/index.js')).toContain(
      'from-custom',
    );
  });
});
