import { describe, expect, it } from '@rstest/core';
import {
  headingsOf,
  outlineDifference,
  pageFilesOf,
  readPage,
} from '../docs-source';
import { LANGS, ROUTES, sourceFileOf } from '../routes';

const routeFiles = ROUTES.map(sourceFileOf).sort();

describe('page tree', () => {
  for (const lang of LANGS) {
    it(`${lang}: has exactly the pages of the route table`, () => {
      // A page added or removed without its route: the message says where.
      expect(
        pageFilesOf(lang),
        `docs/${lang} and the route table differ: add or remove the route in tests/routes.ts`,
      ).toEqual(routeFiles);
    });
  }
});

describe('English and Chinese twins', () => {
  for (const file of routeFiles.filter((name) => name !== 'index.md')) {
    it(`${file}: same H1-H3 structure in both languages`, () => {
      const difference = outlineDifference(
        { label: 'English', source: readPage('en', file) },
        { label: 'Chinese', source: readPage('zh', file) },
      );
      expect(difference).toBeNull();
    });

    it(`${file}: a title and a description in each language`, () => {
      for (const lang of LANGS) {
        const source = readPage(lang, file);
        const h1Count = headingsOf(source).filter(
          (heading) => heading.depth === 1,
        ).length;
        // Overview pages render their title above the filter from front
        // matter; a Markdown H1 there would repeat it.
        const expected = /^overview:\s*true/m.test(source)
          ? { lang, h1Count: 0, title: true }
          : { lang, h1Count: 1, title: false };
        expect({
          lang,
          h1Count,
          title: /^title:\s*\S/m.test(source),
        }).toEqual(expected);
        expect({
          lang,
          description: /^description:\s*\S/m.test(source),
        }).toEqual({ lang, description: true });
      }
    });
  }
});

describe('page text', () => {
  const unfinished =
    /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b|敬请期待|待补充/i;
  for (const lang of LANGS) {
    it(`${lang}: no unfinished-work markers`, () => {
      const offenders = routeFiles.filter((file) =>
        unfinished.test(readPage(lang, file)),
      );
      expect(offenders).toEqual([]);
    });
  }
});
