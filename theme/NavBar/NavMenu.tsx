import type { NavItem, NavItemWithLink } from '@rspress/core';
import { useLocation, useNav } from '@rspress/core/runtime';
import { REGION } from '../../site/regions';
import { Link } from '../Link/Link';
import styles from './NavBar.module.css';

type NavLinkItem = NavItemWithLink;

const isLinkItem = (item: NavItem): item is NavLinkItem =>
  'link' in item && typeof item.link === 'string';

/** An item is active when its `activeMatch` pattern matches the path, else when the path starts with its link. */
export function isNavItemActive(item: NavLinkItem, pathname: string): boolean {
  if (item.activeMatch) return new RegExp(item.activeMatch).test(pathname);
  return pathname.startsWith(item.link);
}

/**
 * The navbar's section links (Guide, Config, Blog). The site's nav has no
 * dropdown groups, so only link items are drawn.
 */
export function NavMenu({ vertical = false }: { vertical?: boolean }) {
  const items = useNav().filter(isLinkItem);
  const { pathname } = useLocation();
  return (
    <ul
      className={vertical ? styles.menuVertical : styles.menu}
      data-region={vertical ? undefined : REGION.navMenu}
    >
      {items.map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <li key={item.link}>
            <Link
              className={styles.menuLink}
              href={item.link}
              aria-current={active ? 'page' : undefined}
            >
              {item.text}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
