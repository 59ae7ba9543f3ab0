/**
 * Up to this many characters, inline code fits on a phone's line and stays
 * whole: browsers may break after a hyphen, and Firefox split `node -v` as
 * `node -` / `v`. Longer code wraps. 20: the narrowest line the pages have,
 * a list inside a note on a 320 px phone, holds about 23 characters of code
 * and its padding; at 30, `createRequire(import.meta.url)` stuck out of
 * the note. The article's inline code (theme/content/InlineCode.tsx) and
 * the code in the doc comments of types on hover
 * (plugins/twoslash/renderer.ts) follow it alike.
 */
export const INLINE_CODE_WHOLE_UP_TO = 20;

/** On inline code that stays whole: the article's, the prose the build writes as markup, and the popups' doc comments. */
export const WHOLE_CODE_ATTRIBUTE = 'data-whole';
