/**
 * Types on hover in code examples: the build marks each token that has a
 * type and its popup with these attributes (plugins/twoslash); the popup's
 * stylesheet and the script that hides it on Escape (theme/twoslash) select
 * them by the same names.
 */
export const TWOSLASH_TOKEN_ATTRIBUTE = 'data-twoslash-token';
export const TWOSLASH_POPUP_ATTRIBUTE = 'data-twoslash-popup';
