/**
 * Examples a reader copies, and the catches the pages now state about
 * them, each backed by a real build of what the page shows: the page's
 * code is taken literally, and a variant is only derived from it where a
 * sentence describes what goes wrong without part of it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect } from '@rstest/core';
import { buildFixture } from './helpers/build-fixture';
import { type FixtureSpec, removeFixtures, TSCONFIG } from './helpers/fixture';
import { CJS_DEP, installedMyLib } from './helpers/installed-library';
import { listFiles, readOutput } from './helpers/output-files';
import { claimTest } from './helpers/page-claim';
import { PageCode } from './helpers/page-code';
import { runRslib } from './helpers/rslib-cli';
import { runModuleCode, runNode } from './helpers/run-node';
import { writeFiles } from './helpers/tutorial-project';

afterAll(removeFixtures);

const CONFIGURE = '/guide/basic/configure-rslib';

const TYPESCRIPT_MISSING =
  'Failed to resolve TypeScript from the project root. Please install TypeScript or set "dts.typescriptPath".';

/** `code` with `part` taken out; throws when the page no longer has it. */
function without(code: string, part: string | RegExp): string {
  const changed = code.replace(part, '');
  if (changed === code) throw new Error(`the example has no ${part}`);
  return changed;
}

/** `code` with `part` replaced; throws when the page no longer has it. */
function replaced(code: string, part: string, by: string): string {
  if (!code.includes(part)) throw new Error(`the example has no ${part}`);
  return code.replace(part, by);
}

/** The first line of the output that names an error, for failure messages. */
function firstError(output: string): string {
  return output.split('\n').find((line) => /error/i.test(line)) ?? output;
}

describe('configure-rslib: the build cache and command-line flags', () => {
  /**
   * A project whose output changes with each flag. The config is written as
   * a plain file, not through `config`, because that field switches the
   * build cache off, and the cache is what is tested here.
   */
  const PROJECT: FixtureSpec = {
    packageJson: { dependencies: { 'cjs-dep': '1.0.0' } },
    files: {
      'rslib.config.mjs': "export default { lib: [{ format: 'esm' }] };\n",
      'src/util.ts': 'export const twice = (n: number) => n * 2;\n',
      'src/index.ts': [
        "import { marker } from 'undeclared-dep';",
        "export { twice } from './util';",
        'export const deep = (o?: { a?: { b?: number } }) => o?.a?.b;',
        "export const cjs = require('cjs-dep');",
        'export { marker };',
        '',
      ].join('\n'),
    },
    fakeDeps: {
      'undeclared-dep': {},
      'cjs-dep': {
        type: 'commonjs',
        index: "module.exports = 'inside-cjs-dep';\n",
      },
    },
  };

  interface FlagRuns {
    /** `file` after a first build without the flag. */
    before: string;
    /** `file` after a second build with the flag, in the same project. */
    cached: string;
    /** `file` after a build with the flag in a project without a cache. */
    fresh: string;
  }

  async function switchFlag(flags: string[], file: string): Promise<FlagRuns> {
    const first = await buildFixture(PROJECT);
    expect(first.code, first.output).toBe(0);
    expect(existsSync(path.join(first.root, 'node_modules/.cache'))).toBe(true);
    const before = readOutput(first.root, 'dist/index.mjs');
    const second = await runRslib(first.root, flags);
    expect(second.code, second.output).toBe(0);
    const fresh = await buildFixture(PROJECT, flags);
    expect(fresh.code, fresh.output).toBe(0);
    return {
      before,
      cached: readOutput(first.root, file),
      fresh: readOutput(fresh.root, file),
    };
  }

  claimTest(
    CONFIGURE,
    'After switching `--syntax`, `--target`, `--externals` or `--no-auto-external`, a build can return the output of the previous run unchanged.',
    async () => {
      for (const flags of [
        ['--syntax', 'es2015'],
        ['--target', 'web'],
        ['--externals', 'undeclared-dep'],
        ['--no-auto-external'],
      ]) {
        const runs = await switchFlag(flags, 'dist/index.mjs');
        // The flag does change the output of a build without a cache …
        expect(runs.fresh, flags.join(' ')).not.toBe(runs.before);
        // … but the cached build serves the previous output unchanged.
        expect(runs.cached, flags.join(' ')).toBe(runs.before);
      }
    },
  );

  claimTest(
    CONFIGURE,
    'After `--no-bundle`, it writes one file per source file but can still inline the packages that the previous bundle inlined.',
    async () => {
      const runs = await switchFlag(['--no-bundle'], 'dist/index.mjs');
      expect(runs.before).toContain("'inside-undeclared-dep'");
      expect(runs.fresh).toContain('from "undeclared-dep"');
      expect(runs.fresh).not.toContain('inside-undeclared-dep');
      // The cached build emits per-file output, package inlined as before.
      expect(runs.cached).toContain('from "./util.mjs"');
      expect(runs.cached).toContain("'inside-undeclared-dep'");
      expect(runs.cached).not.toContain('from "undeclared-dep"');
    },
  );

  claimTest(
    CONFIGURE,
    '`--minify` and `--format` are not affected: their effect shows on the next build.',
    async () => {
      const minify = await switchFlag(['--minify'], 'dist/index.mjs');
      expect(minify.fresh).not.toBe(minify.before);
      expect(minify.cached).toBe(minify.fresh);
      const format = await switchFlag(['--format', 'cjs'], 'dist/index.js');
      expect(format.fresh).toContain('require("cjs-dep")');
      expect(format.cached).toBe(format.fresh);
    },
  );
});

describe('configure-rslib: mergeRslibConfig needs ids', () => {
  const SOURCES = {
    'tsconfig.json': TSCONFIG,
    // Class fields are ES2022: the base's es2021 lowers them.
    'src/index.ts': 'export class Counter {\n  count = 0;\n}\n',
  };

  claimTest(
    CONFIGURE,
    "A package's own config then adds declaration files to the ESM item only",
    async () => {
      const example = new PageCode(CONFIGURE, '### Merge order');
      const { root, code, output } = await buildFixture({
        files: {
          ...SOURCES,
          ...example.filesTitled('rslib.base.config.ts', 'rslib.config.ts'),
        },
        linkedDeps: ['@rslib/core', 'typescript'],
      });
      expect(code, output).toBe(0);
      expect(listFiles(root)).toEqual(['index.d.ts', 'index.js', 'index.mjs']);
      expect(output).not.toContain('(esm0)');
      // One ESM item: the base's syntax and the added declarations together.
      expect(readOutput(root, 'dist/index.mjs')).not.toMatch(/count = 0;/);
    },
  );

  claimTest(
    CONFIGURE,
    'Both items write the same file, `dist/index.mjs` (`dist/index.js` in a `"type": "module"` package); Rslib builds them without a warning, and whichever finishes last decides which file you get.',
    async () => {
      const example = new PageCode(CONFIGURE, '### Merge order');
      const base = without(example.file('rslib.base.config.ts'), "id: 'esm', ");
      const { code, output } = await buildFixture({
        files: {
          ...SOURCES,
          'rslib.base.config.ts': base,
          'rslib.config.ts': example.file('rslib.config.ts'),
        },
        linkedDeps: ['@rslib/core', 'typescript'],
      });
      expect(code, output).toBe(0);
      expect(output).toContain('File (esm0)');
      expect(output).toContain('File (esm)');
      expect(output.match(/^dist\/index\.mjs\s/gm)).toHaveLength(2);
      expect(output).not.toMatch(/warn/i);
    },
  );
});

describe('configure-rslib: defineConfig and minify', () => {
  const FILES = {
    'tsconfig.json': TSCONFIG,
    'src/index.ts': [
      'const VERBOSE = false;',
      'function unusedHelper(): string {',
      "  return 'unused-helper';",
      '}',
      'export function greet(name: string): string {',
      "  if (VERBOSE) console.log('verbose-branch');",
      "  return 'Hello, ' + name;",
      '}',
      '',
    ].join('\n'),
  };
  const example = () =>
    new PageCode(CONFIGURE, '## `defineConfig`').file('rslib.config.ts');

  claimTest(
    CONFIGURE,
    'when `minify` is not set, Rslib still runs the minifier in a light mode that keeps the code readable but removes unused functions and variables, and an explicit `false`, like `--no-minify`, turns that clean-up off as well.',
    async () => {
      const spec = {
        files: { ...FILES, 'rslib.config.ts': example() },
        linkedDeps: ['@rslib/core', 'typescript'],
      };
      const [unset, noMinify, explicitFalse] = await Promise.all([
        buildFixture(spec),
        buildFixture(spec, ['--no-minify']),
        buildFixture({
          files: FILES,
          config: { lib: [{ format: 'esm', output: { minify: false } }] },
        }),
      ]);
      expect(unset.code, unset.output).toBe(0);
      const light = readOutput(unset.root, 'dist/index.mjs');
      expect(light).toContain('function greet(name) {\n');
      expect(light).not.toContain('unused-helper');
      expect(light).not.toContain('VERBOSE');
      for (const build of [noMinify, explicitFalse]) {
        expect(build.code, build.output).toBe(0);
        const kept = readOutput(build.root, 'dist/index.mjs');
        expect(kept).toContain('unused-helper');
        expect(kept).toContain('const VERBOSE = false;');
      }
    },
  );

  claimTest(
    CONFIGURE,
    'With `--env-mode release` the output is fully minified.',
    async () => {
      const { root, code, output } = await buildFixture(
        {
          files: { ...FILES, 'rslib.config.ts': example() },
          linkedDeps: ['@rslib/core', 'typescript'],
        },
        ['--env-mode', 'release'],
      );
      expect(code, output).toBe(0);
      const minified = readOutput(root, 'dist/index.mjs').trim();
      expect(minified.split('\n')).toHaveLength(1);
      expect(minified).not.toContain('function greet(name)');
      expect(minified).toContain('as greet');
    },
  );
});

describe('configure-rslib: environment variables in the config', () => {
  const PATHS_TSCONFIG = JSON.stringify({
    compilerOptions: {
      ...JSON.parse(TSCONFIG).compilerOptions,
      paths: { '@/*': ['./src/*'] },
    },
    include: ['src'],
  });
  const SOURCES = {
    'src/api.ts': "export const source = 'real-api';\n",
    'src/api.mock.ts': "export const source = 'mock-api';\n",
    'src/index.ts': "export { source } from '@/api';\n",
  };
  const example = () =>
    new PageCode(CONFIGURE, '## Using environment variables').file(
      'rslib.config.ts',
    );
  const apiIn = (root: string) =>
    /(real|mock)-api/.exec(readOutput(root, 'dist/index.mjs'))?.[0];

  claimTest(
    CONFIGURE,
    "With `MOCK_API=true`, from the shell or a `.env` file, every `import ... from '@/api'` gets `src/api.mock.ts`; without it, the import resolves as usual.",
    async () => {
      // One project built four times, cache on, as a reader would.
      const { root, code, output } = await buildFixture({
        files: {
          ...SOURCES,
          'tsconfig.json': PATHS_TSCONFIG,
          'rslib.config.ts': example(),
        },
        linkedDeps: ['@rslib/core'],
      });
      expect(code, output).toBe(0);
      expect(apiIn(root)).toBe('real-api');
      const shell = await runRslib(root, [], { MOCK_API: 'true' });
      expect(shell.code, shell.output).toBe(0);
      expect(apiIn(root)).toBe('mock-api');
      writeFiles(root, { '.env': 'MOCK_API=false\n' });
      expect((await runRslib(root)).code).toBe(0);
      expect(apiIn(root)).toBe('real-api');
      writeFiles(root, { '.env': 'MOCK_API=true\n' });
      expect((await runRslib(root)).code).toBe(0);
      expect(apiIn(root)).toBe('mock-api');
    },
  );

  claimTest(
    CONFIGURE,
    'Without the variable in `performance.buildCache.cacheDigest`, a build after `MOCK_API` changed returns the output of the previous build.',
    async () => {
      const config = without(
        example(),
        /\n {2}performance: \{[\s\S]*?\n {2}\},/,
      );
      expect(config).not.toContain('cacheDigest');
      const spec = {
        files: {
          ...SOURCES,
          'tsconfig.json': PATHS_TSCONFIG,
          'rslib.config.ts': config,
        },
        linkedDeps: ['@rslib/core'],
      };
      const { root, code, output } = await buildFixture(spec);
      expect(code, output).toBe(0);
      expect(apiIn(root)).toBe('real-api');
      const second = await runRslib(root, [], { MOCK_API: 'true' });
      expect(second.code, second.output).toBe(0);
      expect(apiIn(root)).toBe('real-api');
      // Without a previous build to serve, the same config picks the mock.
      const fresh = await buildFixture(spec, [], { MOCK_API: 'true' });
      expect(fresh.code, fresh.output).toBe(0);
      expect(apiIn(fresh.root)).toBe('mock-api');
    },
  );

  claimTest(
    CONFIGURE,
    'when `tsconfig.json` maps `@/*` to `./src/*` in its `paths`, as many projects do, those `paths` take priority over `resolve.alias`',
    async () => {
      // The alias a reader would reach for first, in place of the plugin.
      const aliasConfig = [
        "import path from 'node:path';",
        "import { defineConfig } from '@rslib/core';",
        '',
        'export default defineConfig({',
        '  resolve: {',
        "    alias: { '@/api': path.resolve('./src/api.mock.ts') },",
        '  },',
        '  performance: { buildCache: false },',
        '});',
        '',
      ].join('\n');
      const build = (tsconfig: string) =>
        buildFixture(
          {
            files: {
              ...SOURCES,
              'tsconfig.json': tsconfig,
              'rslib.config.ts': aliasConfig,
            },
            linkedDeps: ['@rslib/core'],
          },
          [],
          { MOCK_API: 'true' },
        );
      const [withPaths, withoutPaths] = await Promise.all([
        build(PATHS_TSCONFIG),
        build(TSCONFIG),
      ]);
      expect(withPaths.code, withPaths.output).toBe(0);
      expect(apiIn(withPaths.root)).toBe('real-api');
      expect(withoutPaths.code, withoutPaths.output).toBe(0);
      expect(apiIn(withoutPaths.root)).toBe('mock-api');
    },
  );
});

describe('dts: true needs typescript installed', () => {
  const SOURCES = {
    'tsconfig.json': TSCONFIG,
    'src/index.ts': 'export const answer: number = 42;\n',
  };

  /** Builds a page's config without and with `typescript` in the project. */
  async function expectTypescriptRequired(config: string): Promise<void> {
    const files = { ...SOURCES, 'rslib.config.ts': config };
    const [missing, installed] = await Promise.all([
      buildFixture({ files, linkedDeps: ['@rslib/core'] }),
      buildFixture({ files, linkedDeps: ['@rslib/core', 'typescript'] }),
    ]);
    expect(missing.code).not.toBe(0);
    expect(missing.output).toContain(TYPESCRIPT_MISSING);
    expect(existsSync(path.join(missing.root, 'dist'))).toBe(false);
    expect(installed.code, firstError(installed.output)).toBe(0);
    expect(listFiles(installed.root)).toContain('index.d.ts');
  }

  claimTest(
    CONFIGURE,
    `Without the package, the build stops before it writes any file, JavaScript included, with \`${TYPESCRIPT_MISSING}\``,
    async () => {
      await expectTypescriptRequired(
        new PageCode(CONFIGURE, '## Configuration structure').file(
          'rslib.config.ts',
        ),
      );
    },
  );

  claimTest(
    '/config/',
    'Without it the whole build stops, with `Failed to resolve TypeScript from the project root`',
    async () => {
      await expectTypescriptRequired(
        new PageCode('/config/').file('rslib.config.ts'),
      );
    },
  );

  claimTest(
    '/config/lib/dts',
    `Without it, the whole build stops before any file is written, JavaScript included, with \`${TYPESCRIPT_MISSING}\``,
    async () => {
      await expectTypescriptRequired(
        new PageCode('/config/lib/dts', '## Boolean form').file(
          'rslib.config.ts',
        ),
      );
    },
  );

  claimTest(
    '/config/lib/dts',
    'Without the tsconfig file, the build fails with `Failed to resolve tsconfig file "tsconfig.json"`, by which time lib items without `dts` may already have written their output.',
    async () => {
      const config = new PageCode('/config/lib/dts', '## Boolean form').file(
        'rslib.config.ts',
      );
      const noTsconfig = await buildFixture({
        files: {
          'src/index.ts': SOURCES['src/index.ts'],
          'rslib.config.ts': config,
        },
        linkedDeps: ['@rslib/core', 'typescript'],
      });
      expect(noTsconfig.code).not.toBe(0);
      expect(noTsconfig.output).toContain(
        'Failed to resolve tsconfig file "tsconfig.json"',
      );
      // The example's CJS item, which has no dts, got its file written.
      expect(listFiles(noTsconfig.root)).toEqual(['index.js']);
    },
  );
});

describe('resolve.aliasStrategy', () => {
  const ROUTE = '/config/rsbuild/resolve';
  const SOURCES = {
    'src/config.ts': "export const config = 'config-default';\n",
    'src/config.production.ts': "export const config = 'config-production';\n",
    'src/utils.ts': "export const util = 'util-from-src';\n",
    'src/index.ts': [
      "export { config } from '@/config';",
      "export { util } from '@/utils';",
      '',
    ].join('\n'),
  };
  const example = () =>
    new PageCode(ROUTE, '## resolve.aliasStrategy').filesTitled(
      'tsconfig.json',
      'rslib.config.ts',
    );
  const build = (config: string) =>
    buildFixture({
      files: {
        ...SOURCES,
        ...example(),
        'rslib.config.ts': config,
      },
      linkedDeps: ['@rslib/core'],
    });
  const CATCH_ALL = "      '@': './src',\n";

  claimTest(
    ROUTE,
    "With `'prefer-alias'`, the tsconfig is not handed to the resolver at all. Only `resolve.alias` maps specifiers then, conflicting or not: a specifier that only `paths` maps no longer resolves. In bundle mode the build fails with `Module not found: Can't resolve`.",
    async () => {
      const config = example()['rslib.config.ts'];
      const [asShown, pathsOnly] = await Promise.all([
        build(config),
        build(without(config, CATCH_ALL)),
      ]);
      expect(asShown.code, firstError(asShown.output)).toBe(0);
      const output = readOutput(asShown.root, 'dist/index.mjs');
      expect(output).toContain('config-production');
      expect(output).toContain('util-from-src');
      expect(pathsOnly.code).not.toBe(0);
      expect(pathsOnly.output).toContain("Can't resolve '@/utils'");
    },
  );

  claimTest(
    ROUTE,
    'In bundleless mode it does not fail: the output keeps the specifier as written (`export { util } from "@/utils"`), and the library breaks only when it is imported (`ERR_MODULE_NOT_FOUND` in Node.js).',
    async () => {
      const bundleless = replaced(
        without(example()['rslib.config.ts'], CATCH_ALL),
        "lib: [{ format: 'esm' }]",
        "lib: [{ format: 'esm', bundle: false }]",
      );
      const { root, code, output } = await build(bundleless);
      expect(code, firstError(output)).toBe(0);
      const index = readOutput(root, 'dist/index.mjs');
      expect(index).toContain('export { util } from "@/utils";');
      const run = await runModuleCode(
        "await import('./dist/index.mjs');",
        root,
      );
      expect(run.stderr).toContain('ERR_MODULE_NOT_FOUND');
    },
  );

  claimTest(
    ROUTE,
    'With the default, the tsconfig is handed to the resolver: its `paths` apply, and for a specifier that both `paths` and `resolve.alias` match, `paths` win.',
    async () => {
      const config = without(
        without(
          example()['rslib.config.ts'],
          "    aliasStrategy: 'prefer-alias',\n",
        ),
        CATCH_ALL,
      );
      const { root, code, output } = await build(config);
      expect(code, firstError(output)).toBe(0);
      const bundle = readOutput(root, 'dist/index.mjs');
      expect(bundle).toContain('config-default');
      expect(bundle).not.toContain('config-production');
      expect(bundle).toContain('util-from-src');
    },
  );

  claimTest(
    ROUTE,
    'Aliases are tried in the order they are written, so the exact `@/config` comes before `@`; the other way round, `@` would take `@/config` to `src/config.ts` as well.',
    async () => {
      const config = example()['rslib.config.ts'];
      const exact = "      '@/config': './src/config.production.ts',\n";
      const reversed = replaced(
        without(config, CATCH_ALL),
        exact,
        `${CATCH_ALL}${exact}`,
      );
      const { root, code, output } = await build(reversed);
      expect(code, firstError(output)).toBe(0);
      expect(readOutput(root, 'dist/index.mjs')).toContain('config-default');
    },
  );
});

describe('tools.rspack: a banner before or after minification', () => {
  const ROUTE = '/config/rsbuild/tools';
  const BANNER = '/*! @acme/utils | MIT License */';
  const POINTER = '/*! LICENSE: index.js.LICENSE.txt */';
  const FILES = {
    'src/index.ts': 'export const version: string = "1.0.0";\n',
  };
  const example = () =>
    new PageCode(ROUTE, '## tools.rspack').file('rslib.config.ts');
  /** The example without its `stage` line and the comment above it. */
  const withoutStage = () =>
    without(
      example(),
      /\n\s*\/\/ run after minification[^\n]*\n\s*stage:[^\n]*/,
    );
  const build = (config: string) =>
    buildFixture({
      packageJson: { type: 'module' },
      files: { ...FILES, 'rslib.config.ts': config },
      linkedDeps: ['@rslib/core'],
    });

  claimTest(
    ROUTE,
    'so the comment ends up once, as the first line of `dist/index.js`, and no other file is written',
    async () => {
      const { root, code, output } = await build(example());
      expect(code, firstError(output)).toBe(0);
      expect(listFiles(root)).toEqual(['index.js']);
      const js = readOutput(root, 'dist/index.js');
      expect(js.split('\n')[0]).toBe(BANNER);
      expect(js.split(BANNER)).toHaveLength(2);
    },
  );

  claimTest(
    ROUTE,
    "With Rslib's default `minify`, the comment stays in `dist/index.js` and is also copied into `dist/index.js.LICENSE.txt`, and a `/*! LICENSE: index.js.LICENSE.txt */` line is added above it.",
    async () => {
      const { root, code, output } = await build(withoutStage());
      expect(code, firstError(output)).toBe(0);
      expect(listFiles(root)).toEqual(['index.js', 'index.js.LICENSE.txt']);
      const js = readOutput(root, 'dist/index.js');
      expect(js.startsWith(`${POINTER}\n${BANNER}`)).toBe(true);
      expect(readOutput(root, 'dist/index.js.LICENSE.txt')).toContain(BANNER);
    },
  );

  claimTest(
    ROUTE,
    'With `output.minify: true`, the comment is taken out of `dist/index.js`: only that pointer line is left in the file, and the text of the banner is in `index.js.LICENSE.txt` alone.',
    async () => {
      const config = replaced(
        withoutStage(),
        "lib: [{ format: 'esm' }]",
        "lib: [{ format: 'esm', output: { minify: true } }]",
      );
      const { root, code, output } = await build(config);
      expect(code, firstError(output)).toBe(0);
      const js = readOutput(root, 'dist/index.js');
      expect(js.startsWith(`${POINTER}\n`)).toBe(true);
      expect(js).not.toContain('@acme/utils');
      expect(readOutput(root, 'dist/index.js.LICENSE.txt')).toContain(BANNER);
    },
  );
});

describe('third-party-deps: require() in ESM output and its consumers', () => {
  const ROUTE = '/guide/advanced/third-party-deps';

  /** Builds the library: an ESM file that loads `cjs-dep` with `source`. */
  async function buildLibrary(source: string, target: 'node' | 'web') {
    const library = await buildFixture({
      packageJson: { dependencies: { 'cjs-dep': '1.0.0' } },
      files: { 'src/index.js': source },
      fakeDeps: { 'cjs-dep': CJS_DEP },
      config: { lib: [{ format: 'esm', output: { target } }] },
    });
    expect(library.code, firstError(library.output)).toBe(0);
    return readOutput(library.root, 'dist/index.mjs');
  }

  /** A consumer project that has installed the built library as `my-lib`. */
  function consumerSpec(libraryOutput: string): FixtureSpec {
    return {
      packageJson: { type: 'module' },
      files: {
        'src/index.js': "import { dep } from 'my-lib';\nconsole.log(dep);\n",
        'run.mjs': "import { dep } from 'my-lib';\nconsole.log(dep);\n",
      },
      fakeDeps: installedMyLib(libraryOutput),
      // An application for the browser that bundles what it imports.
      config: { lib: [{ format: 'esm', output: { target: 'web' } }] },
    };
  }

  claimTest(
    ROUTE,
    'Node.js runs it as it is. An application that bundles your package for the browser, however, cannot load the Node.js built-in `node:module`: an Rsbuild or Rspack build stops with `Reading from "node:module" is not handled by plugins (Unhandled scheme)`.',
    async () => {
      const output = await buildLibrary(
        "export const dep = require('cjs-dep');\n",
        'node',
      );
      expect(output).toMatch(
        /import \{ createRequire[^}]*\} from "node:module"/,
      );
      expect(output).toMatch(/createRequire\(import\.meta\.url\)/);
      const app = await buildFixture(consumerSpec(output));
      const run = await runNode(['run.mjs'], app.root);
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe('inside-cjs-dep');
      expect(app.code).not.toBe(0);
      expect(app.output).toContain(
        'Reading from "node:module" is not handled by plugins (Unhandled scheme)',
      );
    },
  );

  claimTest(
    ROUTE,
    'With target `web`, the plain `require()` works nowhere on its own: Node.js stops with `ReferenceError: require is not defined in ES module scope`, and Rspack, bundling the file as the ES module it is, keeps the call unchanged',
    async () => {
      const output = await buildLibrary(
        "export const dep = require('cjs-dep');\n",
        'web',
      );
      expect(output).toContain('require("cjs-dep")');
      const app = await buildFixture(consumerSpec(output));
      const run = await runNode(['run.mjs'], app.root);
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain(
        'ReferenceError: require is not defined in ES module scope',
      );
      expect(app.code, firstError(app.output)).toBe(0);
      const bundle = readOutput(app.root, 'dist/index.js');
      expect(bundle).toContain('require("cjs-dep")');
      expect(bundle).not.toContain('inside-cjs-dep');
    },
  );

  claimTest(
    ROUTE,
    'The output then holds a plain `import` statement, which Node.js and bundlers both handle.',
    async () => {
      const output = await buildLibrary(
        "import value from 'cjs-dep';\nexport const dep = String(value);\n",
        'web',
      );
      expect(output).toMatch(/^import \w+ from "cjs-dep";$/m);
      expect(output).not.toContain('require');
      const app = await buildFixture(consumerSpec(output));
      const run = await runNode(['run.mjs'], app.root);
      expect(run.stdout.trim()).toBe('inside-cjs-dep');
      expect(app.code, firstError(app.output)).toBe(0);
      expect(readOutput(app.root, 'dist/index.js')).toContain('inside-cjs-dep');
    },
  );
});
