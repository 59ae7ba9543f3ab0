import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './SearchUnavailable.module.css';

interface SearchUnavailableProps {
  onClose: () => void;
}

/**
 * Shown in place of the modal when its code or styles could not be
 * downloaded (the reader went offline after the page loaded): the spec's
 * error screen instead of a broken page. Opening search again retries.
 */
export function SearchUnavailable({ onClose }: SearchUnavailableProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => closeRef.current?.focus(), []);
  const t = useSiteI18n();
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a mouse-only shortcut; Escape and the button close it for everyone
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="search-unavailable-title"
        aria-describedby="search-unavailable-help"
      >
        <p id="search-unavailable-title" className={styles.title}>
          {t('searchModal.errorScreen.titleText')}
        </p>
        <p id="search-unavailable-help">
          {t('searchModal.errorScreen.helpText')}
        </p>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          onClick={onClose}
        >
          {t('searchUnavailableCloseText')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
