import { type RefObject, useEffect, useState } from 'react';

interface SearchHotkeys {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /**
   * A character for the query: a letter or digit typed on the focused search
   * button, or any character typed while the opened modal is still loading.
   * `null` stands for Backspace during loading.
   */
  onQueryKey: (character: string | null) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/** The modal's own input exists once its code has loaded and rendered. */
const isModalMounted = () =>
  document.querySelector('.DocSearch-Input') !== null;

const hasCommandModifier = (event: KeyboardEvent) =>
  event.ctrlKey || event.metaKey || event.altKey;

/**
 * The search shortcuts: Ctrl/Cmd+K toggles the modal, '/' opens it unless a
 * text field has focus, Escape closes it. Only this listener and the button
 * are on the page before the first search. Returns whether the shortcuts
 * are live (they are not until the page's script has taken over).
 */
export function useSearchHotkeys({
  isOpen,
  onOpen,
  onClose,
  onQueryKey,
  buttonRef,
}: SearchHotkeys): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const toggles =
        event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isTextField(event.target);
      const closes = event.key === 'Escape' && isOpen;
      if (toggles || slash || closes) {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
        return;
      }
      if (hasCommandModifier(event)) return;
      if (!isOpen) {
        if (
          /^[a-z0-9]$/i.test(event.key) &&
          buttonRef.current === document.activeElement
        ) {
          event.preventDefault();
          onQueryKey(event.key);
        }
        return;
      }
      // The reader asked for search and keeps typing while the modal's code
      // is still on its way (a slow network, a busy device): keep those keys
      // for the query instead of dropping them.
      const focus = document.activeElement;
      const awaitingModal =
        !isModalMounted() &&
        (focus === buttonRef.current || focus === document.body);
      if (!awaitingModal) return;
      if (event.key.length === 1) {
        event.preventDefault();
        onQueryKey(event.key);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        onQueryKey(null);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    setLive(true);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onQueryKey, buttonRef]);
  return live;
}
