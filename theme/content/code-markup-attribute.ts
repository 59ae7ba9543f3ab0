/**
 * The attribute each block drawn from the page's markup carries (a
 * highlighted block's `<code>`, a plain prose block): how the browser finds
 * the served markup of a page's blocks (code-markup.ts). The build numbers a
 * page's blocks in the order of the page, so a block's place is its place
 * among the marked elements and needs no number of its own: the first block
 * carries the page's key, every other one an empty value. A number on each
 * block cost 2 % of a code-heavy page's compressed HTML (300 bytes of the
 * 14.6 KB that arrive in the first round trip). Apart from code-markup.ts,
 * which travels with the pages that have such blocks, so that the script
 * every page loads carries only this name.
 */
export const CODE_MARKUP_ATTRIBUTE = 'data-code-markup';

/** The attribute's value on the page's block at `index`. */
export const codeMarkupValue = (page: string, index: number) =>
  index === 0 ? page : '';
