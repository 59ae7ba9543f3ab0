import type { ComponentProps } from 'react';
import styles from './InlineCode.module.css';

/**
 * Up to this many characters, inline code fits on a phone's line and stays
 * whole: browsers may break after a hyphen, and Firefox split `node -v` as
 * `node -` / `v`. Longer code wraps as before.
 */
const WHOLE_UP_TO = 30;

/** The article's inline code; code blocks draw their own. */
export function InlineCode(props: ComponentProps<'code'>) {
  const { children, className } = props;
  if (typeof children !== 'string' || children.length > WHOLE_UP_TO) {
    return <code {...props} />;
  }
  return (
    <code
      {...props}
      className={className ? `${className} ${styles.whole}` : styles.whole}
    />
  );
}
