import { expect, openPage, test, waitFor } from './engine-test';

// Types on hover where CSS anchor positioning may be missing (Firefox ESR):
// the popup must still open next to its token, whole, inside the window,
// and not cut off by the code block's scrolling box. An example near the
// bottom of the window checks that the popup opens above its token there.

/**
 * Scrolls a `defineConfig` token (the page's last one for the bottom) to
 * the upper part of the window or to its bottom, and returns its centre.
 */
function tokenAt(where: 'top' | 'bottom') {
  const tokens = [
    ...document.querySelectorAll<HTMLElement>('[data-twoslash-token]'),
  ].filter((owner) => owner.firstChild?.textContent === 'defineConfig');
  const token = where === 'top' ? tokens[0] : tokens.at(-1);
  if (!token) return null;
  token.setAttribute('data-token-under-test', '');
  token.scrollIntoView({ block: where === 'top' ? 'center' : 'end' });
  // Upper part: more room below than any popup takes (at most half the
  // window). Bottom: clear of the edge, so the pointer lands on the token.
  window.scrollBy(0, where === 'top' ? innerHeight / 5 : 20);
  const box = token.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** The open popup's box next to its token's, or null while it is hidden. */
function popupPlacement() {
  const token = document.querySelector('[data-token-under-test]');
  const popup = token?.querySelector<HTMLElement>('[data-twoslash-popup]');
  if (!token || !popup) return null;
  const box = popup.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  const anchor = token.getBoundingClientRect();
  const centre = document.elementFromPoint(
    box.left + box.width / 2,
    box.top + box.height / 2,
  );
  return {
    onTop: popup.contains(centre),
    inWindow:
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= innerHeight &&
      box.right <= innerWidth,
    below: box.top >= anchor.bottom - 1 && box.top - anchor.bottom <= 12,
    above: box.bottom <= anchor.top + 1 && anchor.top - box.bottom <= 12,
    alignedLeft: Math.abs(box.left - anchor.left) <= 12,
    text: popup.textContent ?? '',
  };
}

for (const where of ['top', 'bottom'] as const)
  test(`a type popup opens whole ${where === 'top' ? 'under' : 'above'} its token`, async ({
    tab,
    site,
  }) => {
    await tab.setViewport(1280, 800);
    await openPage(tab, site('/config/lib/format'));
    const { x, y } = await waitFor(tab, 'a defineConfig token', tokenAt, where);
    await tab.hover(x, y);
    const placement = await waitFor(tab, 'the open popup', popupPlacement);
    expect(placement.text).toContain('RslibConfig');
    expect({
      onTop: placement.onTop,
      inWindow: placement.inWindow,
      beside: where === 'top' ? placement.below : placement.above,
      alignedLeft: placement.alignedLeft,
    }).toEqual({
      onTop: true,
      inWindow: true,
      beside: true,
      alignedLeft: true,
    });
  });
