import { PageContext, useLocation } from '@rspress/core/runtime';
import { type ReactNode, useContext, useEffect, useMemo } from 'react';
import { IMAGE_ZOOM_OFF_CLASS } from '../../site/image-zoom';
import { QuerySwitches } from '../query-switches/QuerySwitches';
import { disabledExtras } from './extras';

/** The links the RSS plugin writes; hreflang alternates have no type. */
const FEED_LINK_SELECTOR =
  'link[rel="alternate"][type="application/rss+xml"], link[rel="alternate"][type="application/atom+xml"]';

/**
 * The theme's root, around the layout and the plugins' global components
 * (the image zoom, the feed links in <head>), applying the page's opt-outs
 * and the address's query switches to them: the feed links read the page data given here, and the image zoom
 * skips the images while <html> carries the off class.
 */
export function PageExtrasRoot({ children }: { children: ReactNode }) {
  const pageContext = useContext(PageContext);
  const { search } = useLocation();
  const off = disabledExtras(pageContext.data?.frontmatter, search);
  const imageZoomOff = off.includes('imageZoom');
  const feedLinksOff = off.includes('feedLinks');

  // Runs before the zoom collects the page's images (100 ms after a route change).
  useEffect(() => {
    document.documentElement.classList.toggle(
      IMAGE_ZOOM_OFF_CLASS,
      imageZoomOff,
    );
  }, [imageZoomOff]);

  // The served page was rendered without the query: its feed links are in
  // the static <head>, which the head manager leaves alone.
  useEffect(() => {
    if (!feedLinksOff) return;
    for (const link of document.head.querySelectorAll(FEED_LINK_SELECTOR)) {
      link.remove();
    }
  }, [feedLinksOff]);

  const value = useMemo(() => {
    if (!feedLinksOff || !pageContext.data) return pageContext;
    return { ...pageContext, data: { ...pageContext.data, feeds: [] } };
  }, [pageContext, feedLinksOff]);

  return (
    <PageContext.Provider value={value}>
      <QuerySwitches>{children}</QuerySwitches>
    </PageContext.Provider>
  );
}
