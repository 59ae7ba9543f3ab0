/**
 * The navbar may hide while the reader scrolls down, depending on
 * `themeConfig.hideNavbar`, re-checked at most every 200 ms. Pure logic, so the
 * three modes are unit-tested without a browser.
 */
export type HideNavbarMode = 'never' | 'always' | 'auto';

export const NAVBAR_HIDE_THROTTLE_MS = 200;

export interface ScrollStep {
  /** Scroll position at the previous check. */
  previousY: number;
  /** Scroll position now. */
  y: number;
  /** Up to here the navbar never hides: it would uncover nothing but the page top. */
  topZone: number;
  /**
   * The address's #fragment changed since the previous check: the page
   * jumped to a heading, which the document's scroll padding put below
   * where the navbar is when shown (layout-vars.css).
   */
  jumped?: boolean;
}

/** Whether the navbar is hidden after a scroll step; `wasHidden` is its state before. */
export function isNavbarHidden(
  mode: HideNavbarMode,
  { previousY, y, topZone, jumped = false }: ScrollStep,
  wasHidden: boolean,
): boolean {
  if (mode === 'never') return false;
  if (mode === 'always') return true;
  // Shown after a jump either way, so the heading sits right under it.
  if (y <= topZone || jumped) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasHidden;
}

/** Rspress types the option as optional; anything else means its default, 'never'. */
export function hideNavbarMode(value: unknown): HideNavbarMode {
  return value === 'always' || value === 'auto' ? value : 'never';
}
