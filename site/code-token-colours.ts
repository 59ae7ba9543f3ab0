/**
 * The colour of each kind of highlighted token, as a custom property the
 * palette declares (theme/palette.css) for the light and the dark theme.
 *
 * Shiki's css-variables theme paints every token with
 * `style="color:var(--shiki-token-<kind>)"`; a reference page has hundreds
 * of them in its HTML and in its code markup file. The build writes these
 * short names instead (plugins/code-as-html/short-token-colours.ts): on the
 * lib.dts reference that is 0.15 KB of its compressed HTML, the difference
 * between one round trip and two.
 */
export const TOKEN_COLOURS = {
  constant: '--tk-co',
  string: '--tk-st',
  comment: '--tk-cm',
  keyword: '--tk-kw',
  parameter: '--tk-pa',
  function: '--tk-fn',
  'string-expression': '--tk-se',
  punctuation: '--tk-pu',
  link: '--tk-li',
  deleted: '--tk-de',
  inserted: '--tk-in',
} as const;

export type TokenKind = keyof typeof TOKEN_COLOURS;

/** The inline style of a token of `kind`, as the build writes it. */
export const tokenColourStyle = (kind: TokenKind) =>
  `color:var(${TOKEN_COLOURS[kind]})`;
