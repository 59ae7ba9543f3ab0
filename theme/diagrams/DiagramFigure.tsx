import { createContext, type ReactNode, useId, useRef } from 'react';
import { useOverflowsParent } from '../utils/use-overflows-parent';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './Diagram.module.css';

/** The id of the figure's arrowhead marker, unique on the page. */
export const ArrowMarkerContext = createContext('');

export interface DiagramFigureProps {
  /** Size of the drawing in CSS pixels at its natural scale (the viewBox). */
  width: number;
  height: number;
  /** The narrowest the drawing scales to before its box scrolls sideways. */
  minWidth: number;
  /** What the picture shows, for readers who cannot see it (the image's name). */
  description: string;
  caption: string;
  children: ReactNode;
}

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

function FigureAsSvg({
  width,
  height,
  minWidth,
  description,
  caption,
  children,
}: DiagramFigureProps) {
  const markerId = `diagram-arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const svgRef = useRef<SVGSVGElement>(null);
  // A box that scrolls sideways must be reachable by keyboard to scroll it.
  const overflows = useOverflowsParent(svgRef);
  return (
    <figure className={styles.figure} data-diagram="">
      <div className={styles.canvas} tabIndex={overflows ? 0 : undefined}>
        <svg
          ref={svgRef}
          className={styles.svg}
          role="img"
          aria-label={description}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          style={{ maxWidth: width, minWidth }}
        >
          <defs>
            <marker
              id={markerId}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="8"
              markerHeight="8"
              orient="auto-start-reverse"
            >
              <path className={styles.arrowHead} d="M0 0 L10 5 L0 10 z" />
            </marker>
          </defs>
          <ArrowMarkerContext.Provider value={markerId}>
            {children}
          </ArrowMarkerContext.Provider>
        </svg>
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
