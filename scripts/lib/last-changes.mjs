// When each file under a folder last changed, from git history. Edits not yet
// committed count as changed now: an English page being rewritten is newer
// than a translation that was committed before the rewrite began.

import { spawnSync } from 'node:child_process';

/** The time given to files with uncommitted edits: later than any commit. */
export const UNCOMMITTED = Number.POSITIVE_INFINITY;

/**
 * `{ times }`: a Map from paths relative to `dir` ('/'-separated) to the
 * commit time (Unix seconds) of their last change, or UNCOMMITTED.
 * `{ skipped }`: why history cannot tell (not a repository, shallow clone).
 */
export function lastChangeTimes(dir) {
  const inside = git(dir, ['rev-parse', '--is-inside-work-tree']);
  if (inside.error) return { skipped: 'git is not available' };
  if (inside.status !== 0 || inside.stdout.trim() !== 'true') {
    return { skipped: 'not inside a git work tree' };
  }
  const shallow = git(dir, ['rev-parse', '--is-shallow-repository']);
  if (shallow.stdout.trim() !== 'false') {
    return { skipped: 'the clone is shallow, so history is incomplete' };
  }
  const times = committedTimes(dir);
  for (const file of uncommittedFiles(dir)) times.set(file, UNCOMMITTED);
  return { times };
}

function committedTimes(dir) {
  // One pass over the whole history instead of one `git log -1` per file.
  // Each commit prints "\0<time>", a blank line, then the files it changed.
  const log = git(dir, [
    'log',
    '--format=%x00%ct',
    '--name-only',
    '--relative',
    '--',
    '.',
  ]);
  const times = new Map();
  if (log.status !== 0) return times; // a repository without commits yet
  for (const entry of log.stdout.split('\0').slice(1)) {
    const [time, ...files] = entry.split('\n').filter(Boolean);
    const seconds = Number(time);
    for (const file of files) {
      if (seconds > (times.get(file) ?? 0)) times.set(file, seconds);
    }
  }
  return times;
}

function uncommittedFiles(dir) {
  // Porcelain status paths are relative to the repository root.
  const prefix = git(dir, ['rev-parse', '--show-prefix']).stdout.trim();
  const status = git(dir, [
    'status',
    '--porcelain=v1',
    '-z',
    '--no-renames',
    '--untracked-files=all',
    '--',
    '.',
  ]);
  return status.stdout
    .split('\0')
    .filter(Boolean)
    .map((entry) => entry.slice(3))
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length));
}

function git(dir, args) {
  return spawnSync('git', ['-c', 'core.quotePath=false', ...args], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}
