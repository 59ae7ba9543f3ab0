import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import type { UserConfig } from '@rspress/core';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { withoutBuildOnlyTexts } from '../../plugins/shared/build-only-texts';
import {
  outdatedNotices,
  pluginTranslationStatus,
} from '../../plugins/translation-status';
import {
  outdatedTwins,
  readTimesFixture,
  translationStatus,
  UNCOMMITTED,
} from '../../scripts/lib/translation-status.mjs';
import { commitAll, git } from './git-fixture';

/**
 * The data step behind `npm run i18n:check`'s outdated translations and the
 * notice the build puts on such pages, then the notice itself: fixture docs
 * trees in temp git repositories, pages compiled with the remark step.
 */
const TEXTS_FILE = path.resolve(import.meta.dirname, '../../i18n.json');
const CHECKER = path.resolve(
  import.meta.dirname,
  '../../scripts/i18n-check.mjs',
);

const tempDirs: string[] = [];
let ceiling: string | undefined;
beforeAll(() => {
  // Git must not find a repository above the fixtures.
  ceiling = process.env.GIT_CEILING_DIRECTORIES;
  process.env.GIT_CEILING_DIRECTORIES = tmpdir();
});
afterAll(() => {
  if (ceiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
  else process.env.GIT_CEILING_DIRECTORIES = ceiling;
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const english = '# Guide\n\nText.\n';
const chinese = '# 指南\n\n文字。\n';

function writePages(folder: string, pages: Record<string, string>): void {
  for (const [file, source] of Object.entries(pages)) {
    const target = path.join(folder, 'docs', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, source);
  }
}

/**
 * A docs tree in a git repository: every page committed on 2024-01-10,
 * then the English guide page changed on 2024-02-10 (its translation is
 * outdated) and both versions of the start page on 2024-03-10.
 */
function historyFixture(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'translation-status-'));
  tempDirs.push(folder);
  writePages(folder, {
    'en/guide/intro.mdx': english,
    'zh/guide/intro.mdx': chinese,
    'en/start/index.mdx': english,
    'zh/start/index.mdx': chinese,
  });
  git(folder, ['init', '-q']);
  commitAll(folder, '2024-01-10T12:00:00Z');
  writePages(folder, { 'en/guide/intro.mdx': `${english}\nMore text.\n` });
  commitAll(folder, '2024-02-10T12:00:00Z');
  writePages(folder, {
    'en/start/index.mdx': `${english}\nMore.\n`,
    'zh/start/index.mdx': `${chinese}\n更多。\n`,
  });
  commitAll(folder, '2024-03-10T12:00:00Z');
  return folder;
}

const seconds = (date: string) => Date.parse(date) / 1000;

describe('outdated translations', () => {
  it('are the twins whose translation changed before the original', () => {
    const times = new Map([
      ['en/a.mdx', 200],
      ['zh/a.mdx', 100],
      ['en/b.mdx', 100],
      ['zh/b.mdx', 100],
      ['en/c.mdx', 100],
      ['zh/c.mdx', 200],
      ['en/d.mdx', UNCOMMITTED],
      ['zh/d.mdx', 300],
      ['en/e.mdx', 300],
      ['zh/e.mdx', UNCOMMITTED],
      ['en/f.mdx', 300],
    ]);
    const twins = ['a.mdx', 'b.mdx', 'c.mdx', 'd.mdx', 'e.mdx', 'f.mdx'];
    expect(outdatedTwins(times, twins, 'en', 'zh')).toEqual([
      { file: 'a.mdx', original: 200, translation: 100 },
      { file: 'd.mdx', original: UNCOMMITTED, translation: 300 },
    ]);
  });

  it('come from git history, with a fixture file’s times laid over it', () => {
    const folder = historyFixture();
    const root = path.join(folder, 'docs');
    const options = { originalLang: 'en', translationLang: 'zh' };
    expect(translationStatus(root, options)).toEqual({
      outdated: [
        {
          file: 'guide/intro.mdx',
          original: seconds('2024-02-10T12:00:00Z'),
          translation: seconds('2024-01-10T12:00:00Z'),
        },
      ],
    });

    const timesFixture = path.join(folder, 'times.json');
    writeFileSync(
      timesFixture,
      JSON.stringify({
        'zh/guide/intro.mdx': '2024-05-01T00:00:00Z',
        'en/start/index.mdx': '2024-06-01T00:00:00Z',
      }),
    );
    expect(translationStatus(root, { ...options, timesFixture })).toEqual({
      outdated: [
        {
          file: 'start/index.mdx',
          original: seconds('2024-06-01T00:00:00Z'),
          translation: seconds('2024-03-10T12:00:00Z'),
        },
      ],
    });
  });

  it('are not known outside a repository, unless a fixture file gives times', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'translation-status-'));
    tempDirs.push(folder);
    writePages(folder, { 'en/a.mdx': english, 'zh/a.mdx': chinese });
    const root = path.join(folder, 'docs');
    const options = { originalLang: 'en', translationLang: 'zh' };
    expect(translationStatus(root, options)).toEqual({
      skipped: 'not inside a git work tree',
    });
    const timesFixture = path.join(folder, 'times.json');
    writeFileSync(
      timesFixture,
      JSON.stringify({ 'en/a.mdx': '2024-02-01', 'zh/a.mdx': '2024-01-01' }),
    );
    expect(translationStatus(root, { ...options, timesFixture })).toEqual({
      outdated: [
        {
          file: 'a.mdx',
          original: seconds('2024-02-01'),
          translation: seconds('2024-01-01'),
        },
      ],
    });
  });

  it('reject a fixture time that is not a date, naming the page', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'translation-status-'));
    tempDirs.push(folder);
    const file = path.join(folder, 'times.json');
    writeFileSync(file, JSON.stringify({ 'en/a.mdx': 'last week' }));
    expect(() => readTimesFixture(file)).toThrow('en/a.mdx: not a date');
  });

  it('are the pages npm run i18n:check warns about', () => {
    const folder = historyFixture();
    const root = path.join(folder, 'docs');
    const check = spawnSync(process.execPath, [CHECKER, root], {
      encoding: 'utf8',
    });
    const warned = [
      ...`${check.stdout}${check.stderr}`.matchAll(
        /warning: .*?zh\/(\S+): may be out of date/g,
      ),
    ].map(([, file]) => `zh/${file}`);
    expect(warned).toEqual(['zh/guide/intro.mdx']);
    expect([...outdatedNotices(root, ['en', 'zh'], 'en').keys()]).toEqual(
      warned,
    );
  });
});

describe('the notices', () => {
  it('give the original’s address and change date; uncommitted edits date from the build', () => {
    const folder = historyFixture();
    const root = path.join(folder, 'docs');
    writePages(folder, { 'en/start/index.mdx': `${english}\nDraft.\n` });
    const build = new Date('2025-07-04T18:30:00Z');
    expect(outdatedNotices(root, ['en', 'zh'], 'en', undefined, build)).toEqual(
      new Map([
        [
          'zh/guide/intro.mdx',
          {
            lang: 'zh',
            originalChanged: new Date('2024-02-10T12:00:00Z'),
            originalHref: '/guide/intro',
            originalLang: 'en',
          },
        ],
        [
          'zh/start/index.mdx',
          {
            lang: 'zh',
            originalChanged: new Date('2025-07-04T00:00:00Z'),
            originalHref: '/start/',
            originalLang: 'en',
          },
        ],
      ]),
    );
  });
});

/** The plugin's config hook run on a site config for the docs root. */
async function configured(root: string) {
  const plugin = pluginTranslationStatus({ textsFile: TEXTS_FILE });
  const config = await plugin.config?.(
    {
      root,
      lang: 'en',
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '简体中文' },
      ],
    } as UserConfig,
    { addPlugin: () => {}, removePlugin: () => {} },
    true,
  );
  if (!config) throw new Error('no config');
  return { plugin, config };
}

/** A page compiled with the plugin's remark step, then rendered to HTML. */
async function renderPage(
  plugin: ReturnType<typeof pluginTranslationStatus>,
  file: string,
  source: string,
): Promise<string> {
  const { default: Content } = await evaluate(
    { value: source, path: file },
    {
      ...runtime,
      remarkPlugins: plugin.markdown?.remarkPlugins ?? [],
    },
  );
  const callout = ({
    type,
    title,
    children,
  }: {
    type: string;
    title: string;
    children: ReactNode;
  }) =>
    createElement('div', { 'data-callout': type }, [
      createElement('b', { key: 'title' }, title),
      createElement('div', { key: 'body' }, children),
    ]);
  return renderToStaticMarkup(
    createElement(Content, { components: { $$$callout$$$: callout } }),
  );
}

describe('the translation-status plugin', () => {
  it('puts the notice under the title of an outdated translation only', async () => {
    const folder = historyFixture();
    const root = path.join(folder, 'docs');
    const { plugin } = await configured(root);

    const outdated = await renderPage(
      plugin,
      path.join(root, 'zh/guide/intro.mdx'),
      chinese,
    );
    expect(outdated).toBe(
      '<h1>指南</h1>\n' +
        '<div role="note" data-translation-status="" data-search-skip="">\n' +
        '<div data-callout="warning"><b>此译文可能已过时</b><div>\n' +
        '<p>英文原文已于 <time dateTime="2024-02-10">2024年2月10日</time> 更新。' +
        '<a href="/guide/intro" hrefLang="en">阅读英文原文</a></p>\n' +
        '</div></div>\n</div>\n<p>文字。</p>',
    );
    for (const [file, source] of [
      ['zh/start/index.mdx', chinese],
      ['en/guide/intro.mdx', english],
    ]) {
      expect(
        await renderPage(plugin, path.join(root, file), source),
      ).not.toContain('data-translation-status');
    }
  });

  it('keeps the notice texts out of every page’s script, and the notices in the build cache’s digest', async () => {
    const { config } = await configured(path.join(historyFixture(), 'docs'));
    // The site's i18nSource (rspress.config.ts) drops the build's own texts.
    const shipped = withoutBuildOnlyTexts({
      editLinkText: { en: 'Edit', zh: '编辑' },
      'translationStatus.title': { en: 'Old', zh: '旧' },
      'translationStatus.outdated': { en: '{{date}}', zh: '{{date}}' },
      'translationStatus.readOriginal': { en: 'Read', zh: '阅读' },
    });
    expect(shipped).toEqual({ editLinkText: { en: 'Edit', zh: '编辑' } });

    const buildCache = config.builderConfig?.performance?.buildCache;
    const digest =
      typeof buildCache === 'object' ? buildCache.cacheDigest : undefined;
    expect(digest).toHaveLength(1);
    expect(digest?.[0]).toContain('zh/guide/intro.mdx');
    expect(digest?.[0]).toContain('2024-02-10T12:00:00.000Z');
  });
});
