import { type ComponentType, useEffect, useState } from 'react';
import { loadSearchModal } from './load-search-modal';
import type { SearchModalProps } from './SearchModal';
import { SearchUnavailable } from './SearchUnavailable';

type ModalComponent = ComponentType<SearchModalProps>;

/**
 * The modal's component once its code and its texts in `lang` have loaded,
 * or null meanwhile (also after a switch to a language whose modal texts
 * have not loaded yet).
 *
 * Loaded by hand rather than with `lazy` and `Suspense`: React holds back
 * content that resolves a suspended boundary for up to 300 ms, which the
 * reader would feel as a slow first search even with the code prefetched.
 * A failed download shows the error screen, and the next opening retries.
 */
export function useSearchModal(
  isOpen: boolean,
  lang: string,
): ModalComponent | null {
  const [loaded, setLoaded] = useState<{
    lang: string;
    modal: ModalComponent;
  } | null>(null);
  const modal = loaded?.lang === lang ? loaded.modal : null;
  useEffect(() => {
    if (!isOpen) {
      setLoaded((current) =>
        current?.modal === SearchUnavailable ? null : current,
      );
      return;
    }
    if (modal) return;
    let wanted = true;
    loadSearchModal(lang).then(
      (module) => {
        if (wanted) setLoaded({ lang, modal: module.default });
      },
      (error: unknown) => {
        console.error(error);
        if (wanted) setLoaded({ lang, modal: SearchUnavailable });
      },
    );
    return () => {
      wanted = false;
    };
  }, [isOpen, modal, lang]);
  return modal;
}
