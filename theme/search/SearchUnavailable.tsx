import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { SearchLang } from '../../site/search-record';
import { SEARCH_ERROR_TEXTS } from './error-texts';
import styles from './SearchUnavailable.module.css';

interface SearchUnavailableProps {
  lang: SearchLang;
  onClose: () => void;
}

const CLOSE_TEXT = { en: 'Close', zh: '关闭' } as const;

/**
 * Shown in place of the modal when its code or styles could not be
 * downloaded (the reader went offline after the page loaded): the spec's
 * error screen instead of a broken page. Opening search again retries.
 */
export function SearchUnavailable({ lang, onClose }: SearchUnavailableProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => closeRef.current?.focus(), []);
  const texts = SEARCH_ERROR_TEXTS[lang];
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
          {texts.titleText}
        </p>
        <p id="search-unavailable-help">{texts.helpText}</p>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          onClick={onClose}
        >
          {CLOSE_TEXT[lang]}
        </button>
      </div>
    </div>,
    document.body,
  );
}
