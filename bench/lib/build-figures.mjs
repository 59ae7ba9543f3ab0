// A full production build of the site, timed: wall and CPU seconds, peak
// memory, and what it wrote, by kind of file.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSize } from './figures.mjs';

const RSPRESS_CLI = 'node_modules/@rspress/core/bin/rspress.js';
const REPORTER = path.join(import.meta.dirname, 'report-usage-on-exit.mjs');

/**
 * Runs `rspress build` in a process of its own (Rspack's threads run inside
 * it, so its resource usage is the build's). Cold (the default): the build
 * cache is removed first. Warm: the cache the previous build left is kept,
 * as on a machine that builds the site again; every page is still built.
 */
export async function measureBuild({
  warm = false,
  docsDir = undefined,
  outDir = 'doc_build',
} = {}) {
  if (!warm) rmSync('node_modules/.cache', { recursive: true, force: true });
  const usageFile = path.join(
    mkdtempSync(path.join(tmpdir(), 'bench-')),
    'usage.json',
  );
  const started = performance.now();
  await new Promise((resolve, reject) => {
    const build = spawn('node', ['--import', REPORTER, RSPRESS_CLI, 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        BENCH_USAGE_FILE: usageFile,
        DOC_BUILD_DIR: outDir,
        ...(docsDir && { DOCS_DIR: docsDir }),
      },
    });
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build exited with ${code}`)),
    );
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const usage = JSON.parse(readFileSync(usageFile, 'utf8'));
  const cpuSeconds = usage.userCpuSeconds + usage.systemCpuSeconds;
  const output = outputByKind(outDir);
  return {
    wallSeconds,
    cpuSeconds,
    peakMemoryBytes: usage.peakMemoryBytes,
    pages: output.html.files,
    cpuSecondsPerPage: cpuSeconds / output.html.files,
    output,
  };
}

const KIND_OF_EXTENSION = {
  '.html': 'html',
  '.js': 'js',
  '.css': 'css',
  '.json': 'json',
  '.xml': 'xml',
  '.txt': 'text',
  '.md': 'text',
  '.png': 'image',
  '.svg': 'image',
  '.jpg': 'image',
  '.webp': 'image',
};

/** Files of the output grouped by kind: count, raw bytes, gzip bytes. */
export function outputByKind(dir) {
  const kinds = {};
  for (const entry of readdirSync(dir, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile()) continue;
    const kind = KIND_OF_EXTENSION[path.extname(entry.name)] ?? 'other';
    const file = readFileSync(path.join(entry.parentPath, entry.name));
    kinds[kind] ??= { files: 0, raw: 0, gzip: 0 };
    kinds[kind].files += 1;
    kinds[kind].raw += file.length;
    kinds[kind].gzip += gzipSize(file);
  }
  return kinds;
}
