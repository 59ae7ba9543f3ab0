import {
  TWOSLASH_POPUP_ATTRIBUTE,
  TWOSLASH_TOKEN_ATTRIBUTE,
} from '../../site/twoslash';

/**
 * Places the popup of types on hover as it opens: fixed (popup.css), so
 * the code block's scrolling box does not cut it off, under its token, or
 * above it when the room below is too short, and inside the window's
 * width. A script rather than CSS anchor positioning, which Firefox ESR
 * lacks and which WebKit got wrong once the page had scrolled. The open
 * popup follows its token while the page or the code block scrolls.
 */
const TOKEN = `[${TWOSLASH_TOKEN_ATTRIBUTE}]`;
const POPUP = `[${TWOSLASH_POPUP_ATTRIBUTE}]`;
const GAP = 4;
const EDGE = 8;

function place(token: Element) {
  const popup = token.querySelector<HTMLElement>(POPUP);
  if (!popup) return;
  const anchor = token.getBoundingClientRect();
  // Open (the token is hovered or focused), so it has its size.
  const { width, height } = popup.getBoundingClientRect();
  const below = window.innerHeight - anchor.bottom - GAP;
  const top =
    height > below && anchor.top - GAP > below
      ? Math.max(EDGE, anchor.top - GAP - height)
      : anchor.bottom + GAP;
  const left = Math.max(
    EDGE,
    Math.min(anchor.left, window.innerWidth - EDGE - width),
  );
  popup.style.top = `${top}px`;
  popup.style.left = `${left}px`;
}

function placeTarget(event: Event) {
  const token =
    event.target instanceof Element ? event.target.closest(TOKEN) : null;
  if (token) place(token);
}

/** Places the popups open now (one that just arrived, under the pointer). */
export function placeOpen() {
  for (const token of document.querySelectorAll(
    `${TOKEN}:hover, ${TOKEN}:focus`,
  ))
    place(token);
}

// The page's code also runs in the server render, where there is no document.
if (typeof document !== 'undefined') {
  document.addEventListener('mouseover', placeTarget);
  document.addEventListener('focusin', placeTarget);
  // Capture: the code blocks' own scrolling does not bubble.
  document.addEventListener('scroll', placeOpen, {
    capture: true,
    passive: true,
  });
  window.addEventListener('resize', placeOpen, { passive: true });
}
