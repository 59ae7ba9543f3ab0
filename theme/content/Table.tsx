import { type ComponentProps, useRef } from 'react';
import { useOverflowsParent } from '../utils/use-overflows-parent';
import styles from './Table.module.css';

/**
 * A table too wide for the page scrolls sideways inside its box; with
 * nothing in it to focus, keyboard users could not scroll it, so such a
 * table becomes a Tab stop (arrow keys then scroll it).
 */
export function Table(props: ComponentProps<'table'>) {
  const ref = useRef<HTMLTableElement>(null);
  const overflows = useOverflowsParent(ref);
  return (
    <div className={styles.tableScroller}>
      <table {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />
    </div>
  );
}
