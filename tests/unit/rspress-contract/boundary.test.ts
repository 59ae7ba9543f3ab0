import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';

// Only rspress-adapter/ depends on Rspress beyond its public API; the rest
// of the site reaches it through the adapter's two indexes. So an Rspress
// upgrade touches one folder, and this suite says what broke.

const ROOT = path.join(import.meta.dirname, '../../..');
const OUTSIDE = ['theme', 'plugins', 'site', 'scripts'];
/** Names of Rspress internals (private markup, dependencies it hides). */
const INTERNALS =
  /rp-|@rspress\/core\/dist|@rspress\/shared|react-router|@unhead|\$\$\$callout/;
/** The adapter's doors, and the theme entry's stylesheet and theme links. */
const DOORS = new Set([
  'rspress-adapter/browser',
  'rspress-adapter/build',
  'rspress-adapter/browser/rspress-internals.css',
  'rspress-adapter/browser/theme-original-links',
]);

function sourceFiles() {
  return OUTSIDE.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), {
      recursive: true,
      withFileTypes: true,
    })
      .filter(
        (entry) => entry.isFile() && /\.(m?[jt]sx?|css)$/.test(entry.name),
      )
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

describe('the door to Rspress', () => {
  it('no file outside the adapter names an Rspress internal', () => {
    const named = sourceFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          INTERNALS.test(line)
            ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(named).toEqual([]);
  });

  it('the rest of the site imports the adapter through its indexes', () => {
    const inside: string[] = [];
    for (const file of sourceFiles()) {
      const source = readFileSync(file, 'utf8');
      for (const [, request] of source.matchAll(
        /(?:from|import)\s+['"](\.[^'"]+)['"]/g,
      )) {
        const target = path
          .relative(ROOT, path.resolve(path.dirname(file), request))
          .replace(/\.(ts|mjs)$/, '')
          .replace(/\/index$/, '');
        if (target.startsWith('rspress-adapter') && !DOORS.has(target))
          inside.push(`${path.relative(ROOT, file)} → ${target}`);
      }
    }
    expect(inside).toEqual([]);
  });
});
