import type { Element } from 'hast';
import {
  TOKEN_COLOURS,
  type TokenKind,
  tokenColourStyle,
} from '../../site/code-token-colours';

/** A token's style as Shiki's css-variables theme writes it. */
const SHIKI_TOKEN_COLOUR = /^color:var\(--shiki-token-([a-z-]+)\)$/;

const isKind = (name: string): name is TokenKind => name in TOKEN_COLOURS;

/**
 * Every element of a highlighted block's `<code>` painted with one of
 * Shiki's token colours gets the palette's short name for it
 * (site/code-token-colours.ts); a style of anything else, or a kind the
 * palette does not declare, stays as Shiki wrote it.
 */
export function shortTokenColours(code: Element): void {
  for (const child of code.children) {
    if (child.type !== 'element') continue;
    const { style } = child.properties;
    const kind = typeof style === 'string' && SHIKI_TOKEN_COLOUR.exec(style);
    if (kind && isKind(kind[1])) {
      child.properties.style = tokenColourStyle(kind[1]);
    }
    shortTokenColours(child);
  }
}
