import type { SearchablePage } from '../shared/searchable-pages';

/**
 * Copies of the site's pages with varied text, for the search scale bench
 * only (bench/search-scale.mjs builds with SEARCH_INDEX_SCALE=10): each copy
 * keeps a page's heading structure and length, lives at its own address,
 * and changes about a third of its longer words and a fifth of its Chinese
 * characters, so the index grows in words as a larger site's would, not
 * only in pages.
 */
export function withSyntheticCopies(
  pages: readonly SearchablePage[],
  factor: number,
): SearchablePage[] {
  const copies: SearchablePage[] = [...pages];
  for (let copy = 1; copy < factor; copy += 1) {
    for (const page of pages) {
      copies.push({
        ...page,
        url: page.url.replace(/^(\/zh)?\//, `$1/scale-${copy}/`),
        html: varyText(page.html, copy),
      });
    }
  }
  return copies;
}

const SYLLABLES = ['ka', 'lo', 'mi', 'nu', 'ra', 'se', 'ti', 'vo', 'ze'];

/** A small stable hash: the same page and copy always vary the same way. */
function hash(text: string, seed: number) {
  let value = seed * 2654435761;
  for (const char of text) {
    value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  }
  return value >>> 0;
}

function varyText(html: string, copy: number): string {
  return html.replace(/>([^<]+)</g, (_, text: string) => {
    const hanChars = [...text].filter((char) => /\p{Script=Han}/u.test(char));
    let position = 0;
    const varied = text
      .replace(/\b[A-Za-z]{4,}\b/g, (word) => {
        const value = hash(word, copy);
        return value % 3 === 0
          ? word + SYLLABLES[value % SYLLABLES.length]
          : word;
      })
      .replace(/\p{Script=Han}/gu, (char) => {
        position += 1;
        const value = hash(char + position, copy);
        return value % 5 === 0 && hanChars.length > 1
          ? hanChars[value % hanChars.length]
          : char;
      });
    return `>${varied}<`;
  });
}
