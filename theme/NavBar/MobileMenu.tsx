import { useCallback, useId, useRef, useState } from 'react';
import { REGION } from '../../site/regions';
import iconButton from '../ui/IconButton.module.css';
import { useCloseOnEscape } from '../utils/use-close-on-escape';
import { useCloseOnRouteChange } from '../utils/use-close-on-route-change';
import { useFocusTrap } from '../utils/use-focus-trap';
import { useOnMediaMatch } from '../utils/use-on-media-match';
import { useScrollLock } from '../utils/use-scroll-lock';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './NavBar.module.css';
import { NavMenu } from './NavMenu';
import { NavSettings } from './NavSettings';

/** The mobile breakpoint: from here on the navbar shows its menu. */
const WIDE_ENOUGH = '(min-width: 768px)';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d={open ? 'M5 5l10 10M15 5L5 15' : 'M3 5h14M3 10h14M3 15h14'}
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/**
 * Phones: the hamburger opens a full-screen menu under the navbar with the
 * section links and the settings. It closes on a route change and
 * when the window becomes 768 px wide; the page behind it does not scroll.
 * It covers the page, so Tab goes round the button and the menu only, and
 * Escape closes it with focus back on the button.
 */
export function MobileMenu() {
  const t = useSiteI18n();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useCloseOnRouteChange(close);
  useOnMediaMatch(WIDE_ENOUGH, close);
  useScrollLock(open);
  useFocusTrap(open, buttonRef, panelRef);
  useCloseOnEscape(open, () => {
    setOpen(false);
    buttonRef.current?.focus();
  });

  return (
    <>
      <span className={styles.hamburger}>
        <button
          ref={buttonRef}
          type="button"
          className={iconButton.iconButton}
          aria-label={t('navMenuLabel')}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon open={open} />
        </button>
      </span>
      <div
        ref={panelRef}
        id={panelId}
        className={styles.mobileMenu}
        data-region={REGION.mobileMenu}
        hidden={!open}
      >
        <nav aria-label={t('mainNavLabel')}>
          <NavMenu vertical />
        </nav>
        <NavSettings stacked />
      </div>
    </>
  );
}
