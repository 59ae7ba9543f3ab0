/**
 * /guide/advanced/svgr-files followed as written: the setup's package
 * files and icons, then each section's config and sources (bundle mode with
 * `?react`, bundleless with named and with mixed exports), built, checked
 * with the page's commands and rendered with React's server renderer.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import { listFiles, readOutput } from './helpers/output-files';
import { PageCode } from './helpers/page-code';
import {
  createProject,
  expectCleanEsmPackage,
  removeProjects,
  runCommand,
} from './helpers/tutorial-project';

afterAll(removeProjects);

const ROUTE = '/guide/advanced/svgr-files';
const setup = new PageCode(ROUTE, '### Package files');
const register = new PageCode(ROUTE, '### Register');
const bundleMode = new PageCode(ROUTE, '## Bundle mode');
const namedImport = new PageCode(ROUTE, '### Named import');
const mixedImport = new PageCode(ROUTE, '### Mixed import');
const [build, publint, attw] = setup.command('npx publint').split('\n');

/**
 * Test-only Node hooks that load an `.svg` file as a module exporting its
 * URL, as the application's bundler would; an import of a missing file
 * still fails in Node's resolver.
 */
const SVG_HOOKS = {
  'test-hooks/svg-as-url.mjs': [
    'export async function load(url, context, nextLoad) {',
    "  if (!url.endsWith('.svg')) return nextLoad(url, context);",
    "  return { format: 'module', shortCircuit: true, source: 'export default ' + JSON.stringify(url) + ';' };",
    '}',
    '',
  ].join('\n'),
  'test-hooks/register.mjs': [
    "import { register } from 'node:module';",
    "register('./svg-as-url.mjs', import.meta.url);",
    '',
  ].join('\n'),
};

/** The setup's package.json, tsconfig and icons, plus a section's files. */
function iconProject(files: Record<string, string>): string {
  return createProject({
    ...setup.filesTitled(
      'package.json',
      'tsconfig.json',
      'src/icons/save.svg',
      'src/icons/brand.svg',
    ),
    ...SVG_HOOKS,
    ...files,
  });
}

/** Prints, as JSON, what `expression` evaluates to after importing `lib` and React's renderer. */
function evaluate(root: string, module: string, expression: string) {
  const script = [
    "import { createElement as h } from 'react';",
    "import { renderToStaticMarkup as render } from 'react-dom/server';",
    `import * as lib from '${module}';`,
    `console.log(JSON.stringify(${expression}));`,
  ].join(' ');
  return runCommand(
    root,
    `node --import ./test-hooks/register.mjs --input-type=module -e "${script}"`,
  );
}

async function expectBuilt(root: string) {
  const built = await runCommand(root, build);
  expect(built.code, built.output).toBe(0);
}

/** Without the page's `src/env.d.ts`, the declaration build fails with `error`. */
async function expectFailsWithoutDeclarations(root: string, error: string) {
  rmSync(path.join(root, 'src/env.d.ts'));
  const built = await runCommand(root, build);
  expect(built.code).not.toBe(0);
  expect(built.output).toContain(error);
}

const SAVE_ICON =
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"[^>]*><path d="[^"]+"><\/path><\/svg>$/;

test('bundle mode: `?react` is inlined as a component, the plain import stays an import of the emitted file', async () => {
  const root = iconProject({
    'rslib.config.ts': register.file('rslib.config.ts'),
    ...bundleMode.filesTitled(
      'src/Toolbar.tsx',
      'src/index.ts',
      'src/env.d.ts',
    ),
  });
  await expectBuilt(root);
  // No .svg file for the `?react` import, one for the plain import.
  expect(listFiles(root)).toEqual([
    'Toolbar.d.ts',
    'index.d.ts',
    'index.js',
    'static/svg/brand.svg',
  ]);
  const bundle = readOutput(root, 'dist/index.js');
  expect(bundle).toContain('from "./static/svg/brand.svg"');
  expect(bundle).not.toContain('import.meta.url');
  // React is the application's (a peer dependency), not bundled.
  expect(bundle).toContain('from "react/jsx-runtime"');
  expect(bundle).not.toContain('@license React');

  const run = await evaluate(root, './dist/index.js', 'render(h(lib.Toolbar))');
  expect(run.code, run.output).toBe(0);
  const markup: string = JSON.parse(run.stdout);
  expect(markup).toMatch(
    // React 19 puts a preload link for the image first.
    /<div class="toolbar"><svg [^>]*width="16" height="16"[^>]*><path d="[^"]+"><\/path><\/svg><img src="file:\/\/\/[^"]+\/dist\/static\/svg\/brand\.svg" alt=""\/><\/div>$/,
  );

  await expectCleanEsmPackage(root, publint, attw);
  await expectFailsWithoutDeclarations(root, 'TS2307');
});

test('bundleless mode with `?react`: the import becomes ./icons/save.js, whose default export is a URL, not a component', async () => {
  const config = register.file('rslib.config.ts');
  const bundleless = config.replace(
    "lib: [{ format: 'esm', dts: true }]",
    "lib: [{ format: 'esm', bundle: false }]",
  );
  expect(bundleless).not.toBe(config);
  const root = iconProject({
    'rslib.config.ts': bundleless,
    ...bundleMode.filesTitled('src/Toolbar.tsx', 'src/index.ts'),
  });
  // "The build does not fail"
  await expectBuilt(root);
  expect(readOutput(root, 'dist/Toolbar.js')).toContain(
    'import save from "./icons/save.js"',
  );
  const saveModule = await evaluate(
    root,
    './dist/icons/save.js',
    'lib.default',
  );
  expect(JSON.parse(saveModule.stdout)).toMatch(
    /^file:\/\/\/.+\/dist\/static\/svg\/save\.svg$/,
  );
  // "rendering that value as a component breaks at runtime"
  const rendered = await evaluate(
    root,
    './dist/index.js',
    'render(h(lib.Toolbar))',
  );
  expect(rendered.code).not.toBe(0);
  expect(rendered.output).toMatch(/Invalid tag: file:\/\/\/.+\/save\.svg/);
});

test('bundleless mode, named import: each SVG module exports `ReactComponent`, no .svg file is copied', async () => {
  const root = iconProject({
    ...namedImport.filesTitled(
      'rslib.config.ts',
      'src/SaveButton.tsx',
      'src/index.ts',
      'src/env.d.ts',
    ),
  });
  await expectBuilt(root);
  expect(listFiles(root)).toEqual([
    'SaveButton.d.ts',
    'SaveButton.js',
    'icons/brand.js',
    'icons/save.js',
    'index.d.ts',
    'index.js',
  ]);
  expect(readOutput(root, 'dist/SaveButton.js')).toContain(
    'import { ReactComponent } from "./icons/save.js"',
  );

  const icon = await evaluate(
    root,
    './dist/icons/save.js',
    '[Object.keys(lib), render(h(lib.ReactComponent, { width: 16 }))]',
  );
  expect(icon.code, icon.output).toBe(0);
  const [exportNames, iconMarkup] = JSON.parse(icon.stdout);
  expect(exportNames).toEqual(['ReactComponent']);
  expect(iconMarkup).toMatch(SAVE_ICON);
  expect(iconMarkup).toContain('width="16"');
  const button = await evaluate(
    root,
    './dist/index.js',
    'render(h(lib.SaveButton))',
  );
  expect(button.code, button.output).toBe(0);
  expect(JSON.parse(button.stdout)).toMatch(
    /^<button type="button"><svg [^>]*aria-hidden="true"[^>]*>.*<\/svg>Save<\/button>$/,
  );

  await expectCleanEsmPackage(root, publint, attw);
  await expectFailsWithoutDeclarations(root, 'TS2614');
});

test('bundleless mode, mixed import: the default export is the emitted file, `ReactComponent` the component', async () => {
  const root = iconProject({
    ...mixedImport.filesTitled(
      'rslib.config.ts',
      'src/Brand.tsx',
      'src/index.ts',
    ),
    // "The `src/env.d.ts` of the named import declares both."
    'src/env.d.ts': namedImport.file('src/env.d.ts'),
  });
  await expectBuilt(root);
  const files = listFiles(root);
  expect(files).toContain('static/svg/brand.svg');
  expect(files).toContain('icons/brand.js');
  expect(readOutput(root, 'dist/icons/brand.js')).toMatch(
    /^import \w+ from "\.\.\/static\/svg\/brand\.svg";/,
  );

  const run = await evaluate(
    root,
    './dist/index.js',
    '[lib.brandImageUrl, render(h(lib.BrandMark32))]',
  );
  expect(run.code, run.output).toBe(0);
  const [url, markup] = JSON.parse(run.stdout);
  expect(url).toMatch(/^file:\/\/\/.+\/dist\/static\/svg\/brand\.svg$/);
  expect(markup).toMatch(
    /^<svg [^>]*viewBox="0 0 32 32"[^>]*width="32" height="32"[^>]*><circle [^>]*><\/circle><\/svg>$/,
  );

  await expectCleanEsmPackage(root, publint, attw);
});
