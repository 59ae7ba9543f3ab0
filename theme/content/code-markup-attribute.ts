/**
 * The attribute each highlighted block's `<code>` carries, `<page key>/<block
 * index>`: how the browser finds the served markup of a page's blocks
 * (code-markup.ts). Apart from that module, which travels with the pages
 * that have code blocks, so that the script every page loads carries only
 * this name.
 */
export const CODE_MARKUP_ATTRIBUTE = 'data-code-markup';
