import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The controls of a panel Tab stops at, in order: shown ones only, and of a
 * group of radio buttons the checked one (arrow keys move within it).
 */
function tabStops(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(
        element instanceof HTMLInputElement &&
        element.type === 'radio' &&
        !element.checked
      ) &&
      element.checkVisibility({ visibilityProperty: true }),
  );
}

/**
 * While `active`, Tab and Shift+Tab go round the button that opened a panel
 * and the panel's controls, and never reach the page the panel covers. Focus
 * somewhere else (a dialog opened over the panel) is left alone.
 */
export function useFocusTrap(
  active: boolean,
  opener: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const button = opener.current;
      const box = panel.current;
      if (!button || !box) return;
      const focused = document.activeElement;
      const ours =
        focused === button ||
        box.contains(focused) ||
        focused === document.body ||
        focused === null;
      if (!ours) return;
      const stops = [button, ...tabStops(box)];
      const at = stops.indexOf(focused as HTMLElement);
      const step = event.shiftKey ? -1 : 1;
      const next =
        at === -1
          ? event.shiftKey
            ? stops.length - 1
            : 0
          : (at + step + stops.length) % stops.length;
      event.preventDefault();
      stops[next].focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, opener, panel]);
}
