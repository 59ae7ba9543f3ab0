import { type ReactNode, useEffect, useRef } from 'react';
import { useSiteI18n } from '../utils/use-site-i18n';
import figureStyles from './Diagram.module.css';
import styles from './DiagramFullView.module.css';
import { DiagramSvg, type DiagramSvgProps } from './DiagramSvg';

interface DiagramFullViewProps extends Omit<DiagramSvgProps, 'svgRef'> {
  caption: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A diagram at its natural size over the whole window, for a screen too
 * narrow to show it whole in the article: a modal dialog (the page behind
 * is inert, Escape closes it) that scrolls both ways.
 */
export function DiagramFullView({
  caption,
  onClose,
  children,
  ...drawing
}: DiagramFullViewProps) {
  const t = useSiteI18n();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={caption}
      onClose={onClose}
    >
      <div className={styles.bar}>
        <p className={styles.caption}>{caption}</p>
        <button
          type="button"
          className={`${figureStyles.textButton} ${styles.close}`}
          onClick={() => dialogRef.current?.close()}
        >
          {t('diagramCloseFullSize')}
        </button>
      </div>
      <div className={styles.canvas}>
        <DiagramSvg {...drawing}>{children}</DiagramSvg>
      </div>
    </dialog>
  );
}
