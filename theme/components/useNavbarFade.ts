import { useEffect } from 'react';

/** Scroll distance after which the home navbar gets its background. */
export const TOP_ARRIVED_THRESHOLD_PX = 100;
const CLASS_SCROLLED = 'rslib-home-scrolled';

/**
 * On the landing page the navbar floats transparent over the hero (pure CSS,
 * so the first paint is already right) and fades its background in once the
 * reader scrolls past the threshold.
 */
export function useNavbarFade() {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      root.classList.toggle(
        CLASS_SCROLLED,
        window.scrollY >= TOP_ARRIVED_THRESHOLD_PX,
      );
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      root.classList.remove(CLASS_SCROLLED);
    };
  }, []);
}
