/**
 * Overview pages (config overview, solutions, blog, home): behaviour that
 * the overview states in a sentence, backed by a real build. The builds run
 * one after another.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';

afterAll(removeFixtures);

describe('solutions: CSS and the output target', () => {
  const ROUTE = '/guide/solution/';
  const SOURCES = {
    'src/index.ts': "import './style.css';\nexport const a = 1;\n",
    'src/style.css': '.root { color: red; }\n',
  };

  it('writes no CSS for the node target, and bundleless output still imports it', async () => {
    expectPageSays(
      ROUTE,
      "With the default `'node'` target, no CSS file is written to `dist` and no warning is printed. A bundled build simply loses the styles (CSS Modules keep only their class name mapping), while a bundleless build keeps `import './style.css'` in the JavaScript even though `dist` has no `style.css`.",
    );
    const bundled = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        ...SOURCES,
        'src/index.ts': [
          "import './style.css';",
          "import styles from './card.module.css';",
          'export const card = styles.card;',
          '',
        ].join('\n'),
        'src/card.module.css': '.card { padding: 4px; }\n',
      },
      config: { lib: [{ format: 'esm' }] },
    });
    expect(bundled.code, bundled.output).toBe(0);
    expect(bundled.output).not.toMatch(/warn/i);
    expect(listFiles(bundled.root)).toEqual(['index.js']);
    const bundledJs = readOutput(bundled.root, 'dist/index.js');
    expect(bundledJs).not.toContain('color: red');
    expect(bundledJs).not.toContain('style.css');
    expect(bundledJs).toMatch(/card: "card-[\w-]+"/);

    const bundleless = await buildFixture({
      packageJson: { type: 'module' },
      files: SOURCES,
      config: { lib: [{ format: 'esm', bundle: false }] },
    });
    expect(bundleless.code, bundleless.output).toBe(0);
    expect(bundleless.output).not.toMatch(/warn/i);
    expect(listFiles(bundleless.root)).toEqual(['index.js']);
    expect(readOutput(bundleless.root, 'dist/index.js')).toContain(
      'import "./style.css";',
    );
  });

  it("writes the style files with the 'web' target or with output.emitCss", async () => {
    expectPageSays(
      ROUTE,
      "Setting `output.target: 'web'` writes the style files; a library that must keep the `'node'` target can set [`output.emitCss: true`](/config/rsbuild/output#outputemitcss) instead.",
    );
    for (const output of [{ target: 'web' }, { emitCss: true }]) {
      const {
        root,
        code,
        output: log,
      } = await buildFixture({
        packageJson: { type: 'module' },
        files: SOURCES,
        config: { lib: [{ format: 'esm', output }] },
      });
      expect(code, log).toBe(0);
      expect(listFiles(root)).toEqual(['index.css', 'index.js']);
      expect(readOutput(root, 'dist/index.css')).toContain('color: red');
    }
  });
});
