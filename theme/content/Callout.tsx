import type { ReactNode } from 'react';
import { InlineMarkdown } from '../utils/InlineMarkdown';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './Callout.module.css';

/** The callout kinds Rspress's Markdown compiler turns `:::kind` blocks into. */
type CalloutType =
  | 'tip'
  | 'note'
  | 'info'
  | 'important'
  | 'warning'
  | 'caution'
  | 'danger'
  | 'details';

/**
 * Rspress's Markdown compiler gives an untitled callout its kind as title
 * ('Tip', or 'TIP' in the directive form): that is no title of the page's.
 */
const givenTitle = (type: CalloutType, title?: string) =>
  title === undefined || title.toLowerCase() === type ? undefined : title;

/**
 * A `:::tip`, `:::warning`, … block: a tinted box whose title names its
 * kind in the page's language (i18n.json `callout.<kind>`), or is the title
 * the page gives it, with its `code`, *emphasis* and **strong** drawn
 * (plugins/callout-titles keeps them in the title as Markdown).
 * `:::details` folds its content under the title.
 */
export function Callout({
  type,
  title,
  children,
}: {
  type: CalloutType;
  title?: string;
  children?: ReactNode;
}) {
  const t = useSiteI18n();
  const given = givenTitle(type, title);
  const heading =
    given === undefined ? (
      t(`callout.${type}`)
    ) : (
      <InlineMarkdown text={given} />
    );
  if (type === 'details') {
    return (
      <details className={styles.callout} data-callout={type}>
        <summary className={styles.title}>{heading}</summary>
        <div className={styles.content}>{children}</div>
      </details>
    );
  }
  return (
    <div className={styles.callout} data-callout={type}>
      <div className={styles.title}>{heading}</div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
