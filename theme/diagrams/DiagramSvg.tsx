import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useId,
} from 'react';
import { ArrowMarkerContext } from './arrow-marker';
import styles from './Diagram.module.css';

export interface DiagramSvgProps {
  /** Size of the drawing in CSS pixels at its natural scale (the viewBox). */
  width: number;
  height: number;
  /** What the picture shows, for readers who cannot see it (the image's name). */
  description: string;
  svgRef?: RefObject<SVGSVGElement | null>;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The drawing of a diagram: one image to assistive technology, named by
 * `description`, with its own arrowhead marker, so the same drawing can be
 * shown twice on a page (in the article and full size).
 */
export function DiagramSvg({
  width,
  height,
  description,
  svgRef,
  style,
  children,
}: DiagramSvgProps) {
  const markerId = `diagram-arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      ref={svgRef}
      className={styles.svg}
      role="img"
      aria-label={description}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={style}
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
  );
}
