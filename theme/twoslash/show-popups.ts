/**
 * Puts the downloaded popups of types on hover into their tokens
 * (theme/twoslash/popups.ts downloads them). Once a token holds its popup,
 * CSS shows it on hover and focus (popup.css, which loads with this
 * chunk), place.ts keeps it in the window and dismiss.ts hides it on Escape.
 */
import {
  TWOSLASH_POPUP_ATTRIBUTE,
  TWOSLASH_POPUPS_ATTRIBUTE,
  TWOSLASH_TOKEN_ATTRIBUTE,
  type TwoslashPopupFile,
} from '../../site/twoslash';
import './dismiss';
import { placeOpen } from './place';
// Comes with this chunk: the bundler applies it before the import resolves.
import './popup.css';

const TOKEN = `[${TWOSLASH_TOKEN_ATTRIBUTE}]`;

const holdsItsPopup = (token: Element) =>
  token.lastElementChild?.hasAttribute(TWOSLASH_POPUP_ATTRIBUTE) ?? false;

/**
 * Each token of the block that lacks its popup gets it, and the popup
 * becomes its description; the number of tokens given one. The code is the
 * build's markup, set as HTML and not managed by React
 * (theme/content/HighlightedCode.tsx), so the popups stay until the block's
 * markup is drawn anew; a token drawn anew gets its popup again.
 */
function fill(block: Element, popups: TwoslashPopupFile): number {
  const first = Number(
    block.getAttribute(TWOSLASH_POPUPS_ATTRIBUTE)?.split(':')[1],
  );
  let added = 0;
  for (const [offset, token] of block.querySelectorAll(TOKEN).entries()) {
    const number = first + offset;
    const popup = popups[number];
    if (popup === undefined || holdsItsPopup(token)) continue;
    token.insertAdjacentHTML('beforeend', popup);
    const id = `twoslash-${number + 1}`;
    (token.lastElementChild as Element).id = id;
    token.setAttribute('aria-describedby', id);
    added += 1;
  }
  return added;
}

export function showPopups(
  blocks: Iterable<Element>,
  popups: TwoslashPopupFile,
) {
  let added = 0;
  for (const block of blocks) added += fill(block, popups);
  // A popup that arrived under the pointer or the focus is open already.
  if (added > 0) placeOpen();
}
