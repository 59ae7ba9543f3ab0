import { useId, useState } from 'react';
import { Link } from '../Link/Link';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './DocFooter.module.css';
import { useIssueLink } from './use-issue-link';

/**
 * "Was this page helpful?": Yes thanks the reader in place (the thanks
 * takes the keyboard focus the button had); No opens a prefilled issue
 * in a new tab. Nothing is stored or sent.
 */
export function Feedback() {
  const t = useSiteI18n();
  const issue = useIssueLink('feedback');
  const questionId = useId();
  const [thanked, setThanked] = useState(false);
  if (thanked) {
    return (
      <p
        className={styles.feedback}
        role="status"
        tabIndex={-1}
        ref={(node) => node?.focus()}
      >
        {t('feedback.thanks')}
      </p>
    );
  }
  return (
    <fieldset className={styles.feedback} aria-labelledby={questionId}>
      <span id={questionId}>{t('feedback.question')}</span>
      <button type="button" onClick={() => setThanked(true)}>
        {t('feedback.yes')}
      </button>
      <Link
        href={issue}
        aria-label={`${t('feedback.no')}, ${t('newTabIssueText')}`}
      >
        {t('feedback.no')}
      </Link>
    </fieldset>
  );
}
