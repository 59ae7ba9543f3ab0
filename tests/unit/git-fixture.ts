import { spawnSync } from 'node:child_process';

// A throwaway git repository for tests that read history (the translation
// drift check): commits with a fixed author and the dates they are given.

/** Runs git in `folder`, as of `date` (author and committer) when given. */
export function git(folder: string, args: string[], date?: string): void {
  const result = spawnSync(
    'git',
    [
      '-c',
      'user.name=Fixture',
      '-c',
      'user.email=fixture@example.com',
      '-c',
      'commit.gpgsign=false',
      '-c',
      'init.defaultBranch=main',
      ...args,
    ],
    {
      cwd: folder,
      encoding: 'utf8',
      env: date
        ? { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }
        : process.env,
    },
  );
  if (result.status !== 0) throw new Error(result.stderr);
}

/** Commits everything in `folder` as of `date`. */
export function commitAll(folder: string, date: string): void {
  git(folder, ['add', '-A']);
  git(folder, ['commit', '-q', '-m', `state on ${date}`], date);
}
