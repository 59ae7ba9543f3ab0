import type { HTMLAttributes, ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/**
 * Text that completes a control's name for screen readers without being
 * shown. Other attributes (a `data-*` marker) go on its element.
 */
export function VisuallyHidden({
  children,
  ...attributes
}: { children: ReactNode } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span {...attributes} className={styles.hidden}>
      {children}
    </span>
  );
}
