import { TWOSLASH_TOKEN_ATTRIBUTE } from '../../site/twoslash';

/**
 * The popups of types on hover show and hide with CSS alone (hover and
 * focus, theme/twoslash/popup.css); this script adds what CSS cannot: Escape
 * hides the popups open under the pointer or the focus, without moving
 * either, until they leave the token. Pages with such examples import it
 * (plugins/twoslash), so no other page loads it. Escape is not consumed: an
 * open menu still closes with the same press.
 */
const TOKEN = `[${TWOSLASH_TOKEN_ATTRIBUTE}]`;
/**
 * On a token whose popup the reader hid (popup.css reads it); taken off once
 * neither the pointer nor the focus is on the token any more. Declared here
 * alone, so no other page's script carries it.
 */
const DISMISSED = 'data-twoslash-dismissed';

const tokenOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest(TOKEN) : null;

function dismiss(event: KeyboardEvent) {
  if (event.key !== 'Escape') return;
  for (const token of document.querySelectorAll(
    `${TOKEN}:hover, ${TOKEN}:focus`,
  ))
    token.setAttribute(DISMISSED, '');
}

function restoreOnFocusOut(event: FocusEvent) {
  const token = tokenOf(event.target);
  if (token && !token.matches(':hover')) token.removeAttribute(DISMISSED);
}

function restoreOnPointerOut(event: MouseEvent) {
  const token = tokenOf(event.target);
  if (
    token &&
    !token.contains(event.relatedTarget as Node | null) &&
    token !== document.activeElement
  )
    token.removeAttribute(DISMISSED);
}

// The page's code also runs in the server render, where there is no document.
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', dismiss);
  document.addEventListener('focusout', restoreOnFocusOut);
  document.addEventListener('mouseout', restoreOnPointerOut);
}
