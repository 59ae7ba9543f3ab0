import { describe, expect, it } from '@rstest/core';
import { withNamedOptionPages } from '../../theme/search/named-option-pages';
import type {
  PagefindResult,
  PagefindResultData,
} from '../../theme/search/pagefind-api';

const pageData = (
  url: string,
  title: string,
  headings: string[] = [],
): PagefindResultData => ({
  url,
  excerpt: title,
  meta: { title, group: 'Guide' },
  anchors: headings.map((text, location) => ({
    element: 'h2',
    id: text.toLowerCase().replace(/\W+/g, ''),
    text,
    location,
  })),
  sub_results: [],
});

const resultOf = (page: PagefindResultData): PagefindResult => ({
  id: page.url,
  score: 1,
  data: async () => page,
});

const react = pageData('/guide/solution/react', 'React');
const vue = pageData('/guide/solution/vue', 'Vue');
const solutions = pageData('/guide/solution/', 'Solutions');
const storybook = pageData('/guide/advanced/storybook', 'Storybook');
const svgr = pageData('/guide/advanced/svgr-files', 'SVGR files');
const format = pageData('/config/lib/format', 'lib.format');
const output = pageData('/config/rsbuild/output', 'output', [
  'output.minify',
  'output.target',
]);

/** An engine that answers each term with its pages, and says which terms it was asked. */
function engine(answers: Record<string, PagefindResultData[]>) {
  const asked: string[] = [];
  const search = async (term: string) => {
    asked.push(term);
    return { results: (answers[term] ?? []).map(resultOf) };
  };
  return { search, asked };
}

const urls = (results: readonly PagefindResult[]) =>
  results.map((result) => result.id);

const found = [react, vue, solutions, storybook, svgr].map(resultOf);

describe('the page documenting an option the query writes as code', () => {
  it('is looked up by the name without its dots and takes the last shown place', async () => {
    // The engine's best page for the joined name does not document it;
    // the next one does.
    const { search, asked } = engine({
      outputtarget: [format, output, react],
    });
    const result = await withNamedOptionPages(
      search,
      'output.target web 组件库',
      found,
      5,
    );
    expect(asked).toEqual(['outputtarget']);
    expect(urls(result)).toEqual([
      '/guide/solution/react',
      '/guide/solution/vue',
      '/guide/solution/',
      '/guide/advanced/storybook',
      '/config/rsbuild/output',
      '/guide/advanced/svgr-files',
    ]);
  });

  it('moves up from below the rows shown, and stays where it is when shown', async () => {
    const { search } = engine({ outputtarget: [output] });
    const below = [...found, resultOf(output)];
    expect(
      urls(await withNamedOptionPages(search, 'output.target', below, 3)),
    ).toEqual([
      '/guide/solution/react',
      '/guide/solution/vue',
      '/config/rsbuild/output',
      '/guide/solution/',
      '/guide/advanced/storybook',
      '/guide/advanced/svgr-files',
    ]);
    const shown = [resultOf(output), ...found];
    expect(
      urls(await withNamedOptionPages(search, 'output.target', shown, 3)),
    ).toEqual(urls(shown));
  });

  it('leaves the results alone when no page read documents the name, or none is written as code', async () => {
    const { search, asked } = engine({
      outputtarget: [format, react, vue, output],
    });
    // The documenting page is fourth: only three are read.
    expect(
      urls(await withNamedOptionPages(search, 'output.target', found, 5)),
    ).toEqual(urls(found));
    expect(
      urls(await withNamedOptionPages(search, 'target web', found, 5)),
    ).toEqual(urls(found));
    expect(asked).toEqual(['outputtarget']);
  });
});
