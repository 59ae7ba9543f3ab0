import { type RefObject, useEffect } from 'react';

/**
 * While `active`, the element is scrolled into the middle of its nearest
 * scrolling container matching `container`, if it is outside its view; the
 * page itself never scrolls (the sidebar's current page, the outline's
 * active heading).
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
    const item = element.getBoundingClientRect();
    const view = box.getBoundingClientRect();
    if (item.top < view.top || item.bottom > view.bottom) {
      box.scrollTop += item.top - view.top - view.height / 2;
    }
  }, [ref, active, container]);
}
