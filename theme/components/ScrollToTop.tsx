import { useSite } from '@rspress/core/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * The button and its styles, loaded when the page is first scrolled: at the
 * top it is hidden, and most visits to a short page never need it.
 */
const ScrollToTopButton = lazy(
  () => import(/* webpackChunkName: "scroll-to-top" */ './ScrollToTopButton'),
);

/**
 * A back-to-top button that appears as soon as the page is scrolled
 * at all, on every page and at every width. Rspress only offers a row in the
 * outline from 100 px, which narrow screens keep inside a closed dropdown;
 * this button replaces that row (hidden in the CSS) when `enableScrollToTop`
 * is on.
 */
export function ScrollToTop() {
  const { site } = useSite();
  const enabled = site.themeConfig.enableScrollToTop ?? true;
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (!enabled || scrolled) return;
    const check = () => {
      if (window.scrollY > 0) setScrolled(true);
    };
    // A page opened scrolled (a #section, a reload) needs it at once; read
    // in the next frame, as reading the scroll position while the page
    // hydrates would force a layout of the whole page inside that task.
    const firstFrame = requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(firstFrame);
      window.removeEventListener('scroll', check);
    };
  }, [enabled, scrolled]);

  if (!enabled || !scrolled) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  );
}
