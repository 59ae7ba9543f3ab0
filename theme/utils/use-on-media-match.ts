import { useEffect } from 'react';

/** Calls `onMatch` whenever the media query starts to match. */
export function useOnMediaMatch(query: string, onMatch: () => void) {
  useEffect(() => {
    const media = window.matchMedia(query);
    const listener = (event: MediaQueryListEvent) => {
      if (event.matches) onMatch();
    };
    media.addEventListener('change', listener);
    return () => media.removeEventListener('change', listener);
  }, [query, onMatch]);
}
