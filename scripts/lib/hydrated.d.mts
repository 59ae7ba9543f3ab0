export function isHydrated(checks?: number): boolean;
