import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { docsTermsOf } from '../../site/docs-terms';
import type { PagefindResult } from '../../theme/search/pagefind-api';
import {
  findWithFallback,
  inDocsTerms,
  queryWords,
  segmenterSplit,
  withoutFiller,
} from '../../theme/search/query-fallback';

/**
 * A stand-in for the engine over fixture pages: a page is found when it
 * holds every word of the query as the start of one of its words, as
 * Pagefind matches; its score is how often they occur. A quoted word is
 * Pagefind's exact search: the page must hold the word itself.
 */
const segmented = (text: string) =>
  [...new Intl.Segmenter('zh', { granularity: 'word' }).segment(text)]
    .filter((segment) => segment.isWordLike)
    .map((segment) => segment.segment);

function fixtureEngine(pages: Record<string, string>) {
  const asked: string[] = [];
  const search = async (query: string) => {
    asked.push(query);
    const exact = /^"(.+)"$/.exec(query);
    // A quoted phrase of several words: the page must say them in a row.
    if (exact?.[1].includes(' ')) {
      const phrase = exact[1].toLowerCase();
      const results = Object.entries(pages)
        .filter(([, text]) => ` ${text.toLowerCase()} `.includes(` ${phrase} `))
        .map(([id]) => ({
          id,
          score: 1,
          data: async () => {
            throw new Error('not used');
          },
        }));
      return { results };
    }
    // Chinese runs are cut into words, as Pagefind does.
    const words = (exact ? exact[1] : query)
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((part) =>
        /\p{Script=Han}/u.test(part) ? segmented(part) : [part],
      );
    const results: PagefindResult[] = [];
    for (const [id, text] of Object.entries(pages)) {
      const pageWords = text.toLowerCase().split(/\s+/);
      const counts = words.map(
        (word) =>
          pageWords.filter((entry) =>
            exact ? entry === word : entry.startsWith(word),
          ).length,
      );
      if (counts.every((count) => count > 0)) {
        results.push({
          id,
          score: counts.reduce((sum, count) => sum + count, 0),
          data: async () => {
            throw new Error('not used');
          },
        });
      }
    }
    results.sort((a, b) => b.score - a.score);
    return { results };
  };
  return { search, asked };
}

const pages = {
  externals: 'externals keep a dependency out of the bundle externals',
  format: 'format esm cjs umd output format',
  umd: 'umdName the global name of a umd bundle',
};

const ids = (results: PagefindResult[]) => results.map((result) => result.id);

describe('findWithFallback', () => {
  it('asks once when a one-word query finds pages', async () => {
    const engine = fixtureEngine(pages);
    expect(ids(await findWithFallback(engine, 'umdName', 'en'))).toEqual([
      'umd',
    ]);
    // A word of five letters or more is first looked up as it is spelt.
    expect(engine.asked).toEqual(['"umdName"', 'umdName']);
  });

  it('puts the best page holding every word first, then ranks all by the words they hold', async () => {
    const engine = fixtureEngine({
      both: 'esm cjs',
      esm: 'esm esm esm output',
      cjs: 'cjs cjs',
      neither: 'umd',
    });
    expect(ids(await findWithFallback(engine, 'esm cjs', 'en'))).toEqual([
      'both',
      'esm',
      'cjs',
    ]);
    // Then each word, and the two as a phrase.
    expect(engine.asked).toEqual(['esm cjs', 'esm', 'cjs', '"esm cjs"']);
  });

  it('leaves out a word no page holds', async () => {
    const engine = fixtureEngine(pages);
    expect(
      ids(await findWithFallback(engine, 'how do externals work', 'en')),
    ).toEqual(['externals']);
  });

  it('undoes a slip in a word no page holds before it asks', async () => {
    const engine = fixtureEngine(pages);
    expect(ids(await findWithFallback(engine, 'extrenals', 'en'))).toEqual([
      'externals',
    ]);
    // Two slips (a letter typed for another, two swapped) are not undone.
    expect(ids(await findWithFallback(engine, 'qxtrenals', 'en'))).toEqual([]);
  });

  it('ranks by the words each page holds, a rare word above a common one, when none holds them all', async () => {
    const engine = fixtureEngine(pages);
    // "bundle" is on two pages, "global" on one: the page with "global" wins.
    expect(ids(await findWithFallback(engine, 'global esm', 'en'))[0]).toBe(
      'umd',
    );
    expect(ids(await findWithFallback(engine, 'bundle cjs', 'en'))).toEqual([
      'format',
      'externals',
      'umd',
    ]);
  });

  it('lets a rare word count more, but not more than two other words of the query', async () => {
    const engine = fixtureEngine({
      rare: 'gamma text',
      both: 'alpha beta',
      a1: 'alpha',
      a2: 'alpha',
      a3: 'alpha',
      b1: 'beta',
      b2: 'beta',
      b3: 'beta',
    });
    expect(
      ids(await findWithFallback(engine, 'alpha beta gamma', 'en')).slice(0, 2),
    ).toEqual(['both', 'rare']);
  });

  it('puts a page holding every word typed apart first, but not every word the segmenter cut from a Chinese run', async () => {
    // The answer says all but the last word, often; another page says
    // every word once in passing.
    const pagesFor = (words: string[]) => ({
      answer: words
        .slice(0, -1)
        .flatMap((word) => [word, word, word])
        .join(' '),
      passing: [...words, 'other', 'text'].join(' '),
    });
    const english = ['rewrite', 'import', 'paths', 'completion'];
    expect(
      ids(
        await findWithFallback(
          fixtureEngine(pagesFor(english)),
          english.join(' '),
          'en',
        ),
      ),
    ).toEqual(['passing', 'answer']);
    const chinese = '相对导入补全扩展名';
    expect(segmented(chinese).length).toBeGreaterThan(2);
    expect(
      ids(
        await findWithFallback(
          fixtureEngine(pagesFor(segmented(chinese))),
          chinese,
          'zh',
        ),
      ),
    ).toEqual(['answer', 'passing']);
    // The same words typed apart: each asks for something.
    expect(
      ids(
        await findWithFallback(
          fixtureEngine(pagesFor(segmented(chinese))),
          segmented(chinese).join(' '),
          'zh',
        ),
      ),
    ).toEqual(['passing', 'answer']);
  });

  it('puts a page saying two typed words side by side above one using them apart', async () => {
    const engine = fixtureEngine({
      apart: 'source files and their maps',
      together: 'source maps of the build',
    });
    expect(ids(await findWithFallback(engine, 'source maps', 'en'))).toEqual([
      'together',
      'apart',
    ]);
    expect(engine.asked).toContain('"source maps"');
  });

  it('puts first a page quoting a pasted error message word for word', async () => {
    const engine = fixtureEngine({
      mentions:
        'require in es module scope: require is defined by node module scope referenceerror',
      quotes:
        'running it prints referenceerror: require is not defined in es module scope',
    });
    const pasted = 'ReferenceError: require is not defined in ES module scope';
    expect(ids(await findWithFallback(engine, pasted, 'en'))).toEqual([
      'quotes',
      'mentions',
    ]);
    expect(engine.asked).toContain(`"${pasted}"`);
    // A question typed as words is not looked up whole.
    const typed = fixtureEngine({
      apart: 'change where the output goes: the folder',
      together: 'change the output folder',
    });
    await findWithFallback(typed, 'change the output folder', 'en');
    expect(typed.asked).not.toContain('"change the output folder"');
    await findWithFallback(typed, "don't change the output folder", 'en');
    expect(typed.asked).not.toContain('"don\'t change the output folder"');
    // A quoted name in a message is a quote.
    const message = fixtureEngine({
      resolve: "cannot find module 'react' when the folder is wrong",
    });
    await findWithFallback(message, "Cannot find module 'react' folder", 'en');
    expect(message.asked).toContain('"Cannot find module \'react\' folder"');
  });

  it('tries the parts of a joined name no page holds whole', async () => {
    const engine = fixtureEngine(pages);
    expect(ids(await findWithFallback(engine, 'umdName.global', 'en'))).toEqual(
      ['umd'],
    );
  });

  it('finds nothing when no word is found', async () => {
    const engine = fixtureEngine(pages);
    expect(await findWithFallback(engine, 'qqzzxxj', 'en')).toEqual([]);
  });
});

describe('queryWords', () => {
  it('splits Chinese into words, keeps joined names whole with their parts, splits markup', () => {
    expect(queryWords('lib.format --no-bundle esm', 'en')).toEqual([
      { word: 'lib.format', parts: ['lib', 'format'] },
      { word: '--no-bundle', parts: ['no', 'bundle'] },
      { word: 'esm', parts: [] },
    ]);
    expect(
      queryWords('<img src=x onerror=alert(1)>', 'en').map(
        (entry) => entry.word,
      ),
    ).toEqual(['img', 'src', 'onerror', 'alert']);
    expect(queryWords('<b>qqzx</b>', 'en').map((entry) => entry.word)).toEqual([
      'qqzx',
    ]);
    const chinese = queryWords('生成类型声明', 'zh').map((entry) => entry.word);
    expect(chinese.length).toBeGreaterThan(1);
    expect(chinese.join('')).toBe('生成类型声明');
  });
});

describe('segmenterSplit', () => {
  it('tells words the segmenter cut from one run from words joined by punctuation', () => {
    expect(segmenterSplit('相对导入补全扩展名', 'zh')).toBe(true);
    expect(segmenterSplit('配置umd', 'zh')).toBe(true);
    expect(segmenterSplit('rsbuild、rspack', 'zh')).toBe(false);
    expect(segmenterSplit('rsbuild，rspack 关系', 'zh')).toBe(false);
    expect(segmenterSplit('a=b lib.format', 'en')).toBe(false);
  });
});

describe('withoutFiller', () => {
  it('drops question words and particles around what the reader looks for', () => {
    expect(withoutFiller('how do i bundle the dts', 'en')).toBe('bundle dts');
    expect(withoutFiller('把 cjs 和 esm 一起输出', 'zh')).toBe('cjs esm 输出');
    expect(withoutFiller('bundleless 是什么意思', 'zh')).toBe('bundleless');
  });

  it('drops pronouns and polite phrases a question is wrapped in', () => {
    expect(withoutFiller('could you tell me where the dts goes', 'en')).toBe(
      'dts goes',
    );
    expect(withoutFiller('请问我该用 esm 还是 cjs', 'zh')).toBe('esm cjs');
  });

  it('drops the "does it support / can it" a question is asked with', () => {
    expect(withoutFiller('does rslib support vue', 'en')).toBe('rslib vue');
    expect(withoutFiller('支持 monorepo 吗', 'zh')).toBe('monorepo');
    expect(withoutFiller('能不能输出 umd', 'zh')).toBe('输出 umd');
    expect(withoutFiller('是否支持 decorators', 'zh')).toBe('decorators');
  });

  it('drops a negation, typed with a straight or a curly apostrophe', () => {
    expect(withoutFiller("don't bundle my dependencies", 'en')).toBe(
      'bundle dependencies',
    );
    expect(withoutFiller('why doesn’t the dts build', 'en')).toBe('dts build');
  });

  it('drops filler a phone’s keyboard capitalised', () => {
    expect(withoutFiller('How do I bundle the DTS', 'en')).toBe('bundle DTS');
    expect(withoutFiller('Don’t bundle React', 'en')).toBe('bundle React');
  });

  it('keeps two names apart when the filler between them goes', () => {
    expect(withoutFiller('rslib和rsbuild是什么关系', 'zh')).toBe(
      'rslib rsbuild关系',
    );
    expect(withoutFiller('把cjs和esm一起输出', 'zh')).toBe('cjs esm输出');
  });

  it('keeps a query of filler alone as typed, and names whole', () => {
    expect(withoutFiller('what is it', 'en')).toBe('what is it');
    expect(withoutFiller('use.the', 'en')).toBe('use.the');
  });
});

describe('the pages’ own terms', () => {
  const glossary = JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, '../../docs-glossary.zh.json'),
      'utf8',
    ),
  );
  const terms = docsTermsOf(glossary);

  it('come from the glossary: each avoided phrase with the term the pages use', () => {
    expect(terms).toContainEqual(['输出目录', '产物目录']);
    expect(terms).toContainEqual(['模块联邦', 'Module Federation']);
    // Notes in brackets and alternatives are not what a reader types.
    expect(terms).toContainEqual(['垫片', 'shim']);
    // A bold label is layout, not a word: "CLI" stays a word to search.
    expect(terms.some(([typed]) => typed.includes('CLI：'))).toBe(false);
    expect(terms.some(([typed]) => typed === 'CLI')).toBe(false);
  });

  it('replace the phrases a query holds, letter case ignored', () => {
    expect(inDocsTerms('输出目录结构', terms)).toBe('产物目录 结构');
    expect(inDocsTerms('Peer Dependencies 怎么处理', terms)).toBe(
      'peer 依赖 怎么处理',
    );
    expect(inDocsTerms('产物目录', terms)).toBe('产物目录');
    expect(inDocsTerms('output folder', terms)).toBe('output folder');
    // A Latin phrase is a whole word: not the start or end of a longer one.
    expect(inDocsTerms('hook 怎么写', terms)).toBe('钩子 怎么写');
    expect(inDocsTerms('hooks webhook', terms)).toBe('hooks webhook');
  });

  it('find the page in its own words', async () => {
    const engine = fixtureEngine({
      dist: '产物目录 里 的 文件',
      other: '输出 的 日志',
    });
    expect(
      ids(await findWithFallback(engine, '输出目录', 'zh', terms)),
    ).toEqual(['dist']);
  });
});
