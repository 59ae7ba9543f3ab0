export interface Unpacked {
  version: string;
  packageDir: string;
  companions: Map<string, string>;
}

export interface OptionEntry {
  added: string;
  deprecated?: string;
  removed?: string;
}

export interface OptionHistory {
  package: string;
  firstVersion: string;
  lastVersion: string;
  versions: string[];
  options: Record<string, OptionEntry>;
}

export function stableVersions(versions: string[]): string[];
export function compareVersions(a: string, b: string): number;
export function unpackVersions(versions: string[], dir: string): Unpacked[];
export function libConfigFile(packageDir: string): string;
export function libOptionTree(
  unpacked: Unpacked,
): Map<string, { deprecated: boolean }>;
export function optionHistory(
  trees: { version: string; tree: Map<string, { deprecated: boolean }> }[],
): OptionHistory;
