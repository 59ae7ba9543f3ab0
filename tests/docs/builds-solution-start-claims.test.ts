/**
 * Solution and getting-started pages: static assets in script-tag formats,
 * declarations without `rootDir`, and what the watch mode of a Vue library
 * does to the vue-tsc declarations, each backed by a real build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { createFixture, removeFixtures } from './helpers/fixture';
import { listFiles, readOutput } from './helpers/output-files';
import { expectPageSays } from './helpers/page-claim';
import { cleanEnv } from './helpers/rslib-cli';

const RSLIB_BIN = path.resolve(
  import.meta.dirname,
  '../../node_modules/@rslib/core/bin/rslib.js',
);

const watchers: ChildProcess[] = [];

afterAll(() => {
  for (const watcher of watchers.splice(0)) watcher.kill();
  removeFixtures();
});

describe('solutions overview: static assets by format', () => {
  const ROUTE = '/guide/solution/';

  it('keeps asset imports in esm and cjs; UMD and IIFE inline small files and point to /static/ for larger ones', async () => {
    expectPageSays(
      ROUTE,
      'In `esm` and `cjs` output, images, fonts and similar files are emitted as separate files and the import is kept in the output, so the consuming bundler can process them further. UMD and IIFE output has no consuming bundler: a small file is inlined as a `data:` URL, and a larger one is copied to `dist/static/` and referenced by a URL under the public path `/`, such as `"/static/image/logo.png"`, so the page must serve it from there.',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        // No exports: an IIFE entry assigns to globalThis instead.
        'src/index.ts': [
          '// @ts-nocheck',
          "import logo from './logo.png';",
          "import icon from './icon.png';",
          'globalThis.sampleAssets = [logo, icon];',
          '',
        ].join('\n'),
        'src/logo.png': 'x'.repeat(20_000),
        'src/icon.png': 'tiny',
      },
      config: {
        output: { target: 'web' },
        lib: [
          { format: 'esm', output: { distPath: './dist/esm' } },
          { format: 'cjs', output: { distPath: './dist/cjs' } },
          {
            format: 'umd',
            umdName: 'SampleAssets',
            output: { distPath: './dist/umd' },
          },
          { format: 'iife', output: { distPath: './dist/iife' } },
        ],
      },
    });
    expect(code, output).toBe(0);
    const files = listFiles(root);
    for (const format of ['esm', 'cjs']) {
      expect(files).toContain(`${format}/static/image/logo.png`);
      expect(files).toContain(`${format}/static/image/icon.png`);
    }
    const esm = readOutput(root, 'dist/esm/index.js');
    expect(esm).toContain('from "./static/image/logo.png"');
    expect(esm).toContain('from "./static/image/icon.png"');
    expect(readOutput(root, 'dist/cjs/index.cjs')).toContain(
      'require("./static/image/logo.png")',
    );
    for (const format of ['umd', 'iife']) {
      expect(files).toContain(`${format}/static/image/logo.png`);
      expect(files).not.toContain(`${format}/static/image/icon.png`);
      const script = readOutput(root, `dist/${format}/index.js`);
      expect(script).not.toMatch(/\bimport\b[^;]*static\/image/);
      expect(script).toContain('__webpack_require__.p = "/"');
      expect(script).toContain(
        '__webpack_require__.p + "static/image/logo.png"',
      );
      expect(script).toContain('"data:image/png;base64,');
    }
  });
});

describe('declarations without rootDir', () => {
  const TSCONFIG_WITHOUT_ROOT_DIR = JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      strict: true,
      isolatedModules: true,
      skipLibCheck: true,
      noEmit: true,
    },
    include: ['src'],
  });

  it('quick start: TS5011 fails the build and the declaration lands in dist/src', async () => {
    expectPageSays(
      '/guide/start/quick-start',
      'Without it, TypeScript 6 and later report error TS5011 and the build fails; the declaration written before the error lands in `dist/src/index.d.ts`:',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts':
          "export function greet(name: string): string {\n  return 'Hello, ' + name + '!';\n}\n",
        'tsconfig.json': TSCONFIG_WITHOUT_ROOT_DIR,
      },
      linkedDeps: ['typescript'],
      config: { lib: [{ format: 'esm', dts: true }] },
    });
    expect(code).not.toBe(0);
    expect(output).toContain('TS5011');
    expect(listFiles(root)).toEqual(['index.js', 'src/index.d.ts']);
  });

  it('Node.js example: without rootDir the ESM declarations end up in dist/esm/src', async () => {
    expectPageSays(
      '/guide/solution/nodejs',
      'when the sources sit in a subfolder and `rootDir` is missing, TypeScript 6 and later report error TS5011 and the build fails, and the declarations written before the error end up one folder too deep, such as `dist/esm/src/index.d.ts`',
    );
    const { root, code, output } = await buildFixture({
      packageJson: { type: 'module' },
      files: {
        'src/index.ts':
          "export function greet({ name = 'world' }: { name?: string }): string {\n  return 'Hello, ' + name + '!';\n}\n",
        'tsconfig.json': TSCONFIG_WITHOUT_ROOT_DIR,
      },
      linkedDeps: ['typescript'],
      config: {
        lib: [
          {
            format: 'esm',
            dts: true,
            source: { entry: { index: './src/index.ts' } },
            output: { distPath: './dist/esm' },
          },
        ],
      },
    });
    expect(code).not.toBe(0);
    expect(output).toContain('TS5011');
    const files = listFiles(root);
    expect(files).toContain('esm/src/index.d.ts');
    expect(files).not.toContain('esm/index.d.ts');
  });
});

describe('Vue component libraries: the dev script', () => {
  const ROUTE = '/guide/solution/vue';

  /** Starts `rslib --watch` in `root`; `waitFor` resolves once the log holds `text` `count` times. */
  function startWatch(root: string) {
    const child = spawn(process.execPath, [RSLIB_BIN, '--watch'], {
      cwd: root,
      env: cleanEnv(),
    });
    watchers.push(child);
    let log = '';
    const listeners: Array<() => void> = [];
    const onData = (chunk: Buffer) => {
      log += chunk;
      for (const listener of listeners) listener();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    const waitFor = (text: string, count: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`timed out waiting for "${text}":\n${log}`)),
          60_000,
        );
        const check = () => {
          if (log.split(text).length - 1 >= count) {
            clearTimeout(timer);
            resolve();
          }
        };
        listeners.push(check);
        check();
      });
    return { child, waitFor, log: () => log };
  }

  it('empties dist when it starts, so the last declarations are gone; rebuilds keep them', async () => {
    expectPageSays(
      ROUTE,
      'The `dev` script rebuilds JavaScript and CSS on change, but it does not run vue-tsc, and when it starts, Rslib empties `dist`, which deletes the declarations of the last build.',
    );
    expectPageSays(
      ROUTE,
      'the rebuilds of watch mode leave these files in place.',
    );
    const counter = (weight: number) =>
      [
        '<script setup lang="ts">',
        "import { ref } from 'vue';",
        'const count = ref(0);',
        '</script>',
        '<template>',
        '  <button type="button" class="acme-counter" @click="count++">{{ count }}</button>',
        '</template>',
        '<style scoped>',
        `.acme-counter { font-weight: ${weight}; }`,
        '</style>',
        '',
      ].join('\n');
    const root = createFixture({
      packageJson: { type: 'module', peerDependencies: { vue: '^3.3.0' } },
      files: {
        'src/index.ts':
          "export { default as Counter } from './components/Counter.vue';\n",
        'src/components/Counter.vue': counter(600),
        // What `vue-tsc` and the rename script left from the last build.
        'dist/index.d.ts':
          "export { default as Counter } from './components/Counter.vue';\n",
        'dist/components/Counter.d.vue.ts': 'export {};\n',
      },
      linkedDeps: ['@rsbuild/plugin-vue', 'vue'],
      configSource: [
        "import { pluginVue } from '@rsbuild/plugin-vue';",
        'export default {',
        '  performance: { buildCache: false },',
        "  lib: [{ format: 'esm' }],",
        "  output: { target: 'web' },",
        '  plugins: [pluginVue()],',
        '};',
      ].join('\n'),
    });
    const dist = (file: string) => path.join(root, 'dist', file);
    const watch = startWatch(root);
    await watch.waitFor('build completed', 1);
    expect(listFiles(root)).toEqual(['index.css', 'index.js']);

    // Declarations emitted while the watcher runs survive its rebuilds.
    mkdirSync(dist('components'));
    writeFileSync(dist('index.d.ts'), 'export {};\n');
    writeFileSync(dist('components/Counter.d.vue.ts'), 'export {};\n');
    writeFileSync(path.join(root, 'src/components/Counter.vue'), counter(700));
    await watch.waitFor('built in', 2);
    expect(readOutput(root, 'dist/index.css'), watch.log()).toContain('700');
    expect(existsSync(dist('index.d.ts'))).toBe(true);
    expect(existsSync(dist('components/Counter.d.vue.ts'))).toBe(true);
    watch.child.kill();
  });
});
