// Which sources a built chunk's bytes come from, read from its source map:
// every generated segment's bytes go to the source it maps to, and sources
// are grouped by npm package (Rspress's theme by component folder) or by
// the site's own folder.
import path from 'node:path';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';

/** Bytes the chunk's source map does not trace to any source. */
export const UNMAPPED = '[unmapped]';
/** The bundler's own module loader code. */
export const BUNDLER_RUNTIME = '[rspack runtime]';

const SOURCE_MAP_COMMENT = /\n?\/[*/][#@] sourceMappingURL=[^\n]*\s*$/;

/** The chunk as the default build writes it: without the map comment. */
export const withoutSourceMapComment = (code) =>
  code.replace(SOURCE_MAP_COMMENT, '');

/**
 * A source map's source as a path relative to the project root (posix,
 * without the `?query` loaders add), or the bundler's name for a module
 * that has no file (`webpack://webpack/runtime/...`).
 */
export function sourcePath(source, mapDir, root) {
  const clean = source.replace(/\?[^/]*$/, '');
  if (/^[a-z-]+:\/\//i.test(clean)) return clean;
  return path
    .relative(root, path.resolve(mapDir, clean))
    .split(path.sep)
    .join('/');
}

/**
 * The group a source's bytes are reported under:
 * - an npm package by name (`react-dom`, `@unhead/react`); Rspress's own code
 *   by folder: `@rspress/core/dist/theme/components/<Folder>`,
 *   `@rspress/core/dist/theme/layout/<Folder>`, `@rspress/core/dist/theme/<folder>`,
 *   `@rspress/core/dist/runtime`;
 * - the site's own code by folder: `theme/<folder>`, `plugins/<name>`;
 *   a page's MDX by its file (`docs/en/guide/start/quick-start.mdx`);
 *   Rspress's generated modules by name (`.rspress/virtual-page-data`);
 * - the bundler's runtime as one group.
 */
export function groupOfSource(source) {
  if (source === null) return UNMAPPED;
  if (source.startsWith('webpack://webpack/runtime/')) return BUNDLER_RUNTIME;
  if (/^[a-z-]+:\/\//i.test(source)) return source;
  const inPackage = source.lastIndexOf('node_modules/');
  if (inPackage !== -1) {
    const segments = source
      .slice(inPackage + 'node_modules/'.length)
      .split('/');
    const nameLength = segments[0].startsWith('@') ? 2 : 1;
    const name = segments.slice(0, nameLength).join('/');
    const rest = segments.slice(nameLength, -1); // folders only
    if (name !== '@rspress/core' || rest[0] !== 'dist') return name;
    if (rest[1] === 'theme') {
      const depth = ['components', 'layout'].includes(rest[2]) ? 4 : 3;
      return [name, ...rest.slice(0, depth)].join('/');
    }
    return [name, ...rest.slice(0, 2)].join('/');
  }
  const segments = source.split('/');
  if (segments[0] === '.rspress') {
    return `.rspress/${path.posix.basename(source).replace(/\.[^.]+$/, '')}`;
  }
  if (segments[0] === 'docs') return source;
  if (['theme', 'plugins'].includes(segments[0]) && segments.length > 2) {
    return segments.slice(0, 2).join('/');
  }
  if (segments[0] === 'rspress-adapter' && segments.length > 3) {
    return segments.slice(0, 3).join('/');
  }
  return source;
}

/**
 * Raw bytes of a chunk per source (path relative to `root`, or null for
 * bytes no mapping covers). A segment runs from its generated column to the
 * next segment's; a line's end (and its newline) belongs to its last segment.
 * Columns count UTF-16 units; bytes are UTF-8, as the file is.
 */
export function bytesBySource(code, map, mapDir, root) {
  const traced = new TraceMap(map);
  const sources = traced.sources.map((source) =>
    source === null ? null : sourcePath(source, mapDir, root),
  );
  const lines = decodedMappings(traced);
  const bytes = new Map();
  const add = (source, text) => {
    if (!text) return;
    bytes.set(source, (bytes.get(source) ?? 0) + Buffer.byteLength(text));
  };
  const codeLines = code.split('\n');
  for (const [index, line] of codeLines.entries()) {
    const ending = index < codeLines.length - 1 ? '\n' : '';
    const segments = lines[index] ?? [];
    if (!segments.length) {
      add(null, line + ending);
      continue;
    }
    add(null, line.slice(0, segments[0][0]));
    for (const [at, segment] of segments.entries()) {
      const next = segments[at + 1];
      const source = segment.length > 1 ? sources[segment[1]] : null;
      add(source, line.slice(segment[0], next ? next[0] : undefined));
      if (!next) add(source, ending);
    }
  }
  return bytes;
}

/**
 * Raw bytes per group, largest first, each with its share of the chunk and
 * an estimate of its gzip bytes: the chunk's gzip size apportioned by that
 * raw share (gzip works across module boundaries, so a module's own gzip
 * size would not add up to the chunk's).
 */
export function groupedEntries(bytes, chunkGzip) {
  const groups = new Map();
  let total = 0;
  for (const [source, raw] of bytes) {
    const group = groupOfSource(source);
    const entry = groups.get(group) ?? { group, raw: 0, sources: 0 };
    entry.raw += raw;
    entry.sources += 1;
    groups.set(group, entry);
    total += raw;
  }
  return [...groups.values()]
    .map((entry) => ({
      ...entry,
      share: total ? entry.raw / total : 0,
      gzipEstimate: total ? Math.round((chunkGzip * entry.raw) / total) : 0,
    }))
    .sort((a, b) => b.raw - a.raw);
}
