import { useCallback, useSyncExternalStore } from 'react';

/** Kept where Rspress's tabs kept it, so readers' earlier choices still apply. */
const storageKey = (groupId: string) => `rspress.tabs.${groupId}`;
const CHANGED = 'site:tab-choice';

/** Choices made while storage refuses writes, for this page's life. */
const unsaved = new Map<string, number>();

function read(groupId: string): number {
  const kept = unsaved.get(groupId);
  if (kept !== undefined) return kept;
  try {
    return Number(localStorage.getItem(storageKey(groupId))) || 0;
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void) {
  // Other windows report through `storage`, this one through its own event.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/**
 * The tab a group of tabs shows: one choice per group id for every
 * group on the page, remembered across reloads and shared with other
 * windows. The served HTML shows the first tab; a stored choice applies
 * right after hydration.
 */
export function useTabChoice(
  groupId: string,
): [number, (index: number) => void] {
  const index = useSyncExternalStore(
    subscribe,
    () => read(groupId),
    () => 0,
  );
  const choose = useCallback(
    (next: number) => {
      try {
        localStorage.setItem(storageKey(groupId), String(next));
        unsaved.delete(groupId);
      } catch {
        unsaved.set(groupId, next);
      }
      window.dispatchEvent(new Event(CHANGED));
    },
    [groupId],
  );
  return [index, choose];
}
