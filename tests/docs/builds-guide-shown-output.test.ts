/**
 * Guide pages: the log lines and emitted code they quote, compared with what
 * a real build prints and writes. The builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runModuleCode } from './helpers/run-node';

afterAll(removeFixtures);

describe('output structure: the bundleless summary line', () => {
  const ROUTE = '/guide/basic/output-structure';
  const SOURCES = {
    'src/index.ts': [
      "import { button } from './button';",
      "import { format } from './utils/format';",
      'export const label = format(button);',
      '',
    ].join('\n'),
    'src/button.ts': "export const button = 'button';\n",
    'src/utils/format.ts':
      "export const format = (text: string) => '[' + text + ']';\n",
  };

  it('ends with the lib id, and with target web adds the gzipped size', async () => {
    expectPageSays(
      ROUTE,
      "the build log prints one summary line per lib item, ending with the lib's id in parentheses, such as `3 files generated in dist, total: 0.2 kB (esm)`. With target `web`, the gzipped size is added before the id.",
    );
    const node = await buildFixture({
      packageJson: { type: 'module' },
      files: SOURCES,
      config: { lib: [{ format: 'esm', bundle: false }] },
    });
    expect(node.code, node.output).toBe(0);
    expect(listFiles(node.root)).toEqual([
      'button.js',
      'index.js',
      'utils/format.js',
    ]);
    const nodeLine = node.output
      .split('\n')
      .find((line) => line.includes('files generated in'));
    expect(nodeLine?.trim()).toMatch(
      /^3 files generated in dist, total: \d+\.\d kB \(esm\)$/,
    );

    const web = await buildFixture({
      packageJson: { type: 'module' },
      files: SOURCES,
      config: {
        lib: [{ format: 'esm', bundle: false, output: { target: 'web' } }],
      },
    });
    expect(web.code, web.output).toBe(0);
    const webLine = web.output
      .split('\n')
      .find((line) => line.includes('files generated in'));
    expect(webLine?.trim()).toMatch(
      /^3 files generated in dist, total: \d+\.\d kB \(\d+\.\d kB gzipped\) \(esm\)$/,
    );
  });
});

describe('third-party dependencies: externals in IIFE output', () => {
  const ROUTE = '/guide/advanced/third-party-deps';

  it('reads an external as a property of globalThis, written with a dot', async () => {
    expectPageSays(
      ROUTE,
      '| `iife`, `mf` | `global` | A read from a global variable, for example `globalThis.react` in IIFE output. |',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { dependencies: { react: '1.0.0' } },
      files: {
        'src/index.ts': [
          '// @ts-nocheck',
          "import React from 'react';",
          'globalThis.Widget = { react: React };',
          '',
        ].join('\n'),
      },
      fakeDeps: {
        react: { type: 'commonjs', index: 'module.exports = {};\n' },
      },
      config: {
        lib: [
          {
            format: 'iife',
            output: { target: 'web', externals: { react: 'react' } },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    const iife = readOutput(root, 'dist/index.js');
    expect(iife).toContain('= globalThis.react;');
    expect(iife).not.toContain('globalThis["react"]');
  });
});

describe('JSON files: keeping files as-is', () => {
  const ROUTE = '/guide/advanced/json-files';

  it('keeps the path and the attribute of the JSON import, reformatted, and Node.js runs it', async () => {
    expectPageSays(
      ROUTE,
      'a source line such as `import defaults from \'./defaults.json\' with { type: \'json\' }` keeps its `./defaults.json` path and its attribute in `dist/index.js`; only the formatting changes, to `import defaults from "./defaults.json" with { type: "json" }` spread over several lines.',
    );
    const sourceLine =
      "import defaults from './defaults.json' with { type: 'json' };";
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/defaults.json': JSON.stringify({ locale: 'en-US', pageSize: 20 }),
        'src/index.ts': `${sourceLine}\nexport const pageSize = defaults.pageSize;\n`,
      },
      // A RegExp external cannot be serialised, so the config is source.
      configSource: [
        'export default {',
        '  lib: [',
        '    {',
        "      format: 'esm',",
        '      bundle: false,',
        "      source: { entry: { index: ['./src/**', '!./src/**/*.json'] } },",
        '      output: {',
        '        externals: [/\\.json$/],',
        "        copy: [{ from: './**/*.json', context: './src' }],",
        '      },',
        '    },',
        '  ],',
        '  performance: { buildCache: false },',
        '};',
        '',
      ].join('\n'),
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual(['defaults.json', 'index.js']);
    const index = readOutput(root, 'dist/index.js');
    expect(index).not.toContain(sourceLine.slice(0, -1));
    expect(index.replace(/\s+/g, ' ')).toContain(
      'import defaults from "./defaults.json" with { type: "json" };',
    );
    expect(index).toMatch(/with \{\n\s+type: "json"\n\};/);
    const run = await runModuleCode(
      "import { pageSize } from './dist/index.js'; console.log(pageSize);",
      root,
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('20');
  });
});
