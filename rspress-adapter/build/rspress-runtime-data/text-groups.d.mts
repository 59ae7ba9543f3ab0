// Relies on: text-groups.mjs (types only).

export const SEARCH_MODAL_TEXTS: string;
export const HOME_TEXTS: string;
export const RSTACK_TEXTS: string;
export function isSearchModalText(key: string): boolean;
export function isHomeText(key: string): boolean;
export function isRstackText(key: string): boolean;
export const TEXTS_NO_COMPONENT_DRAWS: ReadonlySet<string>;
export function textGroupOf(key: string): string | null;
export function inTextGroup(key: string, group: string): boolean;
