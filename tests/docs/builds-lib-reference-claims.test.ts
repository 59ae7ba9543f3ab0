/**
 * Lib option reference pages: what the `import.meta.url` shim returns in a
 * browser and which declaration generator can run without the `typescript`
 * package, each backed by a real build. The builds run one after another.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures, TSCONFIG } from './helpers/fixture';
import { readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { runNode } from './helpers/run-node';

afterAll(removeFixtures);

describe('lib.shims: the import.meta.url helper in a browser', () => {
  it('falls back to main.js next to the page, not to the page or the output file', async () => {
    expectPageSays(
      '/config/lib/shims',
      'In a browser it returns `document.currentScript.src`, and when there is no current script, the URL of a file named `main.js` next to the page (resolved against `document.baseURI`), whatever your output file is called.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/widget.ts': 'export const moduleUrl = import.meta.url;\n',
        // A browser-like global: the helper checks `document` first.
        'load.cjs': [
          'const [, , src] = process.argv;',
          'globalThis.document = {',
          '  currentScript: src ? { src } : null,',
          "  baseURI: 'https://example.com/app/page.html',",
          '};',
          "console.log(require('./dist/widget.cjs').moduleUrl);",
          '',
        ].join('\n'),
      },
      config: {
        lib: [
          {
            format: 'cjs',
            source: { entry: { widget: './src/widget.ts' } },
          },
        ],
      },
    });
    expect(code, output).toBe(0);
    expect(readOutput(root, 'dist/widget.cjs')).toContain(
      '__rslib_import_meta_url__',
    );
    const withoutScript = await runNode(['load.cjs'], root);
    expect(withoutScript.stderr).toBe('');
    expect(withoutScript.stdout.trim()).toBe('https://example.com/app/main.js');
    const withScript = await runNode(
      ['load.cjs', 'https://cdn.example.com/widget.cjs'],
      root,
    );
    expect(withScript.stdout.trim()).toBe('https://cdn.example.com/widget.cjs');
  });
});

describe('lib.dts: what declaration generation needs', () => {
  it('builds isolated declarations without a typescript package, but not the default ones', async () => {
    expectPageSays(
      '/config/lib/dts',
      'Declaration generation needs a tsconfig file, `tsconfig.json` by default or the file set in [source.tsconfigPath](/config/rsbuild/source), and, unless [dts.isolated](#dtsisolated) is on, a `typescript` package that can be resolved from the project root',
    );
    const tsconfig = JSON.parse(TSCONFIG);
    tsconfig.compilerOptions.isolatedDeclarations = true;
    const files = {
      'tsconfig.json': JSON.stringify(tsconfig),
      'src/index.ts': 'export const answer: number = 42;\n',
    };
    // No linked `typescript`: nothing above the fixture provides it either.
    const isolated = await buildFixture({
      packageJson: { type: 'module' },
      files,
      config: { lib: [{ format: 'esm', dts: { isolated: true } }] },
    });
    expect(isolated.code, isolated.output).toBe(0);
    expect(readOutput(isolated.root, 'dist/index.d.ts')).toContain(
      'export declare const answer: number;',
    );

    const compiled = await buildFixture({
      packageJson: { type: 'module' },
      files,
      config: { lib: [{ format: 'esm', dts: true }] },
    });
    expect(compiled.code).not.toBe(0);
    expect(compiled.output).toContain(
      'Failed to resolve TypeScript from the project root.',
    );
    expect(existsSync(path.join(compiled.root, 'dist'))).toBe(false);
  });
});
