import { useLocation } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';

/** Calls `close` when the reader moves to another page (not on first render). */
export function useCloseOnRouteChange(close: () => void) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    latestClose.current();
  }, [pathname]);
}
