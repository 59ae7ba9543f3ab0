import {
  type FocusEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useCloseOnEscape } from '../utils/use-close-on-escape';

/** Pointer leaving a hover-opened panel closes it after this delay, so crossing the gap to the panel does not. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * A button that shows and hides a panel next to it (the disclosure pattern).
 * The button toggles the panel; Escape closes it and gives focus back to the
 * button; so do a pointer press outside and focus moving out, without taking
 * focus. With `hover`, a pointer resting on it opens it too; the click that
 * follows such a hover confirms the panel rather than closing it.
 */
export function useDisclosure({ hover = false }: { hover?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedByHover = useRef(false);
  const panelId = useId();

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) {
      openedByHover.current = false;
      return;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useCloseOnEscape(open, () => {
    setOpen(false);
    triggerRef.current?.focus();
  });

  useEffect(() => cancelClose, [cancelClose]);

  const hoverProps = hover
    ? {
        onMouseEnter: () => {
          cancelClose();
          if (!open) openedByHover.current = true;
          setOpen(true);
        },
        onMouseLeave: () => {
          cancelClose();
          closeTimer.current = setTimeout(
            () => setOpen(false),
            HOVER_CLOSE_DELAY_MS,
          );
        },
      }
    : {};

  return {
    open,
    close: () => setOpen(false),
    panelId,
    rootProps: {
      ref: rootRef,
      onBlur: (event: FocusEvent) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node)) {
          setOpen(false);
        }
      },
      ...hoverProps,
    },
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => {
        if (openedByHover.current) {
          openedByHover.current = false;
          setOpen(true);
        } else {
          setOpen((value) => !value);
        }
      },
    },
  };
}
