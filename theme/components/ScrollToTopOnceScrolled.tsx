import { useSite } from '@rspress/core/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';

// The button, its icon and its stylesheet load the first time the page is
// scrolled: a reader who only reads the top of a page never needs them.
const ScrollToTop = lazy(() =>
  import(/* webpackChunkName: "scroll-to-top" */ './ScrollToTop').then(
    (module) => ({ default: module.ScrollToTop }),
  ),
);

/**
 * The back-to-top button, from the first scroll on (ScrollToTop.tsx shows
 * it whenever the page is not at its top). The server renders nothing here:
 * a page is at its top when it is served.
 */
export function ScrollToTopOnceScrolled() {
  const { site } = useSite();
  const enabled = site.themeConfig.enableScrollToTop ?? true;
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (!enabled || scrolled) return;
    const check = () => {
      if (window.scrollY > 0) setScrolled(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [enabled, scrolled]);

  if (!enabled || !scrolled) return null;
  return (
    <Suspense>
      <ScrollToTop />
    </Suspense>
  );
}
