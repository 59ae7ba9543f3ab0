import { isEqualPath, useLocation, useSidebar } from '@rspress/core/runtime';
import { Link } from '../Link/Link';
import { pagesInOrder } from '../Sidebar/sidebar-tree';
import { InlineMarkdown } from '../utils/InlineMarkdown';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './DocFooter.module.css';

/** Previous and next page, in the sidebar's order. */
export function Pager() {
  const t = useSiteI18n();
  const { pathname } = useLocation();
  const pages = pagesInOrder(useSidebar());
  const index = pages.findIndex((page) => isEqualPath(page.link, pathname));
  if (index === -1) return null;
  const previous = pages[index - 1];
  const next = pages[index + 1];
  return (
    <nav className={styles.pager} aria-label={t('pagerLabel')}>
      {previous ? (
        <Link className={styles.pagerLink} href={previous.link} rel="prev">
          <span className={styles.pagerHint}>{t('prevPageText')}</span>
          <span className={styles.pagerTitle}>
            <InlineMarkdown text={previous.text} />
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          className={`${styles.pagerLink} ${styles.pagerNext}`}
          href={next.link}
          rel="next"
        >
          <span className={styles.pagerHint}>{t('nextPageText')}</span>
          <span className={styles.pagerTitle}>
            <InlineMarkdown text={next.text} />
          </span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
