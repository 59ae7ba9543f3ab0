import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { HomeLayout } from './components/HomeLayout';
import { NotFound } from './components/NotFound';
import { RstackMenu } from './components/RstackMenu';
import { ThemeToggle } from './components/ThemeToggle';
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

/**
 * Rspress' built-in search is replaced as a whole: its panel listens to Enter
 * on the whole document, even while closed, and throws when no result list
 * exists. The site's own search modal takes this slot.
 */
function Search() {
  return null;
}

export {
  HomeLayout,
  Layout,
  NotFound as NotFoundLayout,
  Search,
  ThemeToggle as SwitchAppearance,
};
