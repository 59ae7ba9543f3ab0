export const UNMAPPED: string;
export const BUNDLER_RUNTIME: string;
export function withoutSourceMapComment(code: string): string;
export function sourcePath(
  source: string,
  mapDir: string,
  root: string,
): string;
export function groupOfSource(source: string | null): string;
export function bytesBySource(
  code: string,
  map: object,
  mapDir: string,
  root: string,
): Map<string | null, number>;
export interface GroupEntry {
  group: string;
  raw: number;
  sources: number;
  share: number;
  gzipEstimate: number;
}
export function groupedEntries(
  bytes: Map<string | null, number>,
  chunkGzip: number,
): GroupEntry[];
