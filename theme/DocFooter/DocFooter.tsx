import { usePage, useSite } from '@rspress/core/runtime';
import { Link } from '../Link/Link';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './DocFooter.module.css';
import { Pager } from './Pager';
import { useEditLink } from './use-edit-link';

/**
 * Under the article of a doc page (SPEC 2.2): the edit link, the
 * last-updated line and the previous/next pager.
 */
export function DocFooter() {
  const t = useSiteI18n();
  const { site } = useSite();
  const { page } = usePage();
  const editLink = useEditLink();
  const lastUpdated = site.themeConfig.lastUpdated
    ? page.lastUpdatedTime
    : undefined;
  return (
    <footer className={styles.footer} data-region="doc-footer">
      <div className={styles.meta}>
        {editLink && (
          <Link className={styles.editLink} href={editLink}>
            {t('editLinkText')}
          </Link>
        )}
        {lastUpdated && (
          <p className={styles.lastUpdated} data-last-updated="">
            {t('lastUpdatedText')}: <span>{lastUpdated}</span>
          </p>
        )}
      </div>
      <Pager />
    </footer>
  );
}
