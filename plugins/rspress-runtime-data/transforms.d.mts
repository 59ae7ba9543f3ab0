export function compactRouteList(source: string): string;
export function withoutSidebarFileKeys(source: string): string;
export const UNUSED_BASE_STYLES: string[];
export function withoutUnusedBaseStyles(source: string): string;
