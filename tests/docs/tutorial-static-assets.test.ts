/**
 * /guide/advanced/static-assets, followed as written: the page's example
 * project (package.json, config, tsconfig) with each section's sources and
 * configs, built with the page's commands. Checks the files and import
 * paths the page shows, the declarations of asset imports, the package
 * checks, a run of the `new URL()` output and an application bundling the
 * package.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import { listFiles, readOutput } from './helpers/output-files';
import { PageCode } from './helpers/page-code';
import {
  createLinkedProject,
  createProject,
  expectCleanEsmPackage,
  plainText,
  removeProjects,
  runCommand,
} from './helpers/tutorial-project';

const REPO_MODULES = path.resolve(import.meta.dirname, '../../node_modules');
const ROUTE = '/guide/advanced/static-assets';
afterAll(removeProjects);

const setup = new PageCode(ROUTE, '## Example project');
const importing = new PageCode(ROUTE, '### `import`');
const newUrl = new PageCode(ROUTE, '### `new URL()`');
const skipping = new PageCode(ROUTE, '### Skipping `new URL()` handling');
const css = new PageCode(ROUTE, '## Importing in CSS');
const ignoring = new PageCode(ROUTE, '### Ignoring some URLs');
const inlining = new PageCode(ROUTE, '## Inlining');
const names = new PageCode(ROUTE, '## Output names and folders');
const declarations = new PageCode(ROUTE, '## Type declarations');
const adding = new PageCode(ROUTE, '## Adding asset types');

/** A 1×1 PNG: the page leaves the picture to the reader. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** The example project, with `files` added or replacing its own. */
function project(files: Record<string, string | Buffer>): string {
  const root = createProject({
    ...setup.filesTitled('package.json', 'rslib.config.ts', 'tsconfig.json'),
  });
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

async function build(root: string): Promise<void> {
  const built = await runCommand(root, 'npx rslib build');
  expect(built.code, built.output).toBe(0);
}

test('import: the SVG is copied and imported as the page shows, the package passes publint and attw, and an application bundles it', async () => {
  const logo = importing.file('src/assets/logo.svg');
  const root = project({
    'src/index.ts': importing.file('src/index.ts'),
    'src/assets/logo.svg': logo,
  });
  const [buildCommand, publint, attw] = importing
    .command('npx publint')
    .split('\n');
  const built = await runCommand(root, buildCommand);
  expect(built.code, built.output).toBe(0);
  expect(listFiles(root)).toEqual([
    'index.d.ts',
    'index.js',
    'static/svg/logo.svg',
  ]);
  expect(readOutput(root, 'dist/index.js')).toBe(
    importing.file('dist/index.js'),
  );
  expect(readOutput(root, 'dist/static/svg/logo.svg')).toBe(logo);
  expect(readOutput(root, 'dist/index.d.ts').trim()).toBe(
    'export declare const logoUrl: string;',
  );
  await expectCleanEsmPackage(root, publint, attw);

  // Node.js does not load `.svg` modules.
  const inNode = await runCommand(
    root,
    `node --input-type=module -e "import('brand-assets')"`,
  );
  expect(inNode.code).not.toBe(0);
  expect(inNode.output).toContain('ERR_UNKNOWN_FILE_EXTENSION');

  // An application's bundler does: Rsbuild inlines the small SVG.
  // Installed as after `npm install brand-assets`: the built package by name.
  const app = createLinkedProject(
    {
      'package.json': JSON.stringify({ name: 'app', private: true }),
      'src/index.js':
        "import { logoUrl } from 'brand-assets';\nconsole.log(logoUrl);\n",
    },
    { 'brand-assets': root },
  );
  const bundled = await runCommand(
    app,
    `node ${path.join(REPO_MODULES, '@rsbuild/core/bin/rsbuild.js')} build`,
  );
  expect(bundled.code, bundled.output).toBe(0);
  const [script] = listFiles(app).filter((file) => file.endsWith('.js'));
  const run = await runCommand(app, `node dist/${script}`);
  expect(run.stdout.trim(), run.output).toBe(
    `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`,
  );
});

test('declarations: without the tsconfig `types` entry the declaration build stops with TS2307', async () => {
  const tsconfig = JSON.parse(setup.file('tsconfig.json'));
  tsconfig.compilerOptions.types = [];
  const root = project({
    'tsconfig.json': JSON.stringify(tsconfig),
    ...importing.filesTitled('src/index.ts', 'src/assets/logo.svg'),
  });
  const built = await runCommand(root, 'npx rslib build');
  expect(built.code).not.toBe(0);
  // The declaration tool's report, its colour codes and line prefixes
  // removed: depending on the terminal it breaks the message after the code.
  const report = plainText(built.output).replace(/\s*\n\[tsgo\]\s*/g, ' ');
  expect(report).toContain("TS2307: Cannot find module './assets/logo.svg'");
});

test('new URL(): the file is emitted, the output matches the page and runs in Node.js; the ignore comment and the rule switch leave URLs alone', async () => {
  const root = project({
    'src/index.ts': newUrl.file('src/index.ts'),
    'src/assets/engine.bin': 'engine bytes\n',
  });
  await build(root);
  expect(listFiles(root)).toEqual([
    'index.d.ts',
    'index.js',
    'static/assets/engine.bin',
  ]);
  expect(readOutput(root, 'dist/index.js')).toBe(newUrl.file('dist/index.js'));
  await expectCleanEsmPackage(
    root,
    'npx publint',
    'npx @arethetypeswrong/cli --pack . --profile esm-only',
  );
  const run = await runCommand(root, newUrl.command('engineUrl.pathname'));
  expect(run.code, run.output).toBe(0);
  const printed = run.stdout.trim();
  expect(printed.endsWith('dist/static/assets/engine.bin')).toBe(true);
  expect(readFileSync(printed, 'utf8')).toBe('engine bytes\n');

  // The magic comment keeps one call as written; the file is not needed.
  const ignored = project({
    'src/index.ts': `export ${skipping.code('ts', 'rspackIgnore').trim()}\n`,
  });
  await build(ignored);
  expect(listFiles(ignored)).toEqual(['index.d.ts', 'index.js']);
  expect(readOutput(ignored, 'dist/index.js')).toContain(
    "new URL('./plugins/extra.js', import.meta.url)",
  );

  // The rule switch turns the handling off everywhere.
  const switchedOff = project({
    'rslib.config.ts': skipping.file('rslib.config.ts'),
    'src/index.ts': newUrl.file('src/index.ts'),
    'src/assets/engine.bin': 'engine bytes\n',
  });
  await build(switchedOff);
  expect(listFiles(switchedOff)).toEqual(['index.js']);
  expect(readOutput(switchedOff, 'dist/index.js')).toContain(
    "new URL('./assets/engine.bin', import.meta.url)",
  );
});

test('CSS: url() assets are copied next to dist/index.css, paths from the filter stay as written, and the JS does not import the stylesheet', async () => {
  const root = project({
    'rslib.config.ts': ignoring.file('rslib.config.ts'),
    'src/index.ts': css.file('src/index.ts'),
    'src/style.css': ignoring.file('src/style.css'),
    'src/assets/hero.png': PNG,
  });
  await build(root);
  expect(listFiles(root)).toEqual([
    'index.css',
    'index.js',
    'static/image/hero.png',
  ]);
  const stylesheet = readOutput(root, 'dist/index.css');
  expect(stylesheet).toContain('url(./static/image/hero.png)');
  expect(stylesheet).toContain('url("/public/banner.png")');
  expect(readOutput(root, 'dist/index.js')).not.toContain('index.css');
  expect(
    readFileSync(path.join(root, 'dist/static/image/hero.png')).equals(PNG),
  ).toBe(true);
  // The section's own stylesheet is the filter example's first rule.
  expect(ignoring.file('src/style.css')).toContain(
    css.file('src/style.css').trim(),
  );
});

test('inlining: with the object form of dataUriLimit the SVG becomes a data: string and no static/svg folder is written', async () => {
  const logo = importing.file('src/assets/logo.svg');
  const root = project({
    'rslib.config.ts': inlining.file('rslib.config.ts'),
    'src/index.ts': importing.file('src/index.ts'),
    'src/assets/logo.svg': logo,
  });
  await build(root);
  expect(listFiles(root)).toEqual(['index.js']);
  expect(readOutput(root, 'dist/index.js')).toContain(
    `"data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}"`,
  );
});

test('output names: SVG and PNG go to dist/img, the PNG with an eight-character hash, and the imports follow', async () => {
  const root = project({
    ...names.filesTitled('rslib.config.ts', 'src/index.ts'),
    'src/assets/logo.svg': importing.file('src/assets/logo.svg'),
    'src/assets/photo.png': PNG,
  });
  await build(root);
  const files = listFiles(root);
  expect(files).toHaveLength(3);
  expect(files).toContain('img/logo.svg');
  expect(files).toContain('index.js');
  const photo = files.find((file) => file.startsWith('img/photo.'));
  expect(photo).toMatch(/^img\/photo\.[0-9a-f]{8}\.png$/);
  const output = readOutput(root, 'dist/index.js');
  expect(output).toContain('from "./img/logo.svg"');
  expect(output).toContain(`from "./${photo}"`);
});

test('adding asset types: assetsInclude keeps an import of dist/static/assets/scene.gltf with a string declaration; the Rspack rule moves it to dist/models', async () => {
  const files = {
    'src/index.ts': adding.file('src/index.ts'),
    'src/env.d.ts': declarations.file('src/env.d.ts'),
    'src/scene.gltf': '{"asset":{"version":"2.0"}}\n',
  };
  const [assetsInclude, rule] = adding.files('rslib.config.ts');
  const root = project({ ...files, 'rslib.config.ts': assetsInclude });
  await build(root);
  expect(listFiles(root)).toEqual([
    'index.d.ts',
    'index.js',
    'static/assets/scene.gltf',
  ]);
  expect(readOutput(root, 'dist/index.js')).toContain(
    'import scene_namespaceObject from "./static/assets/scene.gltf"',
  );
  expect(readOutput(root, 'dist/index.d.ts').trim()).toBe(
    'export declare const modelUrl: string;',
  );
  await expectCleanEsmPackage(
    root,
    'npx publint',
    'npx @arethetypeswrong/cli --pack . --profile esm-only',
  );

  const moved = project({ ...files, 'rslib.config.ts': rule });
  await build(moved);
  expect(listFiles(moved)).toEqual(['index.js', 'models/scene.gltf']);
  expect(readOutput(moved, 'dist/index.js')).toContain(
    'from "./models/scene.gltf"',
  );
});
