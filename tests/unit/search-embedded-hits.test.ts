import { describe, expect, it } from '@rstest/core';
import { markTerms, queryTerms, saysTerm } from '../../theme/search/mark-terms';
import type { PagefindResultData } from '../../theme/search/pagefind-api';
import { pageHits } from '../../theme/search/pagefind-hits';

const tags = { pre: '<em>', post: '</em>' };

describe('markTerms', () => {
  it('marks a query word where it begins a word, case-insensitive, and escapes the rest', () => {
    expect(markTerms('lib.autoExternal & <output>', ['auto'], tags)).toBe(
      'lib.<em>auto</em>External &amp; &lt;output&gt;',
    );
    expect(markTerms('external', ['tern'], tags)).toBe('external');
  });

  it('marks Chinese words wherever they stand', () => {
    expect(markTerms('生成类型声明文件', ['类型声明'], tags)).toBe(
      '生成<em>类型声明</em>文件',
    );
  });

  it('tells whether a text says a word by the same rule', () => {
    expect(saysTerm('rslib inspect', 'insp')).toBe(true);
    expect(saysTerm('rslib / rslib build', 'inspect')).toBe(false);
    expect(saysTerm('dts.distPath', 'distpath')).toBe(true);
    expect(saysTerm('dts.distPath', 'path')).toBe(false);
    expect(saysTerm('生成类型声明文件', '声明')).toBe(true);
  });

  it('prefers the longer of two overlapping words', () => {
    expect(markTerms('dts bundle', queryTerms('dts dts bundle'), tags)).toBe(
      '<em>dts</em> <em>bundle</em>',
    );
    expect(queryTerms('Auto autoExternal')).toEqual(['autoexternal', 'auto']);
  });
});

/**
 * The rule markTerms keeps, as one pattern: a word counts where no letter
 * or digit of any script stands before it, a Chinese word anywhere. Too
 * slow to compile per query, but the plainest statement of the rule.
 */
function markedByLookBehind(text: string, terms: string[]) {
  const source = terms
    .map((term) => {
      const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return /^\p{Script=Han}/u.test(term)
        ? escaped
        : `(?<![\\p{L}\\p{N}])${escaped}`;
    })
    .join('|');
  return [...text.matchAll(new RegExp(source, 'giu'))].map((match) => [
    match.index,
    match[0],
  ]);
}

describe('markTerms against the look-behind rule', () => {
  const texts = [
    'xrslib rslib RSLIB',
    '𝐀rslib 😀rslib rslib',
    '2dts dts3 dts',
    'rslib类型声明 类型',
    'lib.autoExternal autoexternal-auto',
    '@rslib/core and rslib/core',
    'İstanbul ıdts Straße STRASSE',
    'configconfig config-config',
    'xa-a-a a-a',
  ];
  const termLists = [
    ['rslib'],
    ['dts'],
    ['类型', 'rslib'],
    ['autoexternal', 'auto'],
    ['@rslib', 'rslib', 'core'],
    ['dts', 'straße', 'istanbul'],
    ['config'],
    ['a-a'],
  ];
  /** The text with the reference's places marked. */
  const markedAt = (text: string, places: (string | number)[][]) => {
    let html = '';
    let cursor = 0;
    for (const [at, said] of places as [number, string][]) {
      html += `${text.slice(cursor, at)}<em>${said}</em>`;
      cursor = at + said.length;
    }
    return html + text.slice(cursor);
  };
  for (const text of texts) {
    for (const terms of termLists) {
      it(`${JSON.stringify(text)} with ${terms.join(', ')}`, () => {
        expect(markTerms(text, terms, tags)).toBe(
          markedAt(text, markedByLookBehind(text, terms)),
        );
        for (const term of terms) {
          expect(saysTerm(text, term)).toBe(
            markedByLookBehind(text, [term]).length > 0,
          );
        }
      });
    }
  }
});

const fixturePage = (): PagefindResultData => ({
  url: '/config/lib/dts',
  excerpt: 'Emit <mark>declaration</mark> files &lt;d.ts&gt;',
  meta: { title: 'lib.dts', group: 'Config' },
  anchors: [
    { element: 'h2', id: 'bundle', text: 'dts.bundle', location: 10 },
    {
      element: 'h3',
      id: 'bundled-packages',
      text: 'bundledPackages',
      location: 20,
    },
    { element: 'h2', id: 'distpath', text: 'dts.distPath', location: 30 },
  ],
  sub_results: [
    {
      title: 'lib.dts',
      url: '/config/lib/dts',
      excerpt: 'intro',
      weighted_locations: [{ weight: 1, balanced_score: 50, location: 1 }],
    },
    {
      title: 'dts.bundle',
      url: '/config/lib/dts#bundle',
      excerpt: 'bundle the <mark>declaration</mark> files',
      anchor: { element: 'h2', id: 'bundle', text: 'dts.bundle', location: 10 },
      weighted_locations: [{ weight: 1, balanced_score: 5, location: 12 }],
    },
    {
      title: 'bundledPackages',
      url: '/config/lib/dts#bundled-packages',
      excerpt: 'packages',
      anchor: {
        element: 'h3',
        id: 'bundled-packages',
        text: 'bundledPackages',
        location: 20,
      },
      weighted_locations: [{ weight: 2, balanced_score: 30, location: 21 }],
    },
    {
      title: 'dts.distPath',
      url: '/config/lib/dts#distpath',
      excerpt: 'no match',
      anchor: {
        element: 'h2',
        id: 'distpath',
        text: 'dts.distPath',
        location: 30,
      },
      weighted_locations: [],
    },
  ],
});

describe('pageHits', () => {
  const options = {
    terms: ['declaration'],
    tags: { pre: '<mark>', post: '</mark>' },
    sectionsPerPage: 2,
  };

  it('gives the page row first: group, title and the excerpt with the modal’s tags', () => {
    const [page] = pageHits(fixturePage(), {
      ...options,
      tags: { pre: '<b>', post: '</b>' },
    });
    expect(page).toMatchObject({
      objectID: '/config/lib/dts',
      url: '/config/lib/dts',
      type: 'lvl1',
      hierarchy: { lvl0: 'Config', lvl1: 'lib.dts' },
      content: 'Emit declaration files <d.ts>',
    });
    expect(page._snippetResult.content?.value).toBe(
      'Emit <b>declaration</b> files &lt;d.ts&gt;',
    );
  });

  it('then the headings that matched, strongest first, each with its heading path', () => {
    const [, first, second, ...rest] = pageHits(fixturePage(), options);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      url: '/config/lib/dts#bundled-packages',
      type: 'lvl3',
      hierarchy: {
        lvl0: 'Config',
        lvl1: 'lib.dts',
        lvl2: 'dts.bundle',
        lvl3: 'bundledPackages',
      },
    });
    expect(second).toMatchObject({
      url: '/config/lib/dts#bundle',
      type: 'lvl2',
      anchor: 'bundle',
    });
    expect(second.hierarchy.lvl3).toBeUndefined();
  });

  it('drops the zero-width word marks of Chinese titles and headings', () => {
    const page = fixturePage();
    page.meta.title = '配置\u200b总览';
    page.sub_results[1].title = '类型\u200b声明';
    const [first, ...sections] = pageHits(page, {
      ...options,
      terms: ['配置总览', '类型声明'],
      sectionsPerPage: 9,
    });
    expect(first.hierarchy.lvl1).toBe('配置总览');
    expect(first._snippetResult.hierarchy.lvl1?.value).toBe(
      '<mark>配置总览</mark>',
    );
    expect(sections.map((hit) => hit.hierarchy.lvl2)).toContain('类型声明');
  });

  it('shows first the heading that says more of the topic words, then the stronger text', () => {
    const page = fixturePage();
    // dts.distPath's text matches too, weaker than the other sections'.
    page.sub_results[3].weighted_locations = [
      { weight: 1, balanced_score: 1, location: 31 },
    ];
    const first = (topicTerms: string[]) =>
      pageHits(page, { ...options, sectionsPerPage: 1, topicTerms })[1].url;
    expect(first(['dts', 'distpath'])).toBe('/config/lib/dts#distpath');
    expect(first(['dist'])).toBe('/config/lib/dts#distpath');
    // No topic word in any heading: the text decides.
    expect(first(['declaration'])).toBe('/config/lib/dts#bundled-packages');
    expect(first([])).toBe('/config/lib/dts#bundled-packages');
  });

  it('of headings saying as many topic words, shows first the one with fewer other words', () => {
    const page = fixturePage();
    page.anchors.push({
      element: 'h3',
      id: 'bundle-tsconfig',
      text: 'dts.bundle.tsconfigPath',
      location: 15,
    });
    // The detail's text matches more strongly than the option's own.
    page.sub_results.push({
      title: 'dts.bundle.tsconfigPath',
      url: '/config/lib/dts#bundle-tsconfig',
      excerpt: 'bundle',
      anchor: page.anchors[3],
      weighted_locations: [{ weight: 1, balanced_score: 40, location: 16 }],
    });
    const first = (topicTerms: string[]) =>
      pageHits(page, { ...options, sectionsPerPage: 1, topicTerms })[1].url;
    expect(first(['dts', 'bundle'])).toBe('/config/lib/dts#bundle');
    expect(first(['bundle', 'tsconfigpath'])).toBe(
      '/config/lib/dts#bundle-tsconfig',
    );
  });

  it('shows no heading that did not match, and as many as asked', () => {
    expect(
      pageHits(fixturePage(), { ...options, sectionsPerPage: 0 }),
    ).toHaveLength(1);
    const urls = pageHits(fixturePage(), {
      ...options,
      sectionsPerPage: 9,
    }).map((hit) => hit.url);
    expect(urls).not.toContain('/config/lib/dts#distpath');
  });
});
