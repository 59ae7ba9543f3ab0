export const SETTLED_FRAMES: number;
export function isHydrated(checks?: number): boolean;
