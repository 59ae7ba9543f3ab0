/**
 * Guide pages on configuring and running Rslib: what the examples of
 * Rspack-level options really do to the output, each backed by a real
 * build whose output is then run in Node.js.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runNode } from './helpers/run-node';

afterAll(removeFixtures);

describe('configure-rslib: a tools.rspack function setting externalsType', () => {
  const ROUTE = '/guide/basic/configure-rslib';

  it('module-import turns require() of an external into an import whose result is the namespace, not module.exports', async () => {
    expectPageSays(
      ROUTE,
      'Here it makes the ESM output load an external package that your code reads with `require()` through an `import` statement instead of `createRequire()`:',
    );
    expectPageSays(
      ROUTE,
      "Such a `require()` then returns the package's namespace object, not its `module.exports`. For a CommonJS package that exports a single function, `require('pkg')()` fails at run time with `TypeError: ... is not a function`; the function is under `.default`. An `import` of the package works the same with either setting.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { dependencies: { 'greet-cjs': '1.0.0' } },
      files: {
        'src/index.ts': [
          '// @ts-nocheck',
          "import viaImport from 'greet-cjs';",
          "const viaRequire = require('greet-cjs');",
          'export const kind = typeof viaRequire;',
          'export const callRequired = () => viaRequire();',
          'export const callDefault = () => viaRequire.default();',
          'export const callImported = () => viaImport();',
          '',
        ].join('\n'),
        'check.mjs': [
          'const lib = await import(process.argv[2]);',
          'const attempt = (fn) => {',
          '  try {',
          '    return fn();',
          '  } catch (error) {',
          "    return error.name + ': ' + error.message;",
          '  }',
          '};',
          'console.log(JSON.stringify({',
          '  kind: lib.kind,',
          '  required: attempt(lib.callRequired),',
          '  viaDefault: attempt(lib.callDefault),',
          '  imported: attempt(lib.callImported),',
          '}));',
          '',
        ].join('\n'),
      },
      fakeDeps: {
        'greet-cjs': {
          type: 'commonjs',
          index: "module.exports = function greet() { return 'hi'; };\n",
        },
      },
      configSource: [
        'export default {',
        '  performance: { buildCache: false },',
        '  lib: [',
        "    { format: 'esm', output: { distPath: './dist/default' } },",
        '    {',
        "      format: 'esm',",
        "      output: { distPath: './dist/module-import' },",
        '      tools: {',
        '        rspack(config) {',
        "          config.externalsType = 'module-import';",
        '        },',
        '      },',
        '    },',
        '  ],',
        '};',
        '',
      ].join('\n'),
    });
    expect(code, output).toBe(0);

    const byDefault = readOutput(root, 'dist/default/index.mjs');
    expect(byDefault).toContain('from "node:module"');
    expect(byDefault).toContain('("greet-cjs")');
    const switched = readOutput(root, 'dist/module-import/index.mjs');
    expect(switched).not.toContain('createRequire');
    expect(switched).toMatch(/import \* as \w+ from "greet-cjs"/);

    const run = async (dir: string) => {
      const result = await runNode(
        ['check.mjs', `./dist/${dir}/index.mjs`],
        root,
      );
      expect(result.code, result.stderr).toBe(0);
      return JSON.parse(result.stdout) as Record<string, string>;
    };
    expect(await run('default')).toEqual({
      kind: 'function',
      required: 'hi',
      viaDefault: 'TypeError: viaRequire.default is not a function',
      imported: 'hi',
    });
    expect(await run('module-import')).toEqual({
      kind: 'object',
      required: 'TypeError: viaRequire is not a function',
      viaDefault: 'hi',
      imported: 'hi',
    });
  });
});
