import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { commitAll, git } from './git-fixture';

/** `npm run i18n:check` run for real against fixture trees in temp folders. */
const CHECKER = path.resolve(
  import.meta.dirname,
  '../../scripts/i18n-check.mjs',
);

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A folder holding a docs tree (`<folder>/docs/en`, `<folder>/docs/zh`). */
function fixture(pages: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
  tempDirs.push(folder);
  writePages(folder, pages);
  return folder;
}

function writePages(folder: string, pages: Record<string, string>): void {
  for (const [file, source] of Object.entries(pages)) {
    const target = path.join(folder, 'docs', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, source);
  }
}

function runCheck(docsRoot: string) {
  const result = spawnSync(process.execPath, [CHECKER, docsRoot], {
    encoding: 'utf8',
    // Git must not find a repository above the fixture (the temp folder
    // might sit inside one); a repository made in the fixture still counts.
    env: {
      ...process.env,
      GIT_CEILING_DIRECTORIES: path.dirname(path.dirname(docsRoot)),
    },
  });
  const lines = `${result.stdout}${result.stderr}`.split('\n');
  return {
    status: result.status,
    output: lines.join('\n'),
    errors: lines.filter((line) => line.startsWith('error: ')),
    warnings: lines.filter((line) => line.startsWith('warning: ')),
  };
}

const english = '# Guide\n\n## Install\n\ntext\n\n### With npm\n\n## Use\n';
const chinese = '# 指南\n\n## 安装\n\n文字\n\n### 使用 npm\n\n## 使用\n';

describe('npm run i18n:check', () => {
  it('fails and names each page without a twin and each structure mismatch', () => {
    const folder = fixture({
      // A matching pair; a "##" line inside a code fence is not a heading.
      'en/index.md': `${english}\n\`\`\`md\n## not a heading\n\`\`\`\n`,
      'zh/index.md': chinese,
      'en/guide/only-english.mdx': english,
      'zh/guide/only-chinese.mdx': chinese,
      // Same number of headings, but "## Use" became an H3.
      'en/guide/differs.mdx': english,
      'zh/guide/differs.mdx': chinese.replace('## 使用\n', '### 使用\n'),
      // Fragments are not pages: no twin needed.
      'en/shared/fragment.mdx': english,
    });
    const result = runCheck(path.join(folder, 'docs'));

    expect(result.status).toBe(1);
    expect(result.errors).toHaveLength(3);
    expect(result.errors.join('\n')).toMatch(
      /zh\/guide\/only-english\.mdx: missing; .*en\/guide\/only-english\.mdx has no Chinese twin/,
    );
    expect(result.errors.join('\n')).toMatch(
      /zh\/guide\/only-chinese\.mdx: no English original at .*en\/guide\/only-chinese\.mdx/,
    );
    const mismatch = result.errors.find((line) => line.includes('differs.mdx'));
    expect(mismatch).toContain('heading structure');
    expect(mismatch).toContain('English: 1×H1 2×H2 1×H3');
    expect(mismatch).toContain('Chinese: 1×H1 1×H2 2×H3');
    expect(mismatch).toContain('English "## Use", Chinese "### 使用"');
    expect(result.output).not.toContain('index.md');
    expect(result.output).not.toContain('fragment.mdx');
    expect(result.output).toContain(
      'Translation freshness not checked: not inside a git work tree.',
    );
  });

  it('passes a tree where every page has a twin of the same structure', () => {
    const folder = fixture({
      'en/index.md': english,
      'zh/index.md': chinese,
      'en/guide/start.mdx': english,
      'zh/guide/start.mdx': chinese,
    });
    const result = runCheck(path.join(folder, 'docs'));

    expect(result.errors).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.output).toContain('2 English and 2 Chinese pages');
  });

  it('warns, without failing, about translations older than their English page', () => {
    const folder = fixture({
      'en/outdated.mdx': english,
      'zh/outdated.mdx': chinese,
      'en/retranslated.mdx': english,
      'zh/retranslated.mdx': chinese,
      'en/being-edited.mdx': english,
      'zh/being-edited.mdx': chinese,
    });
    git(folder, ['init', '-q']);
    commitAll(folder, '2024-01-10T12:00:00Z');
    writePages(folder, { 'en/outdated.mdx': `${english}\nMore text.\n` });
    commitAll(folder, '2024-02-10T12:00:00Z');
    writePages(folder, {
      'en/retranslated.mdx': `${english}\nMore text.\n`,
    });
    commitAll(folder, '2024-03-10T12:00:00Z');
    writePages(folder, { 'zh/retranslated.mdx': `${chinese}\n更多文字。\n` });
    commitAll(folder, '2024-04-10T12:00:00Z');
    writePages(folder, { 'en/being-edited.mdx': `${english}\nDraft.\n` });

    const result = runCheck(path.join(folder, 'docs'));

    expect(result.status).toBe(0);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings.join('\n')).toMatch(
      /zh\/outdated\.mdx: may be out of date; .*en\/outdated\.mdx changed after it \(2024-02-10 12:00 UTC, translation 2024-01-10 12:00 UTC\)/,
    );
    expect(result.warnings.join('\n')).toMatch(
      /zh\/being-edited\.mdx: may be out of date; .*\(uncommitted edits, translation 2024-01-10 12:00 UTC\)/,
    );
    expect(result.output).not.toContain('Translation freshness not checked');
  });

  it('says once that freshness was not checked in a shallow clone', () => {
    const origin = fixture({ 'en/a.mdx': english, 'zh/a.mdx': chinese });
    git(origin, ['init', '-q']);
    commitAll(origin, '2024-01-10T12:00:00Z');
    writePages(origin, { 'en/a.mdx': `${english}\nMore text.\n` });
    commitAll(origin, '2024-02-10T12:00:00Z');
    const clone = `${origin}-shallow`;
    tempDirs.push(clone);
    git(origin, ['clone', '-q', '--depth', '1', `file://${origin}`, clone]);

    const result = runCheck(path.join(clone, 'docs'));

    expect(result.status).toBe(0);
    expect(result.warnings).toEqual([]);
    expect(
      result.output.match(/Translation freshness not checked: .*shallow/g),
    ).toHaveLength(1);
  });
});
