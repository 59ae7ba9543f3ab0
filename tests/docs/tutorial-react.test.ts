/**
 * /guide/solution/react, "Complete example", followed as written: the
 * page's config, package.json, tsconfig and sources, its commands, and an
 * application that type-checks the built package with its dependencies.
 */
import { rmSync } from 'node:fs';
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
} from './helpers/tutorial-project';

const REPO_MODULES = path.resolve(import.meta.dirname, '../../node_modules');
afterAll(removeProjects);

const example = new PageCode('/guide/solution/react', '## Complete example');

test('React component library: bundleless ESM with CSS and declarations, linted, and type-checked by an application', async () => {
  const root = createProject({
    ...example.filesTitled(
      'rslib.config.ts',
      'package.json',
      'tsconfig.json',
      'src/index.ts',
      'src/Button/index.tsx',
      'src/Button/button.css',
      'src/Button/button.module.css',
    ),
    'src/Button/button.d.css.ts': example.file('src/Button/button.d.css.ts'),
  });
  const [build, publint, attw] = example.command('npx publint').split('\n');
  const built = await runCommand(root, build);
  expect(built.code, built.output).toBe(0);
  expect(listFiles(root)).toEqual([
    'Button/button.css',
    'Button/button.d.css.ts',
    'Button/button.module.js',
    'Button/button_module.css',
    'Button/index.d.ts',
    'Button/index.js',
    'index.d.ts',
    'index.js',
  ]);
  const button = readOutput(root, 'dist/Button/index.js');
  expect(button).toContain('import "./button.css"');
  expect(button).toContain('from "./button.module.js"');
  expect(readOutput(root, 'dist/Button/index.d.ts')).toContain(
    "import './button.css';",
  );

  await expectCleanEsmPackage(root, publint, attw);

  // An application that checks its dependencies' declarations too, with
  // TypeScript 7 and 6, whose noUncheckedSideEffectImports is on by default;
  // the built package is installed by name, as after `npm install @acme/ui`.
  const app = createLinkedProject(
    {
      'package.json': JSON.stringify({
        name: 'app',
        private: true,
        type: 'module',
      }),
      'index.ts':
        "import { Button } from '@acme/ui';\nexport const button = Button;\n",
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['index.ts'],
      }),
    },
    {
      '@acme/ui': root,
      react: 'react',
      '@types': '@types',
    },
  );
  for (const typescript of ['typescript', 'typescript-6']) {
    const check = await runCommand(
      app,
      `node ${path.join(REPO_MODULES, typescript, 'bin/tsc')} -p .`,
    );
    expect(check.code, `${typescript}: ${check.output}`).toBe(0);
  }
  // Without the stylesheet's declaration file, the same check fails.
  rmSync(path.join(root, 'dist/Button/button.d.css.ts'));
  const failing = await runCommand(
    app,
    `node ${path.join(REPO_MODULES, 'typescript/bin/tsc')} -p .`,
  );
  expect(failing.output).toContain('TS2882');
});
