import { initPageData, pathnameToRouteService } from '@rspress/core/runtime';
import { loadRouteGroup, routeGroupLoaded } from 'virtual-routes';
import { setLocationGate } from '../../rspress-adapter/browser';

/**
 * The browser knows the routes of the sections it has visited: the rest of
 * the route list, with those sections' page summaries and sidebars, loads
 * one section at a time (rspress-adapter/build/rspress-runtime-data). `loadRouteGroup` is
 * the generated route module's own export; on the server every route is
 * there and it resolves at once.
 */
export { loadRouteGroup };

/**
 * The route of `routePath` (no base), once its section's routes are loaded;
 * undefined when no page of the site has that path.
 */
async function findRoute(routePath: string) {
  await loadRouteGroup(routePath);
  return pathnameToRouteService(routePath);
}

/**
 * The data of the page at `routePath` (title, outline, front matter), its
 * section's routes loaded first; undefined when no page has that path.
 * Rspress's `initPageData` alone answers "404" for a page of a section the
 * browser has not loaded yet.
 */
export async function loadPageData(routePath: string) {
  return (await findRoute(routePath)) ? initPageData(routePath) : undefined;
}

/**
 * Whether `routePath` is a page of the site, answered at once: exactly for
 * a section already loaded (or a path of no section); for a section not yet
 * loaded, yes, and its routes start loading. A navigation there waits for
 * them (the location gate below) and shows the 404 page if the page is not
 * among them.
 */
export function isSiteRoute(routePath: string): boolean {
  if (routeGroupLoaded(routePath))
    return Boolean(pathnameToRouteService(routePath));
  loadRouteGroup(routePath).catch(() => {});
  return true;
}

// A history entry in a section the browser has not loaded (written by
// script, or restored after a preload failed) waits for its routes before
// the router shows it, so it opens its page instead of the 404 page.
setLocationGate((pathname) =>
  routeGroupLoaded(pathname) ? null : loadRouteGroup(pathname),
);
