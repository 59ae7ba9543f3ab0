import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, as sorted POSIX paths relative to it. */
export function listFiles(root: string, dir = 'dist'): string[] {
  return readdirSync(path.join(root, dir), {
    recursive: true,
    withFileTypes: true,
  })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(path.join(root, dir), path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

export function readOutput(root: string, file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}
