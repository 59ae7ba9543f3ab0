import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { close } from 'pagefind';
import {
  LOADER_REWRITES,
  rewriteLoader,
} from '../../plugins/search-index/loader-rewrites';
import {
  withBrowserWords,
  withGroup,
  writeLanguageIndex,
} from '../../plugins/search-index/write-index';

const page = (url: string, title: string, text: string) => ({
  url,
  lang: 'en' as const,
  section: 'Guide',
  html: `<!doctype html><html lang="en"><body><nav>Menu words</nav><main data-region="article"><h1>${title}</h1><p>${text}</p><button>Copy</button></main></body></html>`,
});

describe('the search index bundle the build writes (installed Pagefind)', () => {
  let dir = '';
  afterAll(async () => {
    await close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps only what the browser uses, and its loader takes every rewrite', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    const out = path.join(dir, 'en');
    await writeLanguageIndex(
      'en',
      [
        page('/guide/a', 'Alpha', 'externals keep dependencies out'),
        page('/guide/b', 'Beta', 'format esm and cjs'),
      ],
      out,
    );
    const files = (await readdir(out)).sort();
    expect(files).toContain('pagefind.js');
    expect(files).toContain('index');
    expect(files).toContain('fragment');
    expect(files.filter((file) => file.includes('-ui'))).toEqual([]);
    // English has a WebAssembly of its own (with its stemmer): only that one.
    expect(files.filter((file) => file.startsWith('wasm.'))).toEqual([
      'wasm.en.pagefind',
    ]);
    expect(await readdir(path.join(out, 'fragment'))).toHaveLength(2);

    const loader = await readFile(path.join(out, 'pagefind.js'), 'utf8');
    // Written once: the rewrites are in, and a second pass finds no target.
    expect(loader).toContain('throw e;}}');
    expect(loader).toContain('if(!response.ok)');
    expect(() => rewriteLoader(loader)).toThrow(
      /found its target 0 times, expected once/,
    );
  });

  it('names the rewrite whose target an upgrade removed', () => {
    expect(() => rewriteLoader('console.log(1)', [LOADER_REWRITES[0]])).toThrow(
      /"a failed index chunk rejects the search"/,
    );
  });

  it('puts the page’s navigation section on the article as its group', () => {
    expect(
      withGroup('<main data-region="article"><h1>x</h1></main>', 'Guide "A"'),
    ).toBe(
      '<main data-region="article" data-pagefind-meta="group:Guide &quot;A&quot;"><h1>x</h1></main>',
    );
    expect(() => withGroup('<main></main>', 'Guide')).toThrow(
      /expected one element/,
    );
  });

  it('marks the browser’s Chinese word boundaries in indexed text with zero-width spaces', () => {
    const browserWords = [
      ...new Intl.Segmenter('zh', { granularity: 'word' }).segment('组件库'),
    ].map((segment) => segment.segment);
    expect(withBrowserWords('<p class="a">组件库</p><p>dts</p>', 'zh')).toBe(
      `<p class="a">${browserWords.join('\u200b')}</p><p>dts</p>`,
    );
  });
});
