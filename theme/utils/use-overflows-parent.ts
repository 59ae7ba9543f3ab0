import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is wider than the box around it, which then scrolls
 * sideways. Measured again whenever either changes size (a tab shown, code
 * wrapping toggled, the window resized), and first when the observer
 * reports the boxes after the browser's own layout: measuring at once,
 * while the page hydrates, would force a layout of the whole page inside
 * that long task.
 */
export function useOverflowsParent(ref: RefObject<Element | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    const box = element?.parentElement;
    if (!element || !box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
