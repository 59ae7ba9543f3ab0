import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../icons/icons';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './ScrollToTop.module.css';

const prefersReducedMotion = () =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The back-to-top button (ScrollToTop loads it): shown while the page is
 * scrolled at all, hidden at the top.
 */
export default function ScrollToTopButton() {
  const t = useSiteI18n();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > 0);
    // First in the next frame: the button is drawn hidden once, so it
    // fades in as it does at every later scroll.
    const firstFrame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstFrame);
      window.removeEventListener('scroll', update);
    };
  }, []);

  const scrollToTop = () => {
    window.scrollTo({
      top: 0,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    // The button disappears at the top; the keyboard continues from the
    // page heading instead of losing its place.
    const heading = document.querySelector<HTMLElement>('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  };

  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible}
      aria-label={t('scrollToTopText')}
      onClick={scrollToTop}
    >
      <ArrowUpIcon />
    </button>
  );
}
