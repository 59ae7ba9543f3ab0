import { type RefObject, useEffect } from 'react';

/**
 * While `active`, the element is scrolled into the middle of its nearest
 * scrolling container matching `container`, if it is outside its view; the
 * page itself never scrolls (the sidebar's current page, the outline's
 * active heading). Measured by an IntersectionObserver, which reports after
 * the browser's own layout: reading the boxes directly while the page
 * hydrates would force a layout of the whole page inside that long task.
 */
export function useKeepInView(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  container: string,
) {
  useEffect(() => {
    const element = ref.current;
    const box = element?.closest(container);
    if (!active || !element || !box) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        const view = entry?.rootBounds;
        // A container not shown (a closed drawer) has no view to fill.
        if (!entry || !view || view.height === 0) return;
        const item = entry.boundingClientRect;
        if (item.top < view.top || item.bottom > view.bottom) {
          box.scrollTop += item.top - view.top - view.height / 2;
        }
      },
      { root: box },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, container]);
}
