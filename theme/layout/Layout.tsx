import {
  Content,
  useFrontmatter,
  useLocation,
  usePage,
} from '@rspress/core/runtime';
import { DocContent } from '@rspress/core/theme-original';
import { useLayoutEffect } from 'react';
import { HomeLayout } from '../components/HomeLayout';
import { NotFound } from '../components/NotFound';
import { ScrollToTop } from '../components/ScrollToTop';
import { SkipLink } from '../components/SkipLink';
import { NavBar } from '../NavBar/NavBar';
import { useHideNavbar } from '../navbar/useHideNavbar';
import { DocLayout } from './DocLayout';
import { PageHead } from './PageHead';
import './layout-vars.css';

/** A new page starts at its top, unless the address points at a heading. */
function useScrollReset() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page.
  useLayoutEffect(() => {
    if (window.location.hash === '') window.scrollTo(0, 0);
  }, [pathname]);
}

function PageBody({ pageType }: { pageType: string }) {
  switch (pageType) {
    case 'home':
      return <HomeLayout />;
    case '404':
      return <NotFound />;
    case 'custom':
    case 'blank':
      return <Content />;
    default:
      return <DocLayout />;
  }
}

/**
 * Every page: skip link, navbar, the layout of the page's type (SPEC 2.2),
 * the back-to-top button. The Markdown copies of the pages (llms.txt,
 * "Copy Markdown") are rendered from the article alone.
 */
export function Layout() {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  useScrollReset();
  useHideNavbar();

  if (import.meta.env.SSG_MD) {
    return page.pageType === 'doc' ? (
      <DocContent components={undefined} />
    ) : (
      <Content />
    );
  }
  const showNavbar = page.pageType !== 'blank' && frontmatter.navbar !== false;
  return (
    <>
      <PageHead />
      <SkipLink />
      {showNavbar && <NavBar />}
      <PageBody pageType={page.pageType} />
      <ScrollToTop />
    </>
  );
}
