import { useEffect, useRef } from 'react';

/** The open layers that Escape can close, the one opened last at the end. */
const openLayers: { close: () => void }[] = [];

function closeTopLayer(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  // A modal dialog over the page (the search) handles its own Escape.
  const target = event.target as Element | null;
  if (target?.closest?.('[aria-modal="true"]')) return;
  const top = openLayers.at(-1);
  if (!top) return;
  event.preventDefault();
  top.close();
}

/**
 * While `open`, Escape calls `close`. With a layer open inside another (the
 * language list in the phone menu), one press closes the one opened last
 * only, so focus can go back to its own button.
 */
export function useCloseOnEscape(open: boolean, close: () => void) {
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    if (!open) return;
    const layer = { close: () => latestClose.current() };
    openLayers.push(layer);
    if (openLayers.length === 1) {
      document.addEventListener('keydown', closeTopLayer);
    }
    return () => {
      openLayers.splice(openLayers.indexOf(layer), 1);
      if (openLayers.length === 0) {
        document.removeEventListener('keydown', closeTopLayer);
      }
    };
  }, [open]);
}
