import { PageContext, useLocation } from '@rspress/core/runtime';
import {
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { hiddenPartClass, QUERY_SWITCHES } from '../../site/query-switches';
import { hiddenParts, withHiddenParts } from './switches';
import './query-switches.css';

/**
 * Applies the query switches of the current address to the layout below it,
 * by turning off the matching frontmatter flags Rspress's layout reads.
 * The switches belong to the address: a client-side navigation to a link
 * without them shows every part again (SPEC 2.1 does not carry them over).
 */
export function QuerySwitches({ children }: { children: ReactNode }) {
  const pageContext = useContext(PageContext);
  const { search } = useLocation();
  // The static HTML was rendered without a query; hydration must match it,
  // so the switches apply from the first client render after mounting.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const parts = useMemo(
    () => (mounted ? hiddenParts(search) : []),
    [mounted, search],
  );

  useEffect(() => {
    if (!mounted) return;
    const root = document.documentElement.classList;
    for (const part of QUERY_SWITCHES) {
      root.toggle(hiddenPartClass(part), parts.includes(part));
    }
  }, [mounted, parts]);

  const value = useMemo(() => {
    if (parts.length === 0 || !pageContext.data) return pageContext;
    const frontmatter = withHiddenParts(pageContext.data.frontmatter, parts);
    return { ...pageContext, data: { ...pageContext.data, frontmatter } };
  }, [pageContext, parts]);

  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}
