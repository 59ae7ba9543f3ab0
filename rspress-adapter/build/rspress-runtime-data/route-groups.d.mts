// Relies on: route-groups.mjs (types only).

import type { RouteGroupLanguages } from './transforms.mjs';
export function routeGroupOf(
  pathname: string,
  languages: RouteGroupLanguages,
): string;
