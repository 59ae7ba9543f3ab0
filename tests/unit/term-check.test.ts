import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import {
  type Glossary,
  readGlossary,
  termFindings,
  untranslatedTitles,
} from '../../scripts/lib/term-check.mjs';

const GLOSSARY: Glossary = {
  terms: [
    { en: 'consumer', zh: '使用方', avoid: ['使用者'] },
    { en: 'lib item', zh: 'lib 配置项', avoid: ['lib 项'] },
    { en: 'hook', zh: '钩子', avoid: ['hook'] },
  ],
};

describe('termFindings', () => {
  it('names the line, column, competing rendering and preferred term in prose', () => {
    const page = '# 标题\n\n交给使用者的打包工具处理。\n';
    expect(termFindings(page, GLOSSARY)).toEqual([
      {
        line: 3,
        column: 3,
        found: '使用者',
        preferred: '使用方',
        en: 'consumer',
      },
    ]);
  });

  it('reads the title and description but not keywords of the front matter', () => {
    const page = [
      '---',
      'title: 使用者指南',
      'description: 写给使用者。',
      'keywords: 使用者, 用户',
      '---',
      '',
      '# 标题',
    ].join('\n');
    expect(termFindings(page, GLOSSARY).map(({ line }) => line)).toEqual([
      2, 3,
    ]);
  });

  it('skips fenced code, inline code and link addresses', () => {
    const page = [
      '正文里的 `使用者` 是代码。',
      '```ts',
      '// 使用者',
      '```',
      '~~~md',
      '使用者',
      '~~~',
      '见 [文档](/使用者)。',
      'import { hook } from "x";',
    ].join('\n');
    expect(termFindings(page, GLOSSARY)).toEqual([]);
  });

  it('finds a term again after its code block closes, on every occurrence', () => {
    const page = '```\n使用者\n```\n使用者和使用者\n';
    expect(termFindings(page, GLOSSARY).map((f) => [f.line, f.column])).toEqual(
      [
        [4, 1],
        [4, 5],
      ],
    );
  });

  it('does not take a term out of a longer English word', () => {
    const page =
      'Rslib 项目的 webhooks 和 hooks 不算；每个 lib 项和这个 hook 才算。\n';
    expect(termFindings(page, GLOSSARY).map(({ found }) => found)).toEqual([
      'lib 项',
      'hook',
    ]);
  });
});

describe('untranslatedTitles', () => {
  it('reports a code block title whose remark stayed English', () => {
    const page = [
      '```ts title="rslib.config.ts (before)"',
      'export {};',
      '```',
      '```tsx title="src/bootstrap.tsx (host app)"',
      '```',
    ].join('\n');
    expect(untranslatedTitles(page)).toEqual([
      { line: 1, title: 'rslib.config.ts (before)', remark: '(before)' },
      { line: 4, title: 'src/bootstrap.tsx (host app)', remark: '(host app)' },
    ]);
  });

  it('accepts file names and translated remarks', () => {
    const page = [
      '```ts title="rslib.config.ts"',
      '```',
      '```ts title="rslib.config.ts (迁移前)"',
      '```',
      '```json title="package.json"',
      '```',
    ].join('\n');
    expect(untranslatedTitles(page)).toEqual([]);
  });
});

describe('docs-glossary.zh.json', () => {
  const glossary = readGlossary(
    path.join(import.meta.dirname, '../../docs-glossary.zh.json'),
  );

  it('gives every term one rendering, and no rendering holds an avoided one', () => {
    const avoided = glossary.terms.flatMap(({ avoid = [] }) => avoid);
    expect(glossary.terms.length).toBeGreaterThan(10);
    expect(avoided.length).toBeGreaterThan(10);
    const clashes = glossary.terms.flatMap(({ zh }) =>
      termFindings(zh, glossary).map(({ found }) => `${zh} holds ${found}`),
    );
    expect(clashes).toEqual([]);
  });
});

/** `npm run i18n:check` on a fixture tree, with a fixture glossary. */
describe('npm run i18n:check terms', () => {
  const tempDirs: string[] = [];
  afterAll(() => {
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });

  function run(strict: boolean) {
    const folder = mkdtempSync(path.join(tmpdir(), 'term-check-'));
    tempDirs.push(folder);
    const pages: Record<string, string> = {
      'docs/en/guide.mdx': '# Guide\n\nFor the consumer.\n',
      'docs/zh/guide.mdx':
        '# 指南\n\n写给使用者。\n\n```ts title="a.ts (after)"\n```\n',
      'glossary.json': JSON.stringify(GLOSSARY),
    };
    for (const [file, text] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }
    const result = spawnSync(
      process.execPath,
      [
        path.resolve(import.meta.dirname, '../../scripts/i18n-check.mjs'),
        path.join(folder, 'docs'),
        '--glossary',
        path.join(folder, 'glossary.json'),
        ...(strict ? ['--strict'] : []),
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, GIT_CEILING_DIRECTORIES: tmpdir() },
      },
    );
    return {
      status: result.status,
      lines: `${result.stdout}${result.stderr}`.split('\n'),
    };
  }

  it('warns with file, line and the preferred term, and passes', () => {
    const { status, lines } = run(false);
    expect(status).toBe(0);
    const warnings = lines.filter((line) => line.startsWith('warning: '));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /zh\/guide\.mdx:3:3: "使用者": write "使用方" for "consumer"/,
    );
    expect(warnings[1]).toMatch(
      /zh\/guide\.mdx:5: code block title "a\.ts \(after\)" keeps the English remark \(after\)/,
    );
  });

  it('fails on the same findings with --strict', () => {
    const { status, lines } = run(true);
    expect(status).toBe(1);
    expect(lines.filter((line) => line.startsWith('error: '))).toHaveLength(2);
  });
});
