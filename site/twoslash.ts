/**
 * Types on hover in code examples: the build marks each token that has a
 * type and its popup with these attributes (plugins/twoslash); the popup's
 * stylesheet and the script that hides it on Escape (theme/twoslash) select
 * them by the same names.
 */
export const TWOSLASH_TOKEN_ATTRIBUTE = 'data-twoslash-token';
export const TWOSLASH_POPUP_ATTRIBUTE = 'data-twoslash-popup';

/**
 * On each `<pre>` with tokens: `<key>:<n>`, the key of the page's popup
 * file, which the build writes apart from the page
 * (plugins/twoslash/page.ts) and the browser downloads on first use
 * (theme/twoslash/popups.ts), and the number of the block's first popup in
 * it; the block's tokens take the popups from there on, in order.
 */
export const TWOSLASH_POPUPS_ATTRIBUTE = 'data-twoslash-popups';

/** A page's popup file: the HTML of every popup of the page, in its tokens' order. */
export type TwoslashPopupFile = readonly string[];
