import { useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { throttle } from '../utils/throttle';
import {
  hideNavbarMode,
  isNavbarHidden,
  NAVBAR_HIDE_THROTTLE_MS,
} from './hide-navbar';
import './hide-navbar.css';
import { inRegion, REGION } from '../../site/regions';

/** Set on <html> while the navbar is hidden; the CSS slides it away. */
export const NAVBAR_HIDDEN_CLASS = 'rslib-navbar-hidden';

/**
 * Implements `themeConfig.hideNavbar`, which Rspress 2 types but ignores.
 * Focus inside the navbar always brings it back (CSS `:focus-within`), so a
 * keyboard reader never tabs through an invisible bar.
 */
export function useHideNavbar() {
  const { site } = useSite();
  const mode = hideNavbarMode(site.themeConfig.hideNavbar);

  useEffect(() => {
    const root = document.documentElement.classList;
    if (mode !== 'auto') {
      root.toggle(NAVBAR_HIDDEN_CLASS, mode === 'always');
      return () => root.remove(NAVBAR_HIDDEN_CLASS);
    }
    // Where the page was when the navbar started following it, read in the
    // next frame (or at the first scroll, if that comes first): reading it
    // while the page hydrates would force a layout of the whole page inside
    // that task.
    let previousY: number | undefined;
    const firstFrame = requestAnimationFrame(() => {
      previousY ??= window.scrollY;
    });
    let previousHash = window.location.hash;
    const update = throttle(() => {
      const y = window.scrollY;
      previousY ??= y;
      const { hash } = window.location;
      const navbar = document.querySelector<HTMLElement>(
        inRegion(REGION.navbar),
      );
      const hidden = isNavbarHidden(
        mode,
        {
          previousY,
          y,
          topZone: navbar?.offsetHeight ?? 0,
          jumped: hash !== previousHash,
        },
        root.contains(NAVBAR_HIDDEN_CLASS),
      );
      root.toggle(NAVBAR_HIDDEN_CLASS, hidden);
      previousY = y;
      previousHash = hash;
    }, NAVBAR_HIDE_THROTTLE_MS);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstFrame);
      window.removeEventListener('scroll', update);
      update.cancel();
      root.remove(NAVBAR_HIDDEN_CLASS);
    };
  }, [mode]);
}
