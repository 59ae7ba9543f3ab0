import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { HomeLayout } from './components/HomeLayout';
import { NotFound } from './components/NotFound';
import { RstackMenu } from './components/RstackMenu';
import { ScrollToTop } from './components/ScrollToTop';
import { ThemeToggle } from './components/ThemeToggle';
import { useHideNavbar } from './navbar/useHideNavbar';
import { CloseOutlineOnRouteChange } from './outline/CloseOutlineOnRouteChange';
import { useActiveAnchor } from './outline/useActiveAnchor';
import { PageExtrasRoot } from './page-extras/PageExtrasRoot';
import { QuerySwitches } from './query-switches/QuerySwitches';
// Rspress' built-in search panel listens to Enter on the whole document, even
// while closed, and throws; the site's own search button and modal take its slot.
import { SearchButton } from './search/SearchButton';
import './index.css';
import './layout-sizes.css';
import './sidebar-groups.css';

function Layout() {
  useHideNavbar();
  return (
    <QuerySwitches>
      <BaseLayout
        beforeNavTitle={<RstackMenu />}
        HomeLayout={HomeLayout}
        NotFoundLayout={NotFound}
        bottom={<ScrollToTop />}
      />
      {/* After the layout: its effects run after the layout's own. */}
      <CloseOutlineOnRouteChange />
    </QuerySwitches>
  );
}

export * from '@rspress/core/theme-original';

export {
  HomeLayout,
  Layout,
  NotFound as NotFoundLayout,
  PageExtrasRoot as Root,
  SearchButton as Search,
  ThemeToggle as SwitchAppearance,
  // The theme's outline and its narrow-screen button read the active heading
  // through this hook; the site's version is throttled (SPEC 9).
  useActiveAnchor,
};
