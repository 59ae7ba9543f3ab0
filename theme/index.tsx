import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { installChunkRecovery } from './chunk-recovery';
import { HomeLayout } from './components/HomeLayout';
import { getCustomMDXComponent } from './components/mdx-components';
import { Nav } from './components/Nav';
import { NotFound } from './components/NotFound';
import { PageActionsMenu } from './components/PageActionsMenu';
import { RstackMenu } from './components/RstackMenu';
import { ScrollToTop } from './components/ScrollToTop';
import { MainContentTarget, SkipLink } from './components/SkipLink';
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

if (typeof window !== 'undefined') installChunkRecovery();

function Layout() {
  useHideNavbar();
  return (
    <QuerySwitches>
      <BaseLayout
        top={<SkipLink />}
        beforeNavTitle={<RstackMenu />}
        beforeDocContent={<MainContentTarget />}
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
  // Heading "#" links out of the tab order.
  getCustomMDXComponent,
  HomeLayout,
  Layout,
  // The navbar with a language switch the keyboard can operate.
  Nav,
  NotFound as NotFoundLayout,
  // The page's Markdown actions, with a named button and no links inside it.
  PageActionsMenu as LlmsViewOptions,
  PageExtrasRoot as Root,
  SearchButton as Search,
  ThemeToggle as SwitchAppearance,
  // The theme's outline and its narrow-screen button read the active heading
  // through this hook; the site's version is throttled (SPEC 9).
  useActiveAnchor,
};
