import { useEffect } from 'react';

/**
 * While `locked`, the page behind an open full-screen panel does not scroll
 * (the mobile sidebar and menu lock page scrolling while open). The scrollbar's width is
 * kept as padding so nothing moves sideways on desktop-width windows.
 */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const previous = {
      overflow: root.style.overflow,
      paddingRight: root.style.paddingRight,
    };
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    return () => {
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
    };
  }, [locked]);
}
