import {
  Content,
  useFrontmatter,
  useLocation,
  usePage,
} from '@rspress/core/runtime';
import { type ComponentType, lazy, Suspense, useLayoutEffect } from 'react';
import { ScrollToTop } from '../components/ScrollToTop';
import { SkipLink } from '../components/SkipLink';
import { MarkdownCopyLinks } from '../content/AgentsNote';
import { ImageZoom } from '../image-zoom/ImageZoom';
import { LanguageHint } from '../language-hint/LanguageHint';
import { NavBar } from '../NavBar/NavBar';
import { useHideNavbar } from '../navbar-hiding/useHideNavbar';
import { ArticleContent } from './ArticleContent';
import { DocLayout } from './DocLayout';
import { PageHead } from './PageHead';
import './layout-vars.css';

// The home page and the 404 page are one page each, so their code is a chunk
// of its own, not part of every doc page's first visit. The static build waits
// for it; on a first visit React keeps the served HTML until the chunk has
// arrived, then hydrates it. The chunk names are site/page-kind-chunks.ts's,
// for the build to preload. The Markdown copies are rendered by a reconciler
// that does not wait for lazy components: that build (a constant, so the
// other builds drop the branch) takes the home page's code directly.
const HomeLayout: ComponentType = import.meta.env.SSG_MD
  ? require('../components/HomeLayout').HomeLayout
  : lazy(() =>
      import(
        /* webpackChunkName: "page-kind-home" */ '../components/HomeLayout'
      ).then((m) => ({ default: m.HomeLayout })),
    );
const NotFound = lazy(() =>
  import(
    /* webpackChunkName: "page-kind-not-found" */ '../components/NotFound'
  ).then((m) => ({ default: m.NotFound })),
);

/** A new page starts at its top, unless the address points at a heading. */
function useScrollReset() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page.
  useLayoutEffect(() => {
    if (window.location.hash === '') window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * The layout of the page's type (home, doc, overview, 404, blank). For the Markdown copies of the
 * pages (llms.txt, "Copy Markdown") a doc page is its content alone.
 */
function PageBody({
  pageType,
  markdown = false,
}: {
  pageType: string;
  markdown?: boolean;
}) {
  switch (pageType) {
    case 'home':
      return (
        <Suspense>
          <HomeLayout />
        </Suspense>
      );
    case '404':
      return (
        <Suspense>
          <NotFound />
        </Suspense>
      );
    case 'custom':
    case 'blank':
      return <Content />;
    default:
      return markdown ? <ArticleContent /> : <DocLayout />;
  }
}

/**
 * Every page: skip link, navbar, the hint to the page in the reader's
 * language, the layout of the page's type, the back-to-top
 * button and the image zoom.
 */
export function Layout() {
  // A build-time constant: each build renders one of the two, always.
  return import.meta.env.SSG_MD ? <MarkdownLayout /> : <SiteLayout />;
}

/**
 * The Markdown copies of the pages (llms.txt, "Copy Markdown") are rendered
 * in Node by a reconciler that runs layout effects: nothing here may touch
 * the browser.
 */
function MarkdownLayout() {
  const { page } = usePage();
  return <PageBody pageType={page.pageType} markdown />;
}

function SiteLayout() {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  useScrollReset();
  useHideNavbar();
  const showNavbar = page.pageType !== 'blank' && frontmatter.navbar !== false;
  return (
    <>
      <PageHead />
      {import.meta.env.ENABLE_LLMS_UI && <MarkdownCopyLinks />}
      <SkipLink />
      {showNavbar && <NavBar />}
      {/* A page of its own: the address it offers is worked out afresh. */}
      <LanguageHint key={page.routePath} />
      <PageBody pageType={page.pageType} />
      <ScrollToTop />
      <ImageZoom />
    </>
  );
}
