import {
  cp,
  mkdtemp,
  readdir,
  readFile,
  rm,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { close } from 'pagefind';
import {
  LOADER_REWRITES,
  PAGEFIND_BUILD_EXCERPT,
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

  it('writes the same excerpts with the page text split once, and only the excerpt’s words marked, as Pagefind’s own loader', async () => {
    // Pagefind's code the fourth rewrite replaces, put back in a copy of the
    // bundle: both loaders then read the same index.
    const ORIGINAL = PAGEFIND_BUILD_EXCERPT;
    const splitOnce = LOADER_REWRITES[3];
    const sections = (word: string) =>
      [1, 2, 3, 4]
        .map(
          (n) =>
            `<h2 id="s${n}">${word} ${n}</h2><p>${`filler ${n} `.repeat(n * 7)}${word} then ${word} again</p>`,
        )
        .join('');
    for (const [lang, word] of [
      ['en', 'bundle'],
      ['zh', '组件库'],
    ] as const) {
      const root = await mkdtemp(path.join(tmpdir(), 'search-excerpts-'));
      const rewritten = path.join(root, 'rewritten');
      const original = path.join(root, 'original');
      await writeLanguageIndex(
        lang,
        [1, 2].map((n) => ({
          url: `/${lang}/page-${n}`,
          lang,
          section: 'Guide',
          html: `<!doctype html><html lang="${lang}"><body><main data-region="${REGION.article}"><h1>Page ${n} ${word}</h1>${sections(word)}</main></body></html>`,
        })),
        rewritten,
      );
      await cp(rewritten, original, { recursive: true });
      const loader = await readFile(
        path.join(rewritten, 'pagefind.js'),
        'utf8',
      );
      expect(loader).toContain(splitOnce.replacement);
      await writeFile(
        path.join(original, 'pagefind.js'),
        loader.split(splitOnce.replacement).join(ORIGINAL),
      );
      const answers = [];
      for (const dir of [rewritten, original]) {
        const pagefind = await loadBundleInNode(dir);
        const answer = [];
        for (const query of [word, word.slice(0, 2), `${word} again`]) {
          const { results } = await pagefind.search(query);
          answer.push(
            await Promise.all(results.map((result) => result.data())),
          );
        }
        answers.push(answer);
        await pagefind.destroy();
      }
      const [fromRewritten, fromOriginal] = answers;
      // Several sections per page matched: the split is shared between them.
      expect(fromRewritten[0][0].sub_results.length).toBeGreaterThan(3);
      for (const data of fromRewritten.flat()) {
        // Pagefind's unmarked excerpt (the site's type leaves it out).
        for (const sub of data.sub_results as unknown as {
          plain_excerpt: string;
        }[]) {
          expect(sub.plain_excerpt).not.toContain('<mark>');
        }
      }
      expect(fromRewritten).toEqual(fromOriginal);
      await rm(root, { recursive: true, force: true });
    }
    // Two languages' indexes built and loaded twice: 3–5 s on two cores.
  }, 20_000);

  it('reads the same index with the runtime’s decompressor as with Pagefind’s own inflater', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'search-inflate-'));
    await writeLanguageIndex(
      'en',
      [
        page('/guide/a', 'Alpha', 'externals keep dependencies out'),
        page('/guide/b', 'Beta', 'format esm and cjs, externals too'),
      ],
      root,
    );
    const answersOf = async () => {
      const pagefind = await loadBundleInNode(root);
      const answer = [];
      for (const query of ['externals', 'format', 'ext']) {
        const { results } = await pagefind.search(query);
        answer.push(await Promise.all(results.map((result) => result.data())));
      }
      await pagefind.destroy();
      return answer;
    };
    const withStream = await answersOf();
    const { DecompressionStream } = globalThis;
    // A browser without it: the loader falls back to Pagefind's inflater.
    Reflect.deleteProperty(globalThis, 'DecompressionStream');
    try {
      expect(await answersOf()).toEqual(withStream);
    } finally {
      globalThis.DecompressionStream = DecompressionStream;
    }
    expect(withStream.flat().map((data) => data.url)).toContain('/guide/a');
    await rm(root, { recursive: true, force: true });
  });

  it('runs a search asked for while the engine loads once it is ready, without its 50 ms poll', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'search-wake-'));
    await writeLanguageIndex(
      'en',
      [page('/guide/a', 'Alpha', 'externals keep dependencies out')],
      root,
    );
    // Pagefind's poll sleeps 50 ms at a time: those sleeps are held and
    // never end, so the search can only go on if the start wakes it.
    const { setTimeout: realSetTimeout } = globalThis;
    const heldPolls: unknown[] = [];
    globalThis.setTimeout = ((handler: () => void, delay?: number) => {
      if (delay === 50) return heldPolls.push(handler);
      return realSetTimeout(handler, delay);
    }) as typeof setTimeout;
    try {
      // `init` returns while the engine still loads its files.
      const pagefind = await loadBundleInNode(root);
      const stuck = new Promise<'stuck'>((resolve) =>
        realSetTimeout(() => resolve('stuck'), 10_000),
      );
      const answer = await Promise.race([pagefind.search('externals'), stuck]);
      expect(answer).not.toBe('stuck');
      if (answer === 'stuck') return;
      expect(answer.results).toHaveLength(1);
      // The search did wait for the engine: the path under test was taken.
      expect(heldPolls.length).toBeGreaterThan(0);
      await pagefind.destroy();
    } finally {
      globalThis.setTimeout = realSetTimeout;
      await rm(root, { recursive: true, force: true });
    }
  }, 20_000);

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
