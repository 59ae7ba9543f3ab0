import { useNav, useSite } from '@rspress/core/runtime';
import {
  NavHamburger,
  NavList,
  type NavProps,
  NavTitle,
  SocialLinks,
} from '@rspress/core/theme-original';
import { SearchButton } from '../search/SearchButton';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './Nav.module.css';
import { ThemeToggle } from './ThemeToggle';
// Rspress' navbar layout comes with its Nav component, which this one replaces.
import '@rspress/core/dist/theme/components/Nav/index.css';

/**
 * The top navbar: Rspress' own layout and pieces, with the language switch
 * replaced by one the keyboard can operate (Rspress' opens on hover only and
 * cannot be swapped on its own). The site uses no per-item navbar slots
 * (before/after left/right nav items); they still reach the mobile menu.
 */
export function Nav(props: NavProps) {
  const {
    beforeNavTitle,
    afterNavTitle,
    beforeNavMenu,
    afterNavMenu,
    navTitle,
    beforeLeftNavItems,
    afterLeftNavItems,
    beforeRightNavItems,
    afterRightNavItems,
  } = props;
  const navItems = useNav();
  const { site } = useSite();
  const leftItems = navItems.filter((item) => item.position === 'left');
  const rightItems = navItems.filter((item) => item.position !== 'left');

  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <NavTitle />}
        {leftItems.length > 0 && (
          <div className={styles.leftMenu}>
            <NavList items={leftItems} />
          </div>
        )}
        {afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {beforeNavMenu}
        <SearchButton />
        {rightItems.length > 0 && <NavList items={rightItems} />}
        <div className="rp-nav__others">
          <div className="rp-nav-menu__divider" />
          <LanguageSwitch />
          {site.themeConfig.darkMode !== false && <ThemeToggle />}
          <SocialLinks />
        </div>
        <NavHamburger
          beforeLeftNavItems={beforeLeftNavItems}
          afterLeftNavItems={afterLeftNavItems}
          beforeRightNavItems={beforeRightNavItems}
          afterRightNavItems={afterRightNavItems}
        />
        {afterNavMenu}
      </div>
    </header>
  );
}
