import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the server render and while React hydrates the served page, true
 * from the render after (and at once in a page rendered in the browser):
 * for controls that do nothing without the page's script, so the served
 * HTML need not carry them.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
