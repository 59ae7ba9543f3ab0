export function isHydrated(): boolean;
