import type { Header } from '@rspress/core';
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { throttle } from '../utils/throttle';

/** The outline follows the scroll position at most every 100 ms. */
const OUTLINE_SCROLL_THROTTLE_MS = 100;

const pixelsOf = (style: CSSStyleDeclaration, property: string) => {
  const pixels = Number.parseFloat(style.getPropertyValue(property));
  return Number.isNaN(pixels) ? 0 : pixels;
};

/**
 * Where the sticky bars end now (layout-vars.css): the navbar's room
 * (none while it is hidden) and the menu bar's. Not the scroll padding,
 * which keeps the hidden navbar's room for jumps up the page.
 */
function coveredTop() {
  const style = getComputedStyle(document.documentElement);
  return (
    pixelsOf(style, '--site-sticky-top') +
    pixelsOf(style, '--site-menu-bar-height')
  );
}

/**
 * Which heading the outline marks as active, and which heading the reader
 * has scrolled past last (the narrow-screen outline button shows its text).
 * Same rule as Rspress's own hook, which the theme's outline and outline
 * button call through the theme; Rspress measures every heading on every
 * scroll event, this one at most every 100 ms.
 */
export function useActiveAnchor(headers: Header[]) {
  const [activeAnchorId, setActiveAnchorId] = useState<string>();
  const [scrolledHeader, setScrolledHeader] = useState<Header>();
  const { hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a hash change moves the page without a scroll event.
  useEffect(() => {
    const measure = () => {
      // A heading just under the navbar counts as on screen, not scrolled past.
      const topEdge = coveredTop() - 5;
      const tops = headers.map((header) => ({
        header,
        top:
          document.getElementById(header.id)?.getBoundingClientRect().top ??
          Number.POSITIVE_INFINITY,
      }));
      const scrolledPast = tops.filter(({ top }) => top < topEdge);
      const onScreen = tops.find(
        ({ top }) => top >= topEdge && top <= window.innerHeight,
      );
      const lastScrolledPast = scrolledPast.at(-1)?.header;
      setActiveAnchorId(onScreen?.header.id ?? lastScrolledPast?.id);
      setScrolledHeader(lastScrolledPast);
    };
    const onScroll = throttle(measure, OUTLINE_SCROLL_THROTTLE_MS);
    // First in the next frame, where the browser lays the page out anyway:
    // measuring at once, while the page hydrates, would force that layout
    // inside the hydration's long task.
    const firstFrame = requestAnimationFrame(measure);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(firstFrame);
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [headers, hash]);

  return { scrolledHeader, activeAnchorId };
}
