import { useCallback, useId, useState } from 'react';
import iconButton from '../components/IconButton.module.css';
import { useCloseOnRouteChange } from '../utils/use-close-on-route-change';
import { useOnMediaMatch } from '../utils/use-on-media-match';
import { useScrollLock } from '../utils/use-scroll-lock';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './NavBar.module.css';
import { NavMenu } from './NavMenu';
import { NavSettings } from './NavSettings';

/** SPEC 9: the mobile breakpoint; from here on the navbar shows its menu. */
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
 * section links and the settings (SPEC 2.3). It closes on a route change and
 * when the window becomes 768 px wide; the page behind it does not scroll.
 */
export function MobileMenu() {
  const t = useSiteI18n();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useCloseOnRouteChange(close);
  useOnMediaMatch(WIDE_ENOUGH, close);
  useScrollLock(open);

  return (
    <>
      <span className={styles.hamburger}>
        <button
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
        id={panelId}
        className={styles.mobileMenu}
        data-region="mobile-menu"
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
