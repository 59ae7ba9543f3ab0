import { useLocation, usePage } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/**
 * After a page opens (first load or client navigation) with a `#fragment`,
 * brings that heading into view below the sticky navbar: the browser's own
 * jump happens before client-rendered content exists. The document's
 * `scroll-padding-top` keeps the heading clear of the navbar.
 *
 * On a client navigation the address changes first and the new page's
 * content follows with its page data (its code may still be downloading):
 * the heading is looked for again when the page data arrives.
 */
export function useScrollToHash() {
  const location = useLocation();
  const { page } = usePage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page's content arrives.
  useLayoutEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    document.getElementById(id)?.scrollIntoView({ behavior: 'instant' });
  }, [location, page]);
}
