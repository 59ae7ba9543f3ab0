import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './HomeFooter.module.css';

export function HomeFooter() {
  const t = useSiteI18n();
  return (
    <footer className={styles.footer}>
      <p>{t('homeFooterLicense')}</p>
      <p>{t('homeFooterCopyright')}</p>
    </footer>
  );
}
