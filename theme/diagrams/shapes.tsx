import { useContext } from 'react';
import { ArrowMarkerContext } from './arrow-marker';
import styles from './Diagram.module.css';

type BoxTone = 'plain' | 'group' | 'accent' | 'dashed';
type TextTone = 'text' | 'muted' | 'title' | 'brand';

/** A rounded rectangle; `tone` picks its fill and outline from the theme. */
export function Box({
  x,
  y,
  w,
  h,
  tone = 'plain',
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  tone?: BoxTone;
}) {
  return (
    <rect className={styles[tone]} x={x} y={y} width={w} height={h} rx={8} />
  );
}

/**
 * One or more lines of text; `y` is the baseline of the first line. Several
 * lines are spaced by `lineHeight`.
 */
export function Label({
  x,
  y,
  text,
  tone = 'text',
  anchor = 'middle',
  mono = false,
  lineHeight = 18,
}: {
  x: number;
  y: number;
  text: string | readonly string[];
  tone?: TextTone;
  anchor?: 'start' | 'middle' | 'end';
  mono?: boolean;
  lineHeight?: number;
}) {
  const lines = typeof text === 'string' ? [text] : text;
  const className = mono ? `${styles[tone]} ${styles.mono}` : styles[tone];
  return (
    <text className={className} x={x} y={y} textAnchor={anchor}>
      {lines.map((line, index) => (
        <tspan key={line} x={x} dy={index === 0 ? 0 : lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** A line through the given points, with an arrowhead at the last one. */
export function Arrow({
  points,
  both = false,
}: {
  points: readonly (readonly [number, number])[];
  /** Arrowheads at both ends. */
  both?: boolean;
}) {
  const markerId = useContext(ArrowMarkerContext);
  const d = points
    .map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${px} ${py}`)
    .join(' ');
  return (
    <path
      className={styles.arrow}
      d={d}
      markerEnd={`url(#${markerId})`}
      markerStart={both ? `url(#${markerId})` : undefined}
    />
  );
}
