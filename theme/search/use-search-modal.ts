import { type ComponentType, useEffect, useState } from 'react';
import { loadSearchModal } from './load-search-modal';
import type { SearchModalProps } from './SearchModal';
import { SearchUnavailable } from './SearchUnavailable';

type ModalComponent = ComponentType<SearchModalProps>;

/**
 * The modal's component once its code has loaded, or null meanwhile.
 *
 * Loaded by hand rather than with `lazy` and `Suspense`: React holds back
 * content that resolves a suspended boundary for up to 300 ms, which the
 * reader would feel as a slow first search even with the code prefetched.
 * A failed download shows the error screen, and the next opening retries.
 */
export function useSearchModal(isOpen: boolean): ModalComponent | null {
  const [modal, setModal] = useState<ModalComponent | null>(null);
  useEffect(() => {
    if (!isOpen) {
      setModal((current: ModalComponent | null) =>
        current === SearchUnavailable ? null : current,
      );
      return;
    }
    if (modal) return;
    let wanted = true;
    loadSearchModal().then(
      (module) => {
        if (wanted) setModal(() => module.default);
      },
      (error: unknown) => {
        console.error(error);
        if (wanted) setModal(() => SearchUnavailable);
      },
    );
    return () => {
      wanted = false;
    };
  }, [isOpen, modal]);
  return modal;
}
