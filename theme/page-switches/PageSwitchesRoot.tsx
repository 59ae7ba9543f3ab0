import { PageContext, useLocation } from '@rspress/core/runtime';
import {
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import {
  PAGE_SWITCHES,
  type PageSwitch,
  switchedOffByFrontmatter,
  switchedOffByQuery,
  switchedOffClass,
} from '../../site/page-switches';
import './page-switches.css';

/** The links the RSS plugin writes; hreflang alternates have no type. */
const FEED_LINK_SELECTOR =
  'link[rel="alternate"][type="application/rss+xml"], link[rel="alternate"][type="application/atom+xml"]';

const neverChanges = () => () => {};

/**
 * The query switches of the address, as a stable string. The served HTML
 * was rendered without a query, so hydration sees none ('' on the server);
 * an address with switches then renders once more, one without does not.
 * The router re-renders this component on every navigation, which reads the
 * address again.
 */
function useQuerySwitches(): PageSwitch[] {
  useLocation();
  const key = useSyncExternalStore(
    neverChanges,
    // The Markdown copies are rendered by a client-side reconciler in Node,
    // which asks this function, not the server one.
    () =>
      typeof window === 'undefined'
        ? ''
        : switchedOffByQuery(window.location.search).join(),
    () => '',
  );
  return useMemo(() => (key ? (key.split(',') as PageSwitch[]) : []), [key]);
}

/**
 * The theme's root, around the layout and the plugins' global components
 * (image zoom, feed links in <head>). It applies the page's switches
 * (site/page-switches.ts) to all of them in one place: the layout reads the
 * front matter flags set here, the feed links read the page's feeds, the
 * image zoom and the first paint follow the classes on <html>. Switches
 * belong to the address: a client-side navigation to a link without them
 * shows every part again.
 */
export function PageSwitchesRoot({ children }: { children: ReactNode }) {
  const pageContext = useContext(PageContext);
  const byQuery = useQuerySwitches();
  const frontmatter = pageContext.data?.frontmatter;
  const off = useMemo(
    () => [...new Set([...switchedOffByFrontmatter(frontmatter), ...byQuery])],
    [frontmatter, byQuery],
  );

  // Runs before the zoom collects the page's images (100 ms after a route change).
  useEffect(() => {
    const root = document.documentElement.classList;
    for (const name of PAGE_SWITCHES) {
      root.toggle(switchedOffClass(name), off.includes(name));
    }
  }, [off]);

  const feedLinksOff = off.includes('feedLinks');
  // The served page was rendered without the query: its feed links are in
  // the static <head>, which the head manager leaves alone.
  useEffect(() => {
    if (!feedLinksOff) return;
    for (const link of document.head.querySelectorAll(FEED_LINK_SELECTOR)) {
      link.remove();
    }
  }, [feedLinksOff]);

  const value = useMemo(() => {
    if (byQuery.length === 0 && !feedLinksOff) return pageContext;
    if (!pageContext.data) return pageContext;
    const flags = Object.fromEntries(byQuery.map((name) => [name, false]));
    return {
      ...pageContext,
      data: {
        ...pageContext.data,
        frontmatter: { ...pageContext.data.frontmatter, ...flags },
        feeds: feedLinksOff ? [] : pageContext.data.feeds,
      },
    };
  }, [pageContext, byQuery, feedLinksOff]);

  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}
