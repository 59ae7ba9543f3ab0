import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { builtPages } from '../../plugins/shared/built-pages';
import { searchablePages } from '../../plugins/shared/searchable-pages';
import { outputDir, siteLanguages } from '../../plugins/shared/site-config';
import { REGION } from '../../site/regions';

let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'built-pages-'));
  await mkdir(path.join(outDir, 'zh', 'guide'), { recursive: true });
  await mkdir(path.join(outDir, 'static'), { recursive: true });
  await writeFile(path.join(outDir, 'index.html'), '<h1>Home</h1>');
  await writeFile(
    path.join(outDir, 'zh', 'guide', 'index.html'),
    '<h1>指南</h1>',
  );
  await writeFile(path.join(outDir, 'static', 'app.js'), 'not a page');
});

afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('builtPages', () => {
  it('reads every HTML file of the output folder, sorted, with its path', async () => {
    const pages = await builtPages({ outDir });
    expect(pages.map(({ path, html }) => [path, html])).toEqual([
      ['index.html', '<h1>Home</h1>'],
      ['zh/guide/index.html', '<h1>指南</h1>'],
    ]);
    expect(pages[0].file).toBe(path.join(outDir, 'index.html'));
  });

  it('reads a build once, however many plugins ask', async () => {
    const config = { outDir };
    const first = builtPages(config);
    await first;
    await writeFile(path.join(outDir, 'later.html'), '<h1>Later</h1>');
    expect(builtPages(config)).toBe(first);
    expect((await builtPages(config)).map((page) => page.path)).not.toContain(
      'later.html',
    );
    // The next build hands its hooks a new config object: read afresh.
    expect((await builtPages({ outDir })).map((page) => page.path)).toContain(
      'later.html',
    );
  });
});

describe('pages that only redirect', () => {
  it('are marked with their target, and left out of search', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'built-pages-redirect-'));
    const docs = path.join(root, 'docs');
    const out = path.join(root, 'doc_build');
    await mkdir(path.join(docs, 'en'), { recursive: true });
    await writeFile(
      path.join(docs, 'en', '_nav.json'),
      JSON.stringify([{ text: 'Guide', link: '/guide/' }]),
    );
    await mkdir(path.join(out, 'guide', 'advanced'), { recursive: true });
    await writeFile(
      path.join(out, 'guide', 'cli.html'),
      `<div data-region="${REGION.article}"><h1>CLI</h1></div>`,
    );
    await writeFile(
      path.join(out, 'guide', 'advanced', 'env-vars.html'),
      `<meta http-equiv="refresh" content="0; url=/guide/cli"><div data-region="${REGION.article}"><h1>Moved</h1></div>`,
    );
    const config = {
      root: docs,
      outDir: out,
      lang: 'en',
      locales: [{ lang: 'en', label: 'English' }],
    };
    const pages = await builtPages(config);
    expect(pages.map((page) => [page.path, page.redirectsTo])).toEqual([
      ['guide/advanced/env-vars.html', '/guide/cli'],
      ['guide/cli.html', undefined],
    ]);
    const searched = await searchablePages(config, 'test');
    expect(searched.map((page) => page.url)).toEqual(['/guide/cli']);
    await rm(root, { recursive: true, force: true });
  });
});

describe('site config for plugins', () => {
  it('takes the languages and the default from the locales', () => {
    expect(
      siteLanguages({
        lang: 'en',
        locales: [
          { lang: 'en', label: 'English' },
          { lang: 'zh', label: '简体中文' },
        ],
      }),
    ).toEqual({ langs: ['en', 'zh'], defaultLang: 'en' });
    expect(siteLanguages({})).toEqual({ langs: ['en'], defaultLang: 'en' });
  });

  it('resolves the output folder as Rspress does', () => {
    expect(outputDir({})).toBe(path.resolve('doc_build'));
    expect(outputDir({ outDir: '/srv/site' })).toBe('/srv/site');
  });
});
