/**
 * /guide/solution/vue, "Complete example", followed as written: the page's
 * config, package.json, tsconfig, component, entry and rename script, its
 * build and check commands with TypeScript 6 as the page installs it, a
 * server render of the built component, and applications that type-check
 * against its declarations.
 */
import { renameSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import { listFiles, readOutput } from './helpers/output-files';
import { PageCode } from './helpers/page-code';
import {
  createLinkedProject,
  createProject,
  expectCleanEsmPackage,
  removeProjects,
  runCommand,
  writeFiles,
} from './helpers/tutorial-project';

const REPO_MODULES = path.resolve(import.meta.dirname, '../../node_modules');
afterAll(removeProjects);

const example = new PageCode('/guide/solution/vue', '## Complete example');

test('Vue component library: one ESM bundle with scoped CSS and vue-tsc declarations that node16 and bundler applications resolve', async () => {
  // The page installs TypeScript 6, since vue-tsc cannot run on 7.
  expect(example.source).toContain(
    'add @rslib/core @rsbuild/plugin-vue vue vue-tsc typescript@6 -D',
  );
  const root = createProject(
    {
      ...example.filesTitled(
        'rslib.config.ts',
        'package.json',
        'tsconfig.json',
        'src/index.ts',
        'src/components/Counter.vue',
        'scripts/rename-vue-declarations.mjs',
      ),
    },
    { typescript6Tools: ['vue-tsc'] },
  );
  const [build, publint, attw] = example.command('npx publint').split('\n');
  const built = await runCommand(root, build);
  expect(built.code, built.output).toBe(0);
  expect(listFiles(root)).toEqual([
    'components/Counter.d.vue.ts',
    'index.css',
    'index.d.ts',
    'index.js',
  ]);
  // The page's tree shows the same files.
  expect(example.code('text', 'Counter.d.vue.ts')).toBe(
    [
      'dist',
      '├── components',
      '│   └── Counter.d.vue.ts',
      '├── index.css',
      '├── index.d.ts',
      '└── index.js',
    ].join('\n'),
  );

  const bundle = readOutput(root, 'dist/index.js');
  // `vue` stays an import (a peer dependency), the template became a render function.
  expect(bundle).toMatch(
    /^import \{[^}]*\bcreateElementBlock\b[^}]*\} from "vue";/,
  );
  expect(bundle).not.toContain('<template>');
  // "the JavaScript output does not import it": the stylesheet is its own export.
  expect(bundle).not.toContain('.css');
  const scopeId = /"(data-v-[0-9a-f]+)"/.exec(bundle)?.[1];
  expect(scopeId).toBeDefined();
  // The scoped style is in index.css, under the same scope attribute.
  expect(readOutput(root, 'dist/index.css')).toContain(
    `.acme-counter[${scopeId}]`,
  );
  expect(readOutput(root, 'dist/index.d.ts')).toContain(
    "from './components/Counter.vue'",
  );
  const declaration = readOutput(root, 'dist/components/Counter.d.vue.ts');
  expect(declaration).toContain('label: string');
  expect(declaration).toContain('start?: number');

  // The built component renders: its props, its default and its scope attribute.
  const render = await runCommand(
    root,
    `node --input-type=module -e "import { createSSRApp } from 'vue'; import { renderToString } from 'vue/server-renderer'; import { Counter } from './dist/index.js'; console.log(await renderToString(createSSRApp(Counter, { label: 'Likes' })))"`,
  );
  expect(render.code, render.output).toBe(0);
  expect(render.stdout.trim()).toBe(
    `<button type="button" class="acme-counter" ${scopeId}>Likes: 0</button>`,
  );

  await expectCleanEsmPackage(root, publint, attw);

  // Applications that check their dependencies' declarations, with node16
  // and bundler resolution, under TypeScript 7 and 6.
  // Installed as after `npm install @acme/vue-ui`: the built package by name.
  const app = createLinkedProject(
    {
      'package.json': JSON.stringify({
        name: 'app',
        private: true,
        type: 'module',
      }),
      'index.ts': [
        "import { Counter } from '@acme/vue-ui';",
        "import { h } from 'vue';",
        "export const counter = h(Counter, { label: 'Likes', start: 2 });",
        '// @ts-expect-error `label` is a string.',
        'export const wrong = h(Counter, { label: 1 });',
        '',
      ].join('\n'),
    },
    {
      '@acme/vue-ui': root,
      vue: 'vue',
      '@vue': '@vue',
    },
  );
  const typeCheck = (typescript: string, resolution: string) => {
    writeFiles(app, {
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: resolution === 'bundler' ? 'ESNext' : 'NodeNext',
          moduleResolution: resolution,
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['index.ts'],
      }),
    });
    return runCommand(
      app,
      `node ${path.join(REPO_MODULES, typescript, 'bin/tsc')} -p .`,
    );
  };
  for (const typescript of ['typescript', 'typescript-6']) {
    for (const resolution of ['NodeNext', 'bundler']) {
      const check = await typeCheck(typescript, resolution);
      expect(check.code, `${typescript} ${resolution}: ${check.output}`).toBe(
        0,
      );
    }
  }
  // With vue-tsc's own file name, node16 resolution finds no declaration.
  renameSync(
    path.join(root, 'dist/components/Counter.d.vue.ts'),
    path.join(root, 'dist/components/Counter.vue.d.ts'),
  );
  const unrenamed = await typeCheck('typescript', 'NodeNext');
  expect(unrenamed.output).toContain('TS2307');
});
