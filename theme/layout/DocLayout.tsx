import type { Header } from '@rspress/core';
import { useFrontmatter, useLocation, usePage } from '@rspress/core/runtime';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { REGION } from '../../site/regions';
import { MainContentTarget } from '../components/SkipLink';
import { DocFooter } from '../DocFooter/DocFooter';
import { MenuBar } from '../MenuBar/MenuBar';
import { Outline } from '../Outline/Outline';
import { useActiveAnchor } from '../Outline/use-active-anchor';
import { Sidebar } from '../Sidebar/Sidebar';
import { useCloseOnEscape } from '../utils/use-close-on-escape';
import { useCloseOnRouteChange } from '../utils/use-close-on-route-change';
import { useFocusTrap } from '../utils/use-focus-trap';
import { useOnMediaMatch } from '../utils/use-on-media-match';
import { useScrollLock } from '../utils/use-scroll-lock';
import { Article } from './ArticleContent';
import styles from './DocLayout.module.css';
import { useOutsidePress } from './use-outside-press';

const OUTLINE_LEVELS = new Set([2, 3, 4]);
/** Wider than this the sidebar is a column of the page, not a panel over it. */
const SIDEBAR_IN_COLUMN = '(width > 960px)';
/** From here on the outline is a column beside the article. */
const OUTLINE_IN_COLUMN = '(width >= 1280px)';

/**
 * A doc page: sidebar, article with its footer, outline; on
 * narrow screens the menu bar opens the sidebar and the outline. Overview
 * pages have no outline; front matter (and the query switches) can turn
 * each part off. An open sidebar or outline holds the keyboard (Tab goes
 * round its button and its links) until Escape, which gives focus back to
 * the button.
 */
export function DocLayout() {
  const { frontmatter } = useFrontmatter();
  const { page } = usePage();
  const { hash } = useLocation();
  const isOverview = frontmatter.overview === true;
  const showSidebar = frontmatter.sidebar !== false;
  const showOutline = !isOverview && frontmatter.outline !== false;
  const showFooter = frontmatter.footer !== false;

  const headers = useMemo<Header[]>(
    () => (page.toc ?? []).filter((header) => OUTLINE_LEVELS.has(header.depth)),
    [page.toc],
  );
  const { activeAnchorId, scrolledHeader } = useActiveAnchor(
    showOutline ? headers : [],
  );

  const sidebarId = useId();
  const outlineId = useId();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [outlineOpen, setOutlineOpen] = useState(false);
  const menuBarRef = useRef<HTMLDivElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  const outlineRef = useRef<HTMLElement>(null);
  const sidebarButtonRef = useRef<HTMLButtonElement>(null);
  const outlineButtonRef = useRef<HTMLButtonElement>(null);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const closeOutline = useCallback(() => setOutlineOpen(false), []);
  const closeBoth = useCallback(() => {
    setSidebarOpen(false);
    setOutlineOpen(false);
  }, []);
  const sidebarInside = useMemo(() => [menuBarRef, sidebarRef], []);
  const outlineInside = useMemo(() => [menuBarRef, outlineRef], []);

  useCloseOnRouteChange(closeBoth);
  useOutsidePress(sidebarOpen, sidebarInside, closeSidebar);
  useOutsidePress(outlineOpen, outlineInside, closeOutline);
  useScrollLock(sidebarOpen);
  useOnMediaMatch(SIDEBAR_IN_COLUMN, closeSidebar);
  useOnMediaMatch(OUTLINE_IN_COLUMN, closeOutline);
  useFocusTrap(sidebarOpen, sidebarButtonRef, sidebarRef);
  useFocusTrap(outlineOpen, outlineButtonRef, outlineRef);
  useCloseOnEscape(sidebarOpen, () => {
    closeSidebar();
    sidebarButtonRef.current?.focus();
  });
  useCloseOnEscape(outlineOpen, () => {
    closeOutline();
    outlineButtonRef.current?.focus();
  });
  // A jump to a heading from the dropdown closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the hash changes.
  useEffect(closeOutline, [hash]);

  return (
    <>
      <div ref={menuBarRef} className={styles.menuBarSlot}>
        {/* A page with neither (the blog's index) would get an empty bar. */}
        {(showSidebar || showOutline) && (
          <MenuBar
            sidebarId={showSidebar ? sidebarId : undefined}
            outlineId={showOutline ? outlineId : undefined}
            sidebarButtonRef={sidebarButtonRef}
            outlineButtonRef={outlineButtonRef}
            sidebarOpen={sidebarOpen}
            outlineOpen={outlineOpen}
            headers={headers}
            scrolledHeader={scrolledHeader}
            onSidebarToggle={() => setSidebarOpen((open) => !open)}
            onOutlineToggle={() => setOutlineOpen((open) => !open)}
          />
        )}
      </div>
      <div
        className={styles.columns}
        data-has-sidebar={showSidebar}
        data-has-outline={showOutline}
      >
        {showSidebar && (
          <aside
            ref={sidebarRef}
            id={sidebarId}
            className={styles.sidebar}
            data-region={REGION.sidebar}
            data-open={sidebarOpen}
          >
            <Sidebar />
          </aside>
        )}
        {sidebarOpen && <div className={styles.mask} aria-hidden="true" />}
        <main
          className={isOverview ? styles.overview : styles.main}
          data-region={REGION.main}
        >
          <MainContentTarget />
          <Article />
          {showFooter && !isOverview && <DocFooter />}
        </main>
        {showOutline && (
          <aside
            ref={outlineRef}
            id={outlineId}
            className={styles.outline}
            data-region={REGION.outline}
            data-open={outlineOpen}
          >
            <Outline headers={headers} activeId={activeAnchorId} />
          </aside>
        )}
      </div>
    </>
  );
}
