// Small number helpers shared by the benches.
import { gzipSync } from 'node:zlib';

/** gzip at level 6, what static hosts commonly serve. */
export const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export const ms = (value) => `${value.toFixed(1)} ms`;

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
  ];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Prints rows (objects with the same keys) as an aligned Markdown table. */
export function markdownTable(rows) {
  if (!rows.length) return '';
  const keys = Object.keys(rows[0]);
  const cells = [
    keys,
    ...rows.map((row) => keys.map((key) => String(row[key]))),
  ];
  const widths = keys.map((_, column) =>
    Math.max(...cells.map((line) => line[column].length)),
  );
  const line = (values) =>
    `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [
    line(cells[0]),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.slice(1).map(line),
  ].join('\n');
}
