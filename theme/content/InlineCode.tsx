import type { ComponentProps } from 'react';
import { INLINE_CODE_WHOLE_UP_TO } from '../../site/inline-code';
import styles from './InlineCode.module.css';

/** The article's inline code (whole when short); code blocks draw their own. */
export function InlineCode(props: ComponentProps<'code'>) {
  const { children, className } = props;
  if (
    typeof children !== 'string' ||
    children.length > INLINE_CODE_WHOLE_UP_TO
  ) {
    return <code {...props} />;
  }
  return (
    <code
      {...props}
      className={className ? `${className} ${styles.whole}` : styles.whole}
    />
  );
}
