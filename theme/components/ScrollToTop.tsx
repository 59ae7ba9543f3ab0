import { useSite } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../icons/icons';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './ScrollToTop.module.css';

const prefersReducedMotion = () =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A back-to-top button that appears as soon as the page is scrolled
 * at all, on every page and at every width. Rspress only offers a row in the
 * outline from 100 px, which narrow screens keep inside a closed dropdown;
 * this button replaces that row (hidden in the CSS) when `enableScrollToTop`
 * is on.
 */
export function ScrollToTop() {
  const { site } = useSite();
  const t = useSiteI18n();
  const [visible, setVisible] = useState(false);
  const enabled = site.themeConfig.enableScrollToTop ?? true;

  useEffect(() => {
    if (!enabled) return;
    const update = () => setVisible(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [enabled]);

  if (!enabled) return null;

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
