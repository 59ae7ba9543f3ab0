import { useLocation } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';

/**
 * Rspress closes the narrow-screen outline dropdown on a press outside it or
 * a jump to a heading, but leaves it open when the page changes without a
 * press: a link followed with the keyboard, the browser's back button.
 * The open state lives inside Rspress's doc layout and closes on any
 * press outside the dropdown, so a route change sends it one.
 *
 * Render it after the layout: the layout re-registers its outside-press
 * listener in its effects on every render, and a press sent from an
 * earlier effect of the same render would find no listener.
 */
export function CloseOutlineOnRouteChange() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);

  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (document.querySelector('.rp-doc-layout__outline--open')) {
      document.body.dispatchEvent(
        new MouseEvent('mousedown', { bubbles: true }),
      );
    }
  }, [pathname]);

  return null;
}
