import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import { switchedOffClass } from '../../site/page-switches';
import { cachedLoad } from '../utils/cached-load';
import './image-zoom.css';
import { inRegion, REGION } from '../../site/regions';

/** Doc images, unless the page switched the zoom off (`imageZoom: false`, `?imageZoom=0`). */
const ZOOMABLE = `html:not(.${switchedOffClass('imageZoom')}) ${inRegion(REGION.article)} img`;

/** A scroll of more than 40 px closes the zoom. */
const SCROLL_OFFSET_PX = 40;

const loadZoomLibrary = cachedLoad<void, typeof import('medium-zoom')>(
  () => import('medium-zoom'),
);

const zoomableTarget = (event: Event) =>
  event.target instanceof HTMLImageElement && event.target.matches(ZOOMABLE)
    ? event.target
    : null;

/**
 * Clicking a doc image opens it in an overlay. The zoom library
 * is not part of the first load: pointing at a doc image starts its
 * download, the first click waits for it, and from then on the library
 * handles the page's images itself until the reader leaves the page.
 */
export function ImageZoom() {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page has new images.
  useEffect(() => {
    let zoom: Zoom | undefined;
    let left = false;

    const attach = async (image: HTMLImageElement) => {
      const { default: mediumZoom } = await loadZoomLibrary();
      if (left) return;
      zoom ??= mediumZoom(
        document.querySelectorAll<HTMLImageElement>(ZOOMABLE),
        {
          background: 'var(--site-c-bg)',
          scrollOffset: SCROLL_OFFSET_PX,
        },
      );
      return zoom.open({ target: image });
    };
    const onPointerOver = (event: PointerEvent) => {
      if (zoomableTarget(event)) loadZoomLibrary();
    };
    const onClick = (event: MouseEvent) => {
      const image = zoomableTarget(event);
      // Once attached, the library answers clicks on its images itself.
      if (!image || zoom) return;
      event.preventDefault();
      attach(image);
    };

    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('click', onClick);
    return () => {
      left = true;
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('click', onClick);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);

  return null;
}
