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
  withSearchMeta,
  writeLanguageIndex,
} from '../../plugins/search-index/write-index';
import { REGION } from '../../site/regions';
import { loadBundleInNode } from './pagefind-in-node';

const page = (url: string, title: string, text: string) => ({
  url,
  lang: 'en' as const,
  section: 'Guide',
  html: `<!doctype html><html lang="en"><body><nav>Menu words</nav><main data-region="${REGION.article}"><h1>${title}</h1><p>${text}</p><button>Copy</button></main></body></html>`,
});

/**
 * The English index of `pages`, built in a folder of its own and loaded as
 * the browser would; `remove` unloads it and deletes the folder.
 */
async function englishIndexOf(pages: Parameters<typeof writeLanguageIndex>[1]) {
  const out = path.join(
    await mkdtemp(path.join(tmpdir(), 'search-one-')),
    'en',
  );
  await writeLanguageIndex('en', pages, out);
  const pagefind = await loadBundleInNode(out);
  return {
    pagefind,
    remove: async () => {
      await pagefind.destroy();
      await rm(path.dirname(out), { recursive: true, force: true });
    },
  };
}

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
    expect(loader).toContain('(word)=>word+"\\uffff"');
    expect(() => rewriteLoader(loader)).toThrow(
      /found its target 0 times, expected once/,
    );
  });

  it('names the rewrite whose target an upgrade removed', () => {
    expect(() => rewriteLoader('console.log(1)', [LOADER_REWRITES[0]])).toThrow(
      /"a failed index chunk rejects the search"/,
    );
  });

  it('puts the page’s section on the article as its group, its description and keywords beside', () => {
    expect(
      withSearchMeta(
        `<main data-region="${REGION.article}"><h1>x</h1></main>`,
        {
          group: 'Guide "A"',
          lang: 'en',
        },
      ),
    ).toBe(
      `<main data-region="${REGION.article}" data-pagefind-meta="group:Guide &quot;A&quot;"><h1>x</h1></main>`,
    );
    expect(
      withSearchMeta(
        `<meta name="description" content="Keep &quot;deps&quot; out"><main data-region="${REGION.article}"><h1>x</h1></main>`,
        { group: 'Guide', keywords: 'vendoring, node_modules', lang: 'en' },
      ),
    ).toBe(
      `<meta name="description" content="Keep &quot;deps&quot; out"><main data-region="${REGION.article}" data-pagefind-meta="group:Guide"><span data-pagefind-meta="description:Keep &quot;deps&quot; out"></span><span data-pagefind-meta="keywords:vendoring  node_modules"></span><h1>x</h1></main>`,
    );
    // Chinese keywords as the browser's words, so a query's word finds them.
    expect(
      withSearchMeta(`<main data-region="${REGION.article}"></main>`, {
        group: '指南',
        keywords: '类型定义, dts 文件',
        lang: 'zh',
      }),
    ).toContain(
      `data-pagefind-meta="keywords:${[...new Intl.Segmenter('zh', { granularity: 'word' }).segment('类型定义')].map((s) => s.segment).join(' ')}  dts 文件"`,
    );
    expect(() =>
      withSearchMeta('<main></main>', { group: 'Guide', lang: 'en' }),
    ).toThrow(/expected one element/);
  });

  it('records no anchor for an element the search leaves out (a type popup)', async () => {
    const typed = page('/guide/t', 'Typed', 'an example follows');
    const { pagefind, remove } = await englishIndexOf([
      {
        ...typed,
        html: typed.html.replace(
          '<button>',
          '<pre><code><span tabindex="0">defineConfig<span role="tooltip" data-search-skip="" id="twoslash-1">function defineConfig(config: RslibConfig): RslibConfig</span></span></code></pre><h2 id="kept">Kept heading</h2><button>',
        ),
      },
    ]);
    const [hit] = (await pagefind.search('example')).results;
    const data = await hit.data();
    expect(data.anchors.map((anchor) => anchor.id)).toEqual(['kept']);
    expect(JSON.stringify(data)).not.toContain('RslibConfig');
    await remove();
  });

  it('finds a page by a word only its keywords or its description hold', async () => {
    const described = page('/guide/a', 'Alpha', 'externals keep code out');
    const { pagefind, remove } = await englishIndexOf([
      {
        ...described,
        html: described.html.replace(
          '<body>',
          '<head><meta name="description" content="How imports stay unbundled"></head><body>',
        ),
        keywords: 'vendoring, node_modules',
      },
      page('/guide/b', 'Beta', 'format esm and cjs'),
    ]);
    const urls = async (query: string) =>
      Promise.all(
        (await pagefind.search(query)).results.map(
          async (result) => (await result.data()).url,
        ),
      );
    expect(await urls('vendoring')).toEqual(['/guide/a']);
    expect(await urls('unbundled')).toEqual(['/guide/a']);
    // Metadata is searched, not shown: the excerpt is the article's text.
    const [hit] = (await pagefind.search('vendoring')).results;
    expect((await hit.data()).content).not.toContain('vendoring');
    await remove();
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
