import { NAVBAR_END_ID } from '../../site/first-paint';
import { REGION } from '../../site/regions';
import { RstackMenu } from '../components/RstackMenu';
import { SearchButton } from '../search/SearchButton';
import { useSiteI18n } from '../utils/use-site-i18n';
import { MobileMenu } from './MobileMenu';
import { MoreMenu } from './MoreMenu';
import styles from './NavBar.module.css';
import { NavMenu } from './NavMenu';
import { NavSettings } from './NavSettings';
import { NavTitle } from './NavTitle';

/**
 * The top bar of every page but the blank ones: the Rstack tools,
 * the site title, search, the section links and the settings. Which of the
 * last two show inline depends on the width (NavBar.module.css).
 */
export function NavBar() {
  const t = useSiteI18n();
  return (
    <header className={styles.navbar} data-region={REGION.navbar}>
      <div className={styles.left}>
        <RstackMenu />
        <NavTitle />
      </div>
      <div className={styles.right}>
        <SearchButton />
        {/* Before the wide layouts' hidden menus in the HTML, not after: a
            phone paints the bar while the page is still arriving, and the
            menu button, parsed late, pushed the search button 40 px left. */}
        <MobileMenu />
        <nav className={styles.sections} aria-label={t('mainNavLabel')}>
          <NavMenu />
        </nav>
        <div className={styles.inlineSettings}>
          <NavSettings />
        </div>
        <div className={styles.moreOnly}>
          <MoreMenu />
        </div>
      </div>
      {/* Where the bar's markup ends: the first paint waits for it. */}
      <span id={NAVBAR_END_ID} hidden />
    </header>
  );
}
