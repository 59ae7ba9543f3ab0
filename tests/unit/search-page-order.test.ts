import { describe, expect, it } from '@rstest/core';
import {
  deprecatedLast,
  leadingPlainWord,
  namedOptionsFirst,
  namesSpeltApart,
  optionNamesIn,
  titleMatchesFirst,
} from '../../theme/search/page-order';
import type {
  PagefindAnchor,
  PagefindResultData,
} from '../../theme/search/pagefind-api';

const heading = (text: string, at: number): PagefindAnchor => ({
  element: 'h3',
  id: text.toLowerCase().replace(/\W+/g, '-'),
  text,
  location: at,
});

const pageData = (
  url: string,
  title: string,
  headings: string[] = [],
): PagefindResultData => ({
  url,
  excerpt: `about <mark>${title}</mark>`,
  meta: { title, group: 'Config' },
  anchors: headings.map(heading),
  sub_results: [],
});

const urls = (pages: readonly PagefindResultData[]) =>
  pages.map((page) => page.url);

describe('the order of the pages shown', () => {
  it('puts a page titled as the query first and keeps the engine’s order for the rest', () => {
    const pages = [
      pageData('/config/lib/dts', 'lib.dts'),
      pageData('/guide/other', 'Other'),
      pageData('/guide/advanced/dts', 'Declaration files'),
    ];
    expect(urls(titleMatchesFirst(pages, ' declaration FILES '))).toEqual([
      '/guide/advanced/dts',
      '/config/lib/dts',
      '/guide/other',
    ]);
    const zh = [
      pageData('/zh/config/lib/dts', 'lib.dts'),
      pageData('/zh/guide/advanced/dts', '类型\u200b声明\u200b文件'),
    ];
    expect(urls(titleMatchesFirst(zh, '类型声明文件'))).toEqual([
      '/zh/guide/advanced/dts',
      '/zh/config/lib/dts',
    ]);
    expect(urls(titleMatchesFirst(pages, 'declaration'))).toEqual(urls(pages));
  });
});

describe('pages of deprecated options', () => {
  it('come after the other pages shown, each group in the engine’s order', () => {
    const pages = [
      pageData('/config/lib/auto-external', 'lib.autoExternal (deprecated)'),
      pageData('/guide/advanced/third-party-deps', 'Third-party dependencies'),
      pageData('/config/lib/legacy', 'lib.legacy (Deprecated)'),
      pageData('/config/rsbuild/output', 'output'),
    ];
    expect(urls(deprecatedLast(pages))).toEqual([
      '/guide/advanced/third-party-deps',
      '/config/rsbuild/output',
      '/config/lib/auto-external',
      '/config/lib/legacy',
    ]);
    // Chinese titles carry the index's word marks.
    const zh = [
      pageData(
        '/zh/config/lib/auto-external',
        'lib.autoExternal（\u200b已\u200b废弃\u200b）',
      ),
      pageData(
        '/zh/guide/advanced/third-party-deps',
        '处理\u200b第三方\u200b依赖',
      ),
    ];
    expect(urls(deprecatedLast(zh))[0]).toBe(
      '/zh/guide/advanced/third-party-deps',
    );
    // A title that only mentions the word marks nothing.
    const mention = [
      pageData('/guide/basic/upgrade-rslib', 'Deprecated options in v1'),
      pageData('/guide/other', 'Other'),
    ];
    expect(urls(deprecatedLast(mention))).toEqual(urls(mention));
  });

  it('still come first when the query names the option', () => {
    const pages = [
      pageData('/config/lib/', 'lib', ['lib.autoExternal', 'lib.bundle']),
      pageData('/guide/advanced/third-party-deps', 'Third-party dependencies'),
      pageData('/config/lib/auto-external', 'lib.autoExternal (deprecated)'),
    ];
    const ordered = namedOptionsFirst(
      deprecatedLast(pages),
      'lib.autoExternal false',
    );
    // Its own page before the overview that lists it under a heading.
    expect(urls(ordered).slice(0, 2)).toEqual([
      '/config/lib/auto-external',
      '/config/lib/',
    ]);
  });
});

describe('an option the query names', () => {
  it('is a dotted or camel-cased word, not a plain one', () => {
    expect(optionNamesIn('dts.abortOnError false')).toEqual([
      'dts.abortonerror',
    ]);
    expect(optionNamesIn('umdName array')).toEqual(['umdname']);
    expect(optionNamesIn('bundle syntax es2019 UMD Rslib')).toEqual([]);
    expect(optionNamesIn('package.json rslib.config.ts d.cts')).toEqual([]);
  });

  it('puts the pages documenting it (title or heading) first, in the engine’s order', () => {
    const pages = [
      pageData('/guide/advanced/dts', 'Declaration files', ['Abort on error']),
      pageData('/guide/faq/features', 'Features FAQ'),
      pageData('/config/lib/dts', 'lib.dts', [
        'dts.bundle',
        'dts.abortOnError',
      ]),
      pageData('/config/lib/umd-name', 'lib.umdName'),
      pageData('/config/lib/auto-external', 'lib.autoExternal (deprecated)', [
        'Migrating to output.autoExternal',
      ]),
    ];
    expect(urls(namedOptionsFirst(pages, 'dts.abortOnError false'))).toEqual([
      '/config/lib/dts',
      '/guide/advanced/dts',
      '/guide/faq/features',
      '/config/lib/umd-name',
      '/config/lib/auto-external',
    ]);
    // A title or heading names the option by its first word only.
    expect(
      urls(namedOptionsFirst(pages, 'lib.autoExternal is deprecated'))[0],
    ).toBe('/config/lib/auto-external');
    expect(urls(namedOptionsFirst(pages, 'output.autoExternal'))).toEqual(
      urls(pages),
    );
    // Of several names, the one typed first is the one asked about.
    expect(
      urls(namedOptionsFirst(pages, 'use umdName, not lib.dts')).slice(0, 2),
    ).toEqual(['/config/lib/umd-name', '/config/lib/dts']);
    // A title's last part is the option's short name.
    expect(urls(namedOptionsFirst(pages, 'umdName namespace'))[0]).toBe(
      '/config/lib/umd-name',
    );
    // A name that says whose option it is does not match another's.
    expect(urls(namedOptionsFirst(pages, 'lib.bundle'))).toEqual(urls(pages));
  });

  it('is also a heading’s last part, typed as code or as words, after the pages about it', () => {
    const pages = [
      pageData('/config/lib/banner', 'lib.banner', ['Legal comments']),
      pageData('/guide/migration', 'Migration', ['CSS Modules']),
      pageData('/config/rsbuild/output', 'output', [
        'output.cssModules',
        'output.legalComments',
      ]),
      pageData('/config/lib/css-modules', 'lib.cssModules'),
    ];
    expect(urls(namedOptionsFirst(pages, 'legal comments'))[0]).toBe(
      '/config/rsbuild/output',
    );
    expect(
      urls(namedOptionsFirst(pages, 'how do legal comments work'))[0],
    ).toBe('/config/rsbuild/output');
    // The page about cssModules, then the one covering output.cssModules.
    expect(urls(namedOptionsFirst(pages, 'cssModules')).slice(0, 2)).toEqual([
      '/config/lib/css-modules',
      '/config/rsbuild/output',
    ]);
    expect(urls(namedOptionsFirst(pages, 'css modules')).slice(0, 2)).toEqual([
      '/config/lib/css-modules',
      '/config/rsbuild/output',
    ]);
    // Words that spell no name leave the engine's order.
    expect(urls(namedOptionsFirst(pages, 'legal notice'))).toEqual(urls(pages));
  });

  it('is a plain first word with a value after it, for an option directly under a top-level key', () => {
    const pages = [
      pageData('/guide/faq/features', 'Features FAQ', ['Minify and comments']),
      pageData('/config/lib/dts', 'lib.dts', ['dts.build', 'dts.bundle']),
      pageData('/config/rsbuild/output', 'output', [
        'output.minify',
        'output.target',
      ]),
      pageData('/config/lib/format', 'lib.format'),
    ];
    expect(urls(namedOptionsFirst(pages, 'minify false'))).toEqual([
      '/config/rsbuild/output',
      '/guide/faq/features',
      '/config/lib/dts',
      '/config/lib/format',
    ]);
    expect(urls(namedOptionsFirst(pages, 'format umd'))[0]).toBe(
      '/config/lib/format',
    );
    // Alone, the word asks about the topic: the engine's order stands.
    expect(urls(namedOptionsFirst(pages, 'minify'))).toEqual(urls(pages));
    // Only the first word; and a nested option's last part is an everyday word.
    expect(urls(namedOptionsFirst(pages, 'why minify'))).toEqual(urls(pages));
    expect(urls(namedOptionsFirst(pages, 'build a cli'))).toEqual(urls(pages));
    // A name written as code comes before it.
    expect(
      urls(namedOptionsFirst(pages, 'target dts.bundle')).slice(0, 2),
    ).toEqual(['/config/lib/dts', '/config/rsbuild/output']);
    expect(leadingPlainWord('Minify false')).toBe('minify');
    expect(leadingPlainWord('lib.format umd')).toBe('');
  });

  it('on a page titled by a top-level key, is a heading that is one name alone', () => {
    const pages = [
      pageData('/config/lib/bundle', 'lib.bundle', ['Bundleless and wasm']),
      pageData('/guide/basic/output-format', 'Output formats', ['Type']),
      pageData('/config/lib/', 'lib', ['Type and default', 'wasm']),
    ];
    expect(urls(namedOptionsFirst(pages, 'lib.wasm'))[0]).toBe('/config/lib/');
    expect(urls(namedOptionsFirst(pages, 'wasm mode preserve'))[0]).toBe(
      '/config/lib/',
    );
    // A heading of words names no option: "type" asks nothing of the page.
    expect(urls(namedOptionsFirst(pages, 'type value'))).toEqual(urls(pages));
  });

  it('spelt apart is any run of two to four neighbouring words', () => {
    expect(namesSpeltApart('abort on error')).toEqual([
      'aborton',
      'onerror',
      'abortonerror',
    ]);
    expect(namesSpeltApart('dts')).toEqual([]);
  });
});
