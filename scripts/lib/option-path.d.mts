export function optionPathOf(heading: string): string[] | undefined;
export function optionKey(parts: string[]): string;
