import { type ReactNode, useRef, useState } from 'react';
import { useOverflowsParent } from '../utils/use-overflows-parent';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './Diagram.module.css';
import { DiagramFullView } from './DiagramFullView';
import { DiagramSvg } from './DiagramSvg';

export interface DiagramFigureProps {
  /** Size of the drawing in CSS pixels at its natural scale (the viewBox). */
  width: number;
  height: number;
  /** What the picture shows, for readers who cannot see it (the image's name). */
  description: string;
  caption: string;
  children: ReactNode;
}

/** The font size of a diagram's smallest labels (Diagram.module.css). */
const SMALLEST_LABEL_PX = 13;
/** Labels rendered smaller than this are hard to read on a phone. */
const READABLE_LABEL_PX = 12;

/**
 * A diagram of the docs: an inline SVG in a <figure> with its caption. The
 * SVG is one image to assistive technology, named by `description`; the
 * caption names the figure. The Markdown copy of the page gets the caption
 * and the description as text instead of the drawing.
 */
export function DiagramFigure(props: DiagramFigureProps) {
  // A build-time constant: the Markdown copies are rendered in Node.
  if (import.meta.env.SSG_MD) return <FigureAsMarkdown {...props} />;
  return <FigureAsSvg {...props} />;
}

function FigureAsMarkdown({ caption, description }: DiagramFigureProps) {
  const t = useSiteI18n();
  const title = t('diagramFigureCaption').replace('{caption}', caption);
  return `\n> **${title}**\n>\n> ${description}\n`;
}

/**
 * In a column narrower than the drawing, the drawing scales down only as
 * far as its smallest labels stay readable; below that its box scrolls
 * sideways (shadows at the edges show there is more), and a button opens
 * it full size over the whole window.
 */
function FigureAsSvg({
  width,
  height,
  description,
  caption,
  children,
}: DiagramFigureProps) {
  const t = useSiteI18n();
  const svgRef = useRef<SVGSVGElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const overflows = useOverflowsParent(svgRef);
  const [fullSize, setFullSize] = useState(false);
  const minWidth = Math.ceil((width * READABLE_LABEL_PX) / SMALLEST_LABEL_PX);
  const drawing = { width, height, description };
  return (
    <figure className={styles.figure} data-diagram="">
      {/* A box that scrolls sideways must be reachable by keyboard to scroll it. */}
      <div className={styles.canvas} tabIndex={overflows ? 0 : undefined}>
        <DiagramSvg
          {...drawing}
          svgRef={svgRef}
          style={{ maxWidth: width, minWidth }}
        >
          {children}
        </DiagramSvg>
      </div>
      {overflows && (
        <div className={styles.tools}>
          <button
            ref={openRef}
            type="button"
            className={styles.textButton}
            onClick={() => setFullSize(true)}
          >
            {t('diagramOpenFullSize')}
          </button>
        </div>
      )}
      <figcaption className={styles.caption}>{caption}</figcaption>
      {fullSize && (
        <DiagramFullView
          {...drawing}
          caption={caption}
          onClose={() => {
            setFullSize(false);
            openRef.current?.focus();
          }}
        >
          {children}
        </DiagramFullView>
      )}
    </figure>
  );
}
