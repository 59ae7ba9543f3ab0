import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { rspressRoot, rspressVersion } from './installed-rspress';

// patches/@rspress+core+<version>.patch (patch-package applies it on
// install; rspress-adapter/README.md gives each hunk's reason). Its paths
// start with a/node_modules/@rspress/core/, four parts to strip.
const PATCHES = path.join(import.meta.dirname, '../../../patches');
const patchFile = () => {
  const name = execFileSync('ls', [PATCHES], { encoding: 'utf8' })
    .split('\n')
    .find((file) => file.startsWith('@rspress+core+'));
  if (!name) throw new Error('no patch of @rspress/core in patches/');
  return path.join(PATCHES, name);
};

/** Whether `patch` would apply the file (reversed: whether it is applied). */
function patchApplies(file: string, reverse: boolean) {
  try {
    execFileSync(
      'patch',
      [
        '--dry-run',
        '--force',
        '--fuzz=0',
        '-p4',
        ...(reverse ? ['-R'] : []),
        '-d',
        rspressRoot,
        '-i',
        file,
      ],
      { encoding: 'utf8' },
    );
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout) };
  }
}

describe('the patch of @rspress/core', () => {
  it('is for the installed version and is applied to it, hunk by hunk', () => {
    const file = patchFile();
    const patchedVersion = /\+([\d.]+)\.patch$/.exec(file)?.[1];
    // Another version (RSPRESS_CORE_DIR) is not patched yet: every hunk
    // must apply to it as it is, or the patch needs redoing for it.
    const installed = patchedVersion === rspressVersion;
    const result = patchApplies(file, installed);
    expect(
      result.output,
      `patch ${path.basename(file)} against ${rspressVersion}`,
    ).toBe('');
    expect(result.ok).toBe(true);
  });

  it('each hunk says why it is there and what upstream should change', () => {
    const added = readFileSync(patchFile(), 'utf8')
      .split(/^diff --git /m)
      .slice(1);
    expect(added.length).toBeGreaterThan(0);
    for (const file of added) {
      expect(file, file.split('\n')[0]).toContain('Patched (patches/');
      expect(file, file.split('\n')[0]).toMatch(/Upstream[\s/+]+should/);
    }
  });
});
