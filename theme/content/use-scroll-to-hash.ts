import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/**
 * After a page opens (first load or client navigation) with a `#fragment`,
 * brings that heading into view below the sticky navbar: the browser's own
 * jump happens before client-rendered content exists. The document's
 * `scroll-padding-top` keeps the heading clear of the navbar.
 */
export function useScrollToHash() {
  const location = useLocation();
  useLayoutEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    document.getElementById(id)?.scrollIntoView({ behavior: 'instant' });
  }, [location]);
}
