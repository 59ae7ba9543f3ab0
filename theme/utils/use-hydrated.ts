import { useEffect, useState } from 'react';

/** Set once the served page has been hydrated (see HydrationMark). */
let pageHydrated = false;

/**
 * Marks the end of hydrating the served page: `<html data-hydrated>`, which
 * is what tests and benchmarks wait for before acting as a reader would
 * (scripts/lib/hydrated.mjs), and the flag useHydrated reads. Rendered last
 * in the page's layout, inside the boundary of a lazily loaded layout, so
 * its effect runs once everything before it has hydrated.
 */
export function HydrationMark() {
  useEffect(() => {
    pageHydrated = true;
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * False in the server render and while the served page hydrates, true from
 * the render after (and at once in a page rendered in the browser, after
 * a client-side navigation): for controls that do nothing without the
 * page's script, so the served HTML need not carry them. A state, not an
 * external store: Preact has no server snapshot to hydrate with.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}
