import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './SkipLink.module.css';

/** Where the skip link lands: the start of each layout's main content. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key: a link past the navbar and the sidebar to
 * the page's content, hidden until it has focus.
 */
export function SkipLink() {
  const t = useSiteI18n();
  return (
    <a className={styles.link} href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}

/** The skip link's target in the doc layout, just before the page content. */
export function MainContentTarget() {
  return <span id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.target} />;
}
