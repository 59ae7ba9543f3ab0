/**
 * Types on hover in code examples: the build marks each token that has a
 * type and its popup with these attributes (plugins/twoslash); the popup's
 * stylesheet and the script that hides it on Escape (theme/twoslash) select
 * them by the same names.
 */
export const TWOSLASH_TOKEN_ATTRIBUTE = 'data-twoslash-token';
export const TWOSLASH_POPUP_ATTRIBUTE = 'data-twoslash-popup';
/**
 * On a token whose popup the reader hid with Escape; taken off once neither
 * the pointer nor the focus is on the token any more.
 */
export const TWOSLASH_DISMISSED_ATTRIBUTE = 'data-twoslash-dismissed';
