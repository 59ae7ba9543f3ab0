/**
 * Facts that several pages state about the same behaviour: the default
 * syntax target without `engines.node` and where linked legal comments are
 * written. Each is backed by a real build; the builds run one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

describe('lib.syntax default without engines.node', () => {
  it('keeps modern syntax but still rewrites TypeScript `using` and `accessor`', async () => {
    expectPageSays(
      '/config/lib/syntax',
      'Without `engines`, almost nothing is lowered: modern syntax such as `??`, `?.` and class private fields appears in the output exactly as you wrote it, while `using` declarations and `accessor` fields in TypeScript sources are still rewritten into helper code.',
    );
    // The Node.js guide states the same default.
    expectPageSays(
      '/guide/solution/nodejs',
      '`using` declarations and `accessor` fields in TypeScript sources are still rewritten into helper code.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts': [
          'export class Counter {',
          '  #secret = 1;',
          '  accessor count = 0;',
          '  read(o?: { a?: number }) {',
          '    return o?.a ?? this.#secret;',
          '  }',
          '}',
          'export function scoped(make: () => Disposable) {',
          '  using res = make();',
          '  return res;',
          '}',
          '',
        ].join('\n'),
      },
      config: { lib: [{ format: 'esm' }] },
    });
    expect(code, output).toBe(0);
    const esm = readOutput(root, 'dist/index.js');
    expect(esm).toContain('?.a ?? this.#secret');
    expect(esm).toContain('#secret = 1');
    expect(esm).not.toMatch(/\busing res\b/);
    expect(esm).toContain('_ts_add_disposable_resource');
    expect(esm).not.toMatch(/\baccessor count\b/);
    expect(esm).toMatch(/get count\(\)/);
  });
});

describe('features FAQ: linked legal comments', () => {
  it('writes a .LICENSE.txt only next to output files that contain a legal comment', async () => {
    expectPageSays(
      '/guide/faq/features',
      "with the default `'linked'`, they are also collected into a separate `.LICENSE.txt` file next to each output file that contains them.",
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts': [
          '/*! Copyright Acme */',
          "export { other } from './other';",
          'export const answer = 42;',
          '',
        ].join('\n'),
        'src/other.ts': '/** Plain JSDoc. */\nexport const other = 2;\n',
      },
      config: {
        lib: [
          {
            format: 'esm',
            bundle: false,
            output: {
              minify: {
                js: true,
                css: false,
                jsOptions: {
                  minimizerOptions: {
                    mangle: false,
                    minify: false,
                    compress: {
                      defaults: false,
                      unused: true,
                      dead_code: true,
                      toplevel: true,
                    },
                    format: { comments: 'all' },
                  },
                },
              },
            },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(listFiles(root)).toEqual([
      'index.js',
      'index.js.LICENSE.txt',
      'other.js',
    ]);
    expect(readOutput(root, 'dist/index.js.LICENSE.txt')).toContain(
      'Copyright Acme',
    );
    expect(readOutput(root, 'dist/other.js')).toContain('Plain JSDoc');
  });
});
