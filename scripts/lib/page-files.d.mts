export function pageFilesIn(dir: string): string[];
