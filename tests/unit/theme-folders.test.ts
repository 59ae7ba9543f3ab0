import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';

// Each folder of theme/ draws one region or content element; a folder that
// imports another must not be imported by it in turn, so each can be read
// (and changed) from the bottom up.

const THEME = path.join(import.meta.dirname, '../../theme');

/** theme folder → the other theme folders its files import from. */
function folderImports(): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const entry of readdirSync(THEME, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile() || !/\.(tsx?|css)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const folder = path.relative(THEME, file).split(path.sep)[0];
    if (folder === entry.name) continue; // a file at the theme's root
    const source = readFileSync(file, 'utf8');
    for (const [, request] of source.matchAll(/from\s+['"](\.[^'"]+)['"]/g)) {
      const target = path.relative(
        THEME,
        path.resolve(path.dirname(file), request),
      );
      const targetFolder = target.split(path.sep)[0];
      if (target.startsWith('..') || targetFolder === folder) continue;
      if (!imports.has(folder)) imports.set(folder, new Set());
      imports.get(folder)?.add(targetFolder);
    }
  }
  return imports;
}

describe('theme folders', () => {
  it('no two import each other, directly or around a loop', () => {
    const imports = folderImports();
    const loops: string[] = [];
    const visit = (folder: string, trail: string[]) => {
      for (const next of imports.get(folder) ?? []) {
        if (next === trail[0]) loops.push([...trail, next].join(' → '));
        else if (!trail.includes(next)) visit(next, [...trail, next]);
      }
    };
    for (const folder of imports.keys()) visit(folder, [folder]);
    expect(loops).toEqual([]);
  });
});
