// Relies on: text-groups.mjs (types only).

export const SEARCH_MODAL_TEXTS: string;
export function isSearchModalText(key: string): boolean;
