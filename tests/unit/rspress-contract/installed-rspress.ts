import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The @rspress/core the contract reads: the installed one, or the one at
 * RSPRESS_CORE_DIR (another version installed elsewhere), to see before an
 * upgrade what it would break.
 */
export const rspressRoot = process.env.RSPRESS_CORE_DIR
  ? path.resolve(process.env.RSPRESS_CORE_DIR)
  : path.dirname(
      createRequire(import.meta.url).resolve('@rspress/core/package.json'),
    );

export const rspressDist = path.join(rspressRoot, 'dist');

/** Resolves and loads modules as that Rspress does (its own dependencies). */
export const requireFromRspress = createRequire(
  path.join(rspressRoot, 'package.json'),
);

/** That Rspress's version. */
export const rspressVersion: string = requireFromRspress(
  path.join(rspressRoot, 'package.json'),
).version;

const installedRoot = path.dirname(
  createRequire(import.meta.url).resolve('@rspress/core/package.json'),
);

/** A file of the installed Rspress, at the same place in the one read. */
export const inRspress = (installedFile: string) =>
  path.join(rspressRoot, path.relative(installedRoot, installedFile));
