import { usePage, useSite } from '@rspress/core/runtime';
import { REGION } from '../../site/regions';
import { Link } from '../Link/Link';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './DocFooter.module.css';
import { Feedback } from './Feedback';
import { Pager } from './Pager';
import { useEditLink } from './use-edit-link';
import { useIssueLink } from './use-issue-link';

/**
 * Under the article of a doc page: "Was this page helpful?",
 * the edit link and "Report a mistake in this page", the last-updated line
 * and the previous/next pager.
 */
export function DocFooter() {
  const t = useSiteI18n();
  const { site } = useSite();
  const { page } = usePage();
  const editLink = useEditLink();
  const reportLink = useIssueLink('reportMistake');
  const lastUpdated = site.themeConfig.lastUpdated
    ? page.lastUpdatedTime
    : undefined;
  return (
    <footer className={styles.footer} data-region={REGION.docFooter}>
      <Feedback />
      <div className={styles.meta}>
        {editLink && (
          <Link className={styles.editLink} href={editLink}>
            {t('editLinkText')}
          </Link>
        )}
        <Link
          className={styles.editLink}
          href={reportLink}
          aria-label={`${t('reportMistakeText')}, ${t('newTabIssueText')}`}
        >
          {t('reportMistakeText')}
        </Link>
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
