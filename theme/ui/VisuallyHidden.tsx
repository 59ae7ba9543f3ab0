import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text that completes a control's name for screen readers without being shown. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
