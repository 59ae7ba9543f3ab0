import { useLang } from '@rspress/core/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_LANG, isSiteLang } from '../../site/languages';
import type { SearchLang } from '../../site/search-record';
import { useSiteI18n } from '../utils/use-site-i18n';
import { loadSearchModal } from './load-search-modal';
import { MAX_QUERY_LENGTH } from './query-limit';
import styles from './SearchButton.module.css';
import { searchProvider } from './search-settings';
import { useSearchHotkeys } from './use-search-hotkeys';
import { useSearchModal } from './use-search-modal';

/**
 * Starts downloading the modal's code and, for the embedded index of a built
 * site, starting the engine (its script, the index's entry and metadata, the
 * WASM) together. A prefetch that fails (offline) is retried on use.
 */
function prefetchSearch(lang: SearchLang) {
  if (!searchProvider && process.env.NODE_ENV === 'production') {
    // The engine's chain (its loader, then its script, entry, metadata and
    // WASM, one after the other) is the longer one, so it is asked for
    // first: its half-kilobyte loader is not queued behind the modal's code.
    // A chunk of its own, shared with the modal: the script every page
    // loads does not carry the engine's loader.
    import('./load-pagefind')
      .then(({ pagefindEngineOf }) => pagefindEngineOf(lang).start())
      .catch(() => {});
  }
  loadSearchModal(lang).catch(() => {});
}

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth="1.8"
      />
    </svg>
  );
}

/**
 * The navbar's search button and the site-wide shortcuts that open the
 * search modal. The modal itself is loaded on first use.
 */
export function SearchButton() {
  const pageLang = useLang();
  const lang: SearchLang = isSiteLang(pageLang) ? pageLang : DEFAULT_LANG;
  const label = useSiteI18n()('searchDocsText');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  // The shortcut hint names the key of the reader's platform; the server
  // renders the common one.
  const [modifierKey, setModifierKey] = useState('Ctrl');

  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setModifierKey('⌘');
  }, []);

  // Where focus was when the modal opened: it goes back there on close, as
  // the modal takes it for its input.
  const focusBeforeOpen = useRef<HTMLElement | null>(null);
  const rememberFocus = useCallback(() => {
    if (focusBeforeOpen.current) return;
    const focused = document.activeElement;
    focusBeforeOpen.current =
      focused instanceof HTMLElement && focused !== document.body
        ? focused
        : null;
  }, []);
  useEffect(() => {
    if (isOpen) return;
    const target = focusBeforeOpen.current;
    focusBeforeOpen.current = null;
    if (target?.isConnected) target.focus();
  }, [isOpen]);

  const onOpen = useCallback(() => {
    rememberFocus();
    prefetchSearch(lang);
    setInitialQuery(undefined);
    setIsOpen(true);
  }, [lang, rememberFocus]);
  const SearchModal = useSearchModal(isOpen, lang);
  const onClose = useCallback(() => setIsOpen(false), []);
  // The first key typed on the button opens the modal; keys typed until the
  // modal has loaded extend (or, for Backspace, shorten) its starting query.
  const onQueryKey = useCallback(
    (character: string | null) => {
      rememberFocus();
      prefetchSearch(lang);
      setInitialQuery((query = '') =>
        character === null
          ? query.slice(0, -1)
          : (query + character).slice(0, MAX_QUERY_LENGTH),
      );
      setIsOpen(true);
    },
    [lang, rememberFocus],
  );

  const shortcutsLive = useSearchHotkeys({
    isOpen,
    onOpen,
    onClose,
    onQueryKey,
    buttonRef,
  });
  const modifierName = modifierKey === '⌘' ? 'Meta' : 'Control';

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        // Announced to assistive technology once the shortcuts work.
        aria-keyshortcuts={shortcutsLive ? `${modifierName}+K /` : undefined}
        onClick={onOpen}
        onPointerEnter={() => prefetchSearch(lang)}
        onFocus={() => prefetchSearch(lang)}
      >
        <SearchIcon />
        {/* The visible text is the button's name: a separate aria-label would
            differ from what is seen, as the shortcut hint is seen too. */}
        <span className={styles.text}>{label}</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{modifierKey}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {isOpen && SearchModal && (
        <SearchModal
          lang={lang}
          initialQuery={initialQuery}
          onClose={onClose}
        />
      )}
    </>
  );
}
