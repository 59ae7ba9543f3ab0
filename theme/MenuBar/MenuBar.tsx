import type { Header } from '@rspress/core';
import type { RefObject } from 'react';
import { REGION } from '../../site/regions';
import { ChevronRight } from '../icons/ChevronRight';
import { InlineMarkdown } from '../utils/InlineMarkdown';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './MenuBar.module.css';

interface MenuBarProps {
  sidebarId: string | undefined;
  outlineId: string | undefined;
  sidebarButtonRef: RefObject<HTMLButtonElement | null>;
  outlineButtonRef: RefObject<HTMLButtonElement | null>;
  sidebarOpen: boolean;
  outlineOpen: boolean;
  headers: Header[];
  scrolledHeader: Header | undefined;
  onSidebarToggle: () => void;
  onOutlineToggle: () => void;
}

/**
 * The bar under the navbar on narrow screens (46 px tall, at 960 px or
 * less, and below 1280 px with an outline): one button opens the sidebar,
 * the other the outline dropdown, named after the heading scrolled past.
 * Where the sidebar is a column of the page (above 960 px) its button has
 * nothing to open and is not shown.
 */
export function MenuBar({
  sidebarId,
  outlineId,
  sidebarButtonRef,
  outlineButtonRef,
  sidebarOpen,
  outlineOpen,
  headers,
  scrolledHeader,
  onSidebarToggle,
  onOutlineToggle,
}: MenuBarProps) {
  const t = useSiteI18n();
  return (
    <div
      className={styles.bar}
      data-region={REGION.menuBar}
      data-has-outline={outlineId !== undefined && headers.length > 0}
    >
      {sidebarId ? (
        <button
          ref={sidebarButtonRef}
          type="button"
          className={`${styles.button} ${styles.sidebarButton}`}
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={onSidebarToggle}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path
              d="M2 4h12M2 8h12M2 12h12"
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </svg>
          {t('sidebarMenuText')}
        </button>
      ) : (
        <span />
      )}
      {outlineId && (
        <button
          ref={outlineButtonRef}
          type="button"
          className={`${styles.button} ${styles.outlineButton}`}
          aria-expanded={outlineOpen}
          aria-controls={outlineId}
          disabled={headers.length === 0}
          onClick={onOutlineToggle}
          data-outline-toggle=""
        >
          <span className={styles.outlineText}>
            {scrolledHeader ? (
              <InlineMarkdown text={scrolledHeader.text} />
            ) : (
              t('outlineTitle')
            )}
          </span>
          <ChevronRight className={styles.arrow} />
        </button>
      )}
    </div>
  );
}
