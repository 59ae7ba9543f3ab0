import { type RefObject, useEffect } from 'react';

interface SearchHotkeys {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus: it starts the query. */
  onTypeOnButton: (character: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/**
 * SPEC 2.5 shortcuts: Ctrl/Cmd+K toggles the modal, '/' opens it unless a
 * text field has focus, Escape closes it. Only this listener and the button
 * are on the page before the first search.
 */
export function useSearchHotkeys({
  isOpen,
  onOpen,
  onClose,
  onTypeOnButton,
  buttonRef,
}: SearchHotkeys) {
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
      const plainCharacter =
        /^[a-z0-9]$/i.test(event.key) &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey;
      if (
        !isOpen &&
        plainCharacter &&
        buttonRef.current === document.activeElement
      ) {
        event.preventDefault();
        onTypeOnButton(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onTypeOnButton, buttonRef]);
}
