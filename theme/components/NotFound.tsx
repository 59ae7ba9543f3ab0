import { useLang } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';
import { Link } from '../Link/Link';
import { localizePath, withoutDefaultLangPrefix } from '../utils/locale-path';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './NotFound.module.css';
import { MainContentTarget } from './SkipLink';

/**
 * The 404 page. A URL carrying the default language's prefix ("/en/...") is
 * not an error but a spelling of an unprefixed page: send the reader there.
 */
export function NotFound() {
  const t = useSiteI18n();
  const lang = useLang();

  useLayoutEffect(() => {
    const target = withoutDefaultLangPrefix(window.location.pathname);
    if (target !== null) {
      window.location.replace(
        target + window.location.search + window.location.hash,
      );
    }
  }, []);

  return (
    <main className={styles.page}>
      <MainContentTarget />
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{t('notFoundText')}</h1>
      <div className={styles.divider} />
      <Link className={styles.home} href={localizePath('/', lang)}>
        {t('takeMeHomeText')}
      </Link>
    </main>
  );
}
