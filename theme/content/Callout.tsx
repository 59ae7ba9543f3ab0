import type { ReactNode } from 'react';
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

const capitalize = (word: string) => word[0].toUpperCase() + word.slice(1);

/**
 * A `:::tip`, `:::warning`, … block: a tinted box whose title names its
 * kind (or the title the page gives it). `:::details` folds its content
 * under the title.
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
  const heading = title ?? capitalize(type);
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
