/**
 * /guide/migration/modernjs-module, followed as written: a bundleless ESM
 * library built with the page's `modern.config.ts` by Modern.js Module
 * itself, then migrated with the page's package.json, Rslib config and
 * `rootDir` step, built with the page's commands, linted, run, and compared
 * with the Modern.js Module output; then the same for a React component,
 * without and with the React plugin of the page's React section. (The
 * `modern.config.ts` block is type-checked against the package's own
 * declarations by config-examples-typecheck.)
 *
 * Before the migration the project has TypeScript 5, the newest that
 * Modern.js Module accepts; it loads it from the project's own
 * `node_modules`, so it runs with symlinks kept as they are (as the tsup
 * migration test does). After it, Rslib runs with the repository's
 * TypeScript 7.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
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
const ROUTE = '/guide/migration/modernjs-module';
afterAll(removeProjects);

const packageChanges = new PageCode(ROUTE, '## package.json changes');
const configFile = new PageCode(ROUTE, '## Config file');
const declarations = new PageCode(ROUTE, '## Declaration files');
const check = new PageCode(ROUTE, '## Build and check');

/**
 * The reader's library before the migration: two modules, so that the
 * bundleless layout and the imports between files show, and a tsconfig
 * from the TypeScript 5 days, without `rootDir`.
 */
const SOURCES = {
  'src/index.ts':
    "export { greet } from './greet';\nexport type { Greeting } from './greet';\n",
  'src/greet.ts': [
    '/** What greet returns. */',
    'export type Greeting = string;',
    '',
    'export function greet(name: string): Greeting {',
    "  return 'Hello, ' + name + '!';",
    '}',
    '',
  ].join('\n'),
};
// The reader's tsconfig before the migration: as helpers/fixture's, but
// without `rootDir`, which the page's "Declaration files" step adds.
const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    strict: true,
    declaration: true,
    skipLibCheck: true,
  },
  include: ['src'],
};
const BEFORE_PACKAGE = {
  name: 'my-lib',
  version: '1.0.0',
  type: 'module',
  exports: {
    '.': { types: './dist/index.d.ts', import: './dist/index.js' },
  },
  files: ['dist'],
  scripts: { build: 'modern build', dev: 'modern build --watch' },
};
const EXPECTED_FILES = ['greet.d.ts', 'greet.js', 'index.d.ts', 'index.js'];
const IMPORT_BY_NAME = check.command("from 'my-lib'");

/**
 * The reader's project before the migration, with the page's
 * `modern.config.ts`, Modern.js Module, TypeScript 5 and React linked in.
 */
function beforeProject(files: Record<string, string>): string {
  const root = createLinkedProject(
    { ...files, 'modern.config.ts': configFile.file('modern.config.ts') },
    {
      '@modern-js': '@modern-js',
      typescript: 'typescript-api',
      react: 'react',
      '@types': '@types',
    },
  );
  mkdirSync(path.join(root, 'node_modules/.bin'));
  // Modern.js Module runs the `tsc` of the project's node_modules/.bin.
  symlinkSync(
    '../typescript/bin/tsc',
    path.join(root, 'node_modules/.bin/tsc'),
  );
  const typescript = JSON.parse(
    readFileSync(
      path.join(root, 'node_modules/typescript/package.json'),
      'utf8',
    ),
  );
  expect(typescript.version).toMatch(/^5\./);
  return root;
}

/**
 * `modern build`, the script the page replaces. Symlinks are kept so that
 * the tool loads the project's TypeScript 5; its other dependencies come
 * from the repository.
 */
async function modernBuild(root: string) {
  const build = await runCommand(
    root,
    `NODE_PATH=${REPO_MODULES} node --preserve-symlinks --preserve-symlinks-main node_modules/@modern-js/module-tools/bin/modern.js build`,
  );
  expect(build.code, build.output).toBe(0);
  expect(build.output).toContain('Modern.js Module v2.');
  return build;
}

test('Modern.js Module migration: both builds work, give the same files and exports, and the Rslib package lints clean and runs', async () => {
  const beforeRoot = beforeProject({
    ...SOURCES,
    'package.json': JSON.stringify(BEFORE_PACKAGE, null, 2),
    'tsconfig.json': JSON.stringify(TSCONFIG, null, 2),
  });
  const before = await modernBuild(beforeRoot);
  expect(before.output).toContain('Bundleless generated 4 files');
  expect(listFiles(beforeRoot)).toEqual(EXPECTED_FILES);
  expect(readOutput(beforeRoot, 'dist/index.js')).toContain('"./greet"');

  // The migration: the same sources and tsconfig, the page's package.json
  // fields merged into the reader's, and rslib.config.ts for
  // modern.config.ts.
  const root = createProject({
    ...SOURCES,
    'tsconfig.json': JSON.stringify(TSCONFIG, null, 2),
    'rslib.config.ts': configFile.file('rslib.config.ts'),
    'package.json': JSON.stringify(
      {
        ...BEFORE_PACKAGE,
        ...JSON.parse(packageChanges.file('package.json')),
      },
      null,
      2,
    ),
  });
  const [build, publint, attw] = check.command('npx publint').split('\n');
  expect(build).toBe('npm run build');

  // With TypeScript 7 and no rootDir, the declarations stop with TS5011 ...
  const withoutRootDir = await runCommand(root, build);
  expect(withoutRootDir.code).not.toBe(0);
  expect(withoutRootDir.output).toContain('TS5011');
  // ... until the page's rootDir step is done.
  const rootDir = JSON.parse(declarations.file('tsconfig.json'));
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({
      ...TSCONFIG,
      compilerOptions: {
        ...TSCONFIG.compilerOptions,
        ...rootDir.compilerOptions,
      },
    }),
  );
  const after = await runCommand(root, build);
  expect(after.code, after.output).toBe(0);
  expect(after.output).toContain('Rslib v1.');

  // "dist holds the same files as the Modern.js Module build"
  expect(listFiles(root)).toEqual(EXPECTED_FILES);
  // The same declarations, except the extension Rslib adds to imports.
  expect(readOutput(root, 'dist/greet.d.ts')).toBe(
    readOutput(beforeRoot, 'dist/greet.d.ts'),
  );
  expect(readOutput(root, 'dist/index.d.ts')).toBe(
    readOutput(beforeRoot, 'dist/index.d.ts').replaceAll(
      "'./greet'",
      "'./greet.js'",
    ),
  );
  expect(readOutput(root, 'dist/index.js')).toContain(
    'export { greet } from "./greet.js"',
  );

  await expectCleanEsmPackage(root, publint, attw);

  // Imported by its own name, the Rslib output runs ...
  const imported = await runCommand(root, IMPORT_BY_NAME);
  expect(imported.stdout.trim(), imported.output).toBe('Hello, Rslib!');
  // ... and the Modern.js Module output does not.
  const failing = await runCommand(beforeRoot, IMPORT_BY_NAME);
  expect(failing.code).not.toBe(0);
  expect(failing.output).toContain('ERR_MODULE_NOT_FOUND');
  // Both builds export the same function: the one in greet.js.
  const greetOf = async (projectRoot: string) => {
    const run = await runCommand(
      projectRoot,
      `node --input-type=module -e "import { greet } from './dist/greet.js'; console.log(greet('Rslib'))"`,
    );
    expect(run.code, run.output).toBe(0);
    return run.stdout.trim();
  };
  expect(await greetOf(beforeRoot)).toBe(await greetOf(root));
});

test('Modern.js Module migration, React: without the plugin JSX is compiled for a React global that is missing; with it the components compile and render as Modern.js Module built them', async () => {
  const files = {
    'src/index.ts': "export { Badge } from './Badge';\n",
    'src/Badge.tsx': [
      'export function Badge({ label }: { label: string }) {',
      '  return <span className="badge">{label}</span>;',
      '}',
      '',
    ].join('\n'),
    'tsconfig.json': JSON.stringify({
      ...TSCONFIG,
      compilerOptions: {
        ...TSCONFIG.compilerOptions,
        jsx: 'react-jsx',
        rootDir: './src',
      },
    }),
  };
  const packageJson = {
    ...BEFORE_PACKAGE,
    peerDependencies: { react: '^19.0.0' },
  };
  const beforeRoot = beforeProject({
    ...files,
    'package.json': JSON.stringify(packageJson, null, 2),
  });
  await modernBuild(beforeRoot);
  const componentFiles = ['Badge.d.ts', 'Badge.js', 'index.d.ts', 'index.js'];
  expect(listFiles(beforeRoot)).toEqual(componentFiles);
  expect(readOutput(beforeRoot, 'dist/Badge.js')).toContain(
    'import { jsx } from "react/jsx-runtime"',
  );

  const migrated = {
    ...files,
    'package.json': JSON.stringify(
      { ...packageJson, ...JSON.parse(packageChanges.file('package.json')) },
      null,
      2,
    ),
  };
  /** Renders the built Badge of a project, or prints the error it throws. */
  const render = (projectRoot: string) =>
    runCommand(
      projectRoot,
      `node --input-type=module -e "import { Badge } from './dist/Badge.js'; const { type, props } = Badge({ label: 'New' }); console.log(JSON.stringify({ type, props }))"`,
    );

  // The config of "Config file", without the React plugin.
  const withoutPlugin = createProject({
    ...migrated,
    'rslib.config.ts': configFile.file('rslib.config.ts'),
  });
  const plain = await runCommand(withoutPlugin, 'npm run build');
  expect(plain.code, plain.output).toBe(0);
  const classic = readOutput(withoutPlugin, 'dist/Badge.js');
  expect(classic).toContain('React.createElement(');
  expect(classic).not.toMatch(/from ["']react/);
  const broken = await render(withoutPlugin);
  expect(broken.code).not.toBe(0);
  expect(broken.output).toContain('ReferenceError: React is not defined');

  // The config of "React", with the plugin.
  const root = createProject({
    ...migrated,
    'rslib.config.ts': new PageCode(ROUTE, '## React').file('rslib.config.ts'),
  });
  const built = await runCommand(root, 'npm run build');
  expect(built.code, built.output).toBe(0);
  expect(listFiles(root)).toEqual(componentFiles);
  expect(readOutput(root, 'dist/Badge.js')).toContain(
    'import { jsx } from "react/jsx-runtime"',
  );
  expect(readOutput(root, 'dist/Badge.d.ts')).toBe(
    readOutput(beforeRoot, 'dist/Badge.d.ts'),
  );
  const [, publint, attw] = check.command('npx publint').split('\n');
  await expectCleanEsmPackage(root, publint, attw);
  const rendered = await render(root);
  expect(rendered.code, rendered.output).toBe(0);
  expect(JSON.parse(rendered.stdout)).toEqual({
    type: 'span',
    props: { className: 'badge', children: 'New' },
  });
  expect(rendered.stdout).toBe((await render(beforeRoot)).stdout);
});
