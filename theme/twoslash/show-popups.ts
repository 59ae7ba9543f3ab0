/**
 * Puts the downloaded popups of types on hover into their tokens
 * (theme/twoslash/popups.ts downloads them). Once a token holds its popup,
 * CSS shows it on hover and focus (popup.css, which comes in the same
 * file), place.ts keeps it in the window and dismiss.ts hides it on Escape.
 */
import {
  TWOSLASH_POPUPS_ATTRIBUTE,
  TWOSLASH_TOKEN_ATTRIBUTE,
  type TwoslashPopupFile,
} from '../../site/twoslash';
import './dismiss';
import { placeOpen } from './place';

const TOKEN = `[${TWOSLASH_TOKEN_ATTRIBUTE}]`;
/** The popups' stylesheet, added once to the document. */
const STYLE_ATTRIBUTE = 'data-twoslash-style';

/** The blocks whose tokens hold their popups (a block drawn anew has not). */
const filled = new WeakSet<Element>();

function addStyle(style: string) {
  if (document.querySelector(`style[${STYLE_ATTRIBUTE}]`)) return;
  const element = document.createElement('style');
  element.setAttribute(STYLE_ATTRIBUTE, '');
  element.textContent = style;
  // Before the popups arrive: they are hidden from their first frame.
  document.head.append(element);
}

/**
 * Each token of the block gets its popup, which becomes its description.
 * The code is the build's markup, set as HTML and not managed by React
 * (theme/content/HighlightedCode.tsx), so the popups stay until the block
 * leaves the page.
 */
function fill(block: Element, popups: readonly string[]): boolean {
  if (filled.has(block)) return false;
  filled.add(block);
  const first = Number(
    block.getAttribute(TWOSLASH_POPUPS_ATTRIBUTE)?.split(':')[1],
  );
  for (const [offset, token] of block.querySelectorAll(TOKEN).entries()) {
    const number = first + offset;
    const popup = popups[number];
    if (popup === undefined) continue;
    token.insertAdjacentHTML('beforeend', popup);
    const id = `twoslash-${number + 1}`;
    (token.lastElementChild as Element).id = id;
    token.setAttribute('aria-describedby', id);
  }
  return true;
}

export function showPopups(
  blocks: Iterable<Element>,
  { style, popups }: TwoslashPopupFile,
) {
  addStyle(style);
  const added = [...blocks].map((block) => fill(block, popups));
  // A popup that arrived under the pointer or the focus is open already.
  if (added.includes(true)) placeOpen();
}
