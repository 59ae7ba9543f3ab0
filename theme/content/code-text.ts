import { TWOSLASH_POPUP_ATTRIBUTE } from '../../site/twoslash';

/**
 * The code of a block as written: the types-on-hover popups inside its
 * tokens (plugins/twoslash) are not part of it.
 */
export function codeText(code: Element | null): string {
  if (!code) return '';
  const copy = code.cloneNode(true) as Element;
  for (const popup of copy.querySelectorAll(`[${TWOSLASH_POPUP_ATTRIBUTE}]`))
    popup.remove();
  return copy.textContent ?? '';
}
