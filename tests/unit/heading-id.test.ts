import { describe, expect, it } from '@rstest/core';
import { slug } from 'github-slugger';
import { headingId } from '../../theme/content/heading-id';
import { pageFilesOf, readPage } from '../docs-source';

/** Every Markdown heading's text in the docs, in both languages. */
function docsHeadings(): string[] {
  return ['en', 'zh'].flatMap((lang) =>
    pageFilesOf(lang).flatMap((file) =>
      [...readPage(lang, file).matchAll(/^#{1,6} (.+)$/gm)].map(
        ([, text]) => text,
      ),
    ),
  );
}

describe('heading ids', () => {
  it('are the ids github-slugger gives, for every heading of the docs', () => {
    const headings = docsHeadings();
    expect(headings.length).toBeGreaterThan(500);
    const differing = headings.filter((text) => headingId(text) !== slug(text));
    expect(differing).toEqual([]);
  });

  it('keep letters of any script, digits, _ and -, and drop the rest', () => {
    const samples = [
      'Output formats',
      '`lib.dts.bundle`',
      'ESM / CJS (dual package)',
      '快速上手：从零开始',
      'Émoji 🎉 & symbols © ®',
      'snake_case and kebab-case',
      '  spaced   out  ',
      'Ünïcödé – dashes — too',
    ];
    for (const text of samples) expect(headingId(text)).toBe(slug(text.trim()));
  });
});
