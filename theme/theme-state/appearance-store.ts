import { useSyncExternalStore } from 'react';
import { RSPRESS_THEME } from '../../rspress-adapter/browser';

/** The reader's choice: a theme, or 'auto' to follow the system. */
export type Appearance = 'light' | 'dark' | 'auto';

/** Tells the other users of the choice in this window about a new one. */
const SAME_WINDOW_EVENT = 'site:theme-appearance';

export const isAppearance = (value: unknown): value is Appearance =>
  value === 'light' || value === 'dark' || value === 'auto';

function readStored(): Appearance | null {
  try {
    const value = localStorage.getItem(RSPRESS_THEME.storageKey);
    return isAppearance(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Stores the choice under the key Rspress's inline head script reads, so the
 * next page load starts in it: 'auto' there follows the system too.
 */
export function storeAppearance(choice: Appearance): void {
  try {
    localStorage.setItem(RSPRESS_THEME.storageKey, choice);
  } catch {
    // Storage refused: the choice holds for this page only.
    memory = choice;
  }
  window.dispatchEvent(new Event(SAME_WINDOW_EVENT));
}

/** The choice of a page whose storage refuses writes. */
let memory: Appearance | null = null;

function subscribe(onChange: () => void) {
  const fromOtherWindow = (event: StorageEvent) => {
    if (event.key === RSPRESS_THEME.storageKey) onChange();
  };
  window.addEventListener('storage', fromOtherWindow);
  window.addEventListener(SAME_WINDOW_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', fromOtherWindow);
    window.removeEventListener(SAME_WINDOW_EVENT, onChange);
  };
}

/**
 * The stored choice, or null when there is none. The server and the
 * hydrating render see null, so the markup matches; the stored choice
 * follows right after.
 */
export function useStoredAppearance(): Appearance | null {
  return useSyncExternalStore(
    subscribe,
    () => memory ?? readStored(),
    () => null,
  );
}
