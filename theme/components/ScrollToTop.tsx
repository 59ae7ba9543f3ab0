import { useSite } from '@rspress/core/runtime';
import { type ComponentType, useEffect, useState } from 'react';
import { cachedLoad } from '../utils/cached-load';

/**
 * The button and its styles, loaded when the page is first scrolled: at the
 * top it is hidden, and most visits to a short page never need it.
 */
const loadButton = cachedLoad(() =>
  import(/* webpackChunkName: "scroll-to-top" */ './ScrollToTopButton').then(
    (module) => module.default,
  ),
);

/**
 * A back-to-top button that appears as soon as the page is scrolled
 * at all, on every page and at every width. Rspress only offers a row in the
 * outline from 100 px, which narrow screens keep inside a closed dropdown;
 * this button replaces that row (hidden in the CSS) when `enableScrollToTop`
 * is on. A download that fails (the reader went offline) leaves the page as
 * it is, without the button; the next scroll asks again.
 */
export function ScrollToTop() {
  const { site } = useSite();
  const enabled = site.themeConfig.enableScrollToTop ?? true;
  const [Button, setButton] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!enabled || Button) return;
    let gone = false;
    const check = () => {
      if (window.scrollY <= 0) return;
      loadButton(undefined).then(
        (loaded) => {
          if (!gone) setButton(() => loaded);
        },
        () => {},
      );
    };
    // A page opened scrolled (a #section, a reload) needs it at once; read
    // in the next frame, as reading the scroll position while the page
    // hydrates would force a layout of the whole page inside that task.
    const firstFrame = requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      gone = true;
      cancelAnimationFrame(firstFrame);
      window.removeEventListener('scroll', check);
    };
  }, [enabled, Button]);

  return enabled && Button ? <Button /> : null;
}
