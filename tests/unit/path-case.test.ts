import { execFileSync } from 'node:child_process';
import { describe, expect, it } from '@rstest/core';

// A checkout on a case-insensitive disk (macOS, Windows) merges two paths
// that differ only by letter case: the second one's files land in the first.

/** Every folder and file the repository tracks. */
function trackedPaths(): string[] {
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const paths = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let depth = 1; depth <= parts.length; depth += 1)
      paths.add(parts.slice(0, depth).join('/'));
  }
  return [...paths];
}

describe('paths in the repository', () => {
  it('no two differ only by letter case', () => {
    const byFolded = new Map<string, string[]>();
    for (const path of trackedPaths()) {
      const folded = path.toLowerCase();
      byFolded.set(folded, [...(byFolded.get(folded) ?? []), path]);
    }
    expect([...byFolded.values()].filter((paths) => paths.length > 1)).toEqual(
      [],
    );
  });
});
