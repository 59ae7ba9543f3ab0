export function matchKey(pathname: string): string;
export function pageAddress(file: string): string;
export function pageAddressIndex(files: readonly string[]): Map<string, string>;
export function htmlFilesUnder(root: string): string[];
export function sourceRoute(file: string, defaultLang?: string): string;
