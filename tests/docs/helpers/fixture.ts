import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const REPO_MODULES = path.join(REPO_ROOT, 'node_modules');

export interface FakePackage {
  /** File name → content; `package.json` is generated when missing. */
  files?: Record<string, string>;
  /** ESM source of the package entry, `index.js`. */
  index?: string;
  type?: 'module' | 'commonjs';
}

export interface FixtureSpec {
  /** Merged into a minimal package.json (name, version, private). */
  packageJson?: Record<string, unknown>;
  /** Relative path → file content (sources, tsconfig, .env …). */
  files: Record<string, string>;
  /**
   * The rslib config object, serialised as `rslib.config.mjs`. Plain data
   * only, so the fixture needs no resolvable `@rslib/core`. The build cache
   * is always switched off: it ignores CLI-flag changes between runs.
   */
  config?: Record<string, unknown>;
  /**
   * A config module's source, for configs that import plugins; it is
   * written as `rslib.config.mjs` and must switch the build cache off itself.
   */
  configSource?: string;
  /** Tiny local packages written to the fixture's node_modules. */
  fakeDeps?: Record<string, FakePackage>;
  /** Real packages of this repository linked into the fixture (typescript). */
  linkedDeps?: string[];
}

const createdFixtures: string[] = [];

/** Deletes every fixture this test file created; call it in `afterAll`. */
export function removeFixtures(): void {
  for (const root of createdFixtures.splice(0)) {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Writes a fresh sample library into its own temp directory. */
export function createFixture(spec: FixtureSpec): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rslib-docs-claim-'));
  createdFixtures.push(root);
  const packageJson = {
    name: 'sample-lib',
    version: '1.0.0',
    private: true,
    ...spec.packageJson,
  };
  writeFile(root, 'package.json', JSON.stringify(packageJson, null, 2));
  for (const [file, content] of Object.entries(spec.files)) {
    writeFile(root, file, content);
  }
  if (spec.config) {
    const config = {
      ...spec.config,
      performance: { buildCache: false },
    };
    writeFile(
      root,
      'rslib.config.mjs',
      `export default ${JSON.stringify(config, null, 2)};\n`,
    );
  }
  if (spec.configSource) {
    if (!spec.configSource.includes('buildCache: false')) {
      throw new Error(
        'a fixture config must set performance.buildCache: false',
      );
    }
    writeFile(root, 'rslib.config.mjs', spec.configSource);
  }
  for (const [name, fake] of Object.entries(spec.fakeDeps ?? {})) {
    writeFakePackage(root, name, fake);
  }
  for (const name of spec.linkedDeps ?? []) {
    const target = path.join(root, 'node_modules', name);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(path.join(REPO_MODULES, name), target, 'dir');
  }
  return root;
}

function writeFakePackage(root: string, name: string, fake: FakePackage) {
  const dir = path.join('node_modules', name);
  const files: Record<string, string> = {
    'index.js': fake.index ?? `export const marker = 'inside-${name}';\n`,
    ...fake.files,
  };
  if (!('package.json' in files)) {
    files['package.json'] = JSON.stringify({
      name,
      version: '1.0.0',
      type: fake.type ?? 'module',
      main: 'index.js',
    });
  }
  for (const [file, content] of Object.entries(files)) {
    writeFile(root, path.join(dir, file), content);
  }
}

function writeFile(root: string, file: string, content: string) {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/** A tsconfig that the pinned TypeScript 7 accepts for declaration builds. */
export const TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    strict: true,
    declaration: true,
    skipLibCheck: true,
    rootDir: 'src',
  },
  include: ['src'],
});
