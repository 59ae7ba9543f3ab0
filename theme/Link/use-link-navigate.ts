import {
  isActive,
  useLocation,
  useNavigate,
  warmPageData,
} from '@rspress/core/runtime';
import { useCallback } from 'react';
import { loadPageData } from '../router/route-groups';
import { linkKind, resolveInternal, routePathOf } from './link-target';
import { withProgress } from './progress-bar';

/**
 * Client-side navigation to a site link: the target's section routes (if not
 * yet known), page code and data are loaded first (with the progress bar
 * after 200 ms), then the router moves,
 * so the old page stays on screen until the new one can render. A link to a
 * path that is no route of the site loads it from the server (its 404 page).
 */
export function useLinkNavigate() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  return useCallback(
    async (href: string) => {
      if (linkKind(href) !== 'internal') {
        window.location.assign(href);
        return;
      }
      const target = resolveInternal(href);
      const routePath = routePathOf(target.routerPath);
      if (!isActive(target.routerPath, pathname)) {
        const data = await withProgress(loadPageData(routePath));
        if (!data) {
          window.location.assign(target.href);
          return;
        }
        warmPageData(routePath, data);
      }
      navigate(target.routerPath);
    },
    [pathname, navigate],
  );
}
