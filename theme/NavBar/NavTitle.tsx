import { useLang, useSite } from '@rspress/core/runtime';
import { Link } from '../Link/Link';
import { localizePath } from '../utils/locale-path';
import styles from './NavBar.module.css';

/**
 * The logo and site name, linking to the home page of the current language
 * The logo is decorative next to the name; without both, the
 * site title stands alone.
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const { logo, logoText, title } = site;
  const logoSrc = typeof logo === 'string' ? logo : logo?.light;
  return (
    <Link
      className={styles.title}
      href={localizePath('/', lang)}
      data-nav-title=""
    >
      {logoSrc && (
        <img src={logoSrc} alt="" width={32} height={32} decoding="async" />
      )}
      <span>{logoText || title}</span>
    </Link>
  );
}
