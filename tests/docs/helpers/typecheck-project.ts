import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  EXAMPLE_CONTEXT_FILES,
  UNINSTALLED_MODULE_DECLARATIONS,
} from '../../../plugins/shared/example-context';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const TSC_BIN = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');

const COMPILER_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2023', 'DOM'],
  module: 'ESNext',
  moduleResolution: 'bundler',
  strict: true,
  noEmit: true,
  allowJs: true,
  checkJs: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  skipLibCheck: true,
  jsx: 'react-jsx',
  types: ['node'],
};

export interface SourceFile {
  /** Path inside the project, e.g. `en/guide-cli-116/rslib.config.ts`. */
  file: string;
  code: string;
}

/**
 * Writes the files into a fresh project that resolves this repository's
 * packages, runs the pinned `tsc` once and returns its diagnostics grouped
 * by file.
 */
export function typecheck(files: SourceFile[]): Map<string, string[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'rslib-docs-examples-'));
  symlinkSync(
    path.join(REPO_ROOT, 'node_modules'),
    path.join(root, 'node_modules'),
    'dir',
  );
  writeFileSync(
    path.join(root, 'uninstalled-modules.d.ts'),
    UNINSTALLED_MODULE_DECLARATIONS,
  );
  const folders = new Set<string>();
  for (const { file, code } of files) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, code);
    folders.add(path.dirname(target));
  }
  for (const folder of folders) {
    for (const [name, content] of Object.entries(EXAMPLE_CONTEXT_FILES)) {
      // An example that is itself one of these files keeps its own code.
      if (existsSync(path.join(folder, name))) continue;
      writeFileSync(path.join(folder, name), content);
    }
  }
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: COMPILER_OPTIONS,
      include: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.js', '**/*.mjs'],
      exclude: ['node_modules'],
    }),
  );
  const run = spawnSync(
    process.execPath,
    [TSC_BIN, '-p', root, '--pretty', 'false'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  rmSync(root, { recursive: true, force: true });
  if (run.error) throw run.error;
  return diagnosticsByFile(`${run.stdout}${run.stderr}`);
}

/** Groups `file(line,col): error TS…` lines; continuation lines stay attached. */
function diagnosticsByFile(output: string): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of output.split('\n')) {
    const match = /^(.+?)\(\d+,\d+\): error TS\d+/.exec(line);
    if (match) {
      const file = match[1].split(path.sep).join('/');
      current = byFile.get(file) ?? [];
      byFile.set(file, current);
      current.push(line);
    } else if (line.trim() && current) {
      current.push(line);
    } else if (line.trim()) {
      byFile.set('(project)', [...(byFile.get('(project)') ?? []), line]);
    }
  }
  return byFile;
}
