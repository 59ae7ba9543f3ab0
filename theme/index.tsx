import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { HomeLayout } from './components/HomeLayout';
import { NotFound } from './components/NotFound';
import { RstackMenu } from './components/RstackMenu';
import { ThemeToggle } from './components/ThemeToggle';
// Rspress' built-in search panel listens to Enter on the whole document, even
// while closed, and throws; the site's own search button and modal take its slot.
import { SearchButton } from './search/SearchButton';
import './index.css';

function Layout() {
  return (
    <BaseLayout
      beforeNavTitle={<RstackMenu />}
      HomeLayout={HomeLayout}
      NotFoundLayout={NotFound}
    />
  );
}

export * from '@rspress/core/theme-original';

export {
  HomeLayout,
  Layout,
  NotFound as NotFoundLayout,
  SearchButton as Search,
  ThemeToggle as SwitchAppearance,
};
