export interface HeaderRule {
  /** Path pattern, e.g. `/*`. */
  path: string;
  headers: Record<string, string>;
}

export function formatHeadersFile(rules: HeaderRule[]): string;
export function parseHeadersFile(text: string): HeaderRule[];
export function pathMatches(pattern: string, pathname: string): boolean;
export function headersForPath(
  rules: HeaderRule[],
  pathname: string,
): Record<string, string>;
