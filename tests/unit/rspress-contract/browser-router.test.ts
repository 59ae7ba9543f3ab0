import { describe, expect, test } from '@rstest/core';
import {
  createMemoryRouter,
  createPath,
  resolvePath,
  parsePath as routerParsePath,
} from 'react-router';
import {
  parsePath,
  resolveTo,
} from '../../../rspress-adapter/browser/router/browser-router';

// The browser's router stands in for React Router's BrowserRouter, which
// resolves a path outside nested routes against the root, or against the
// current page when the path has no pathname.
const reactRouterResolve = (to: string, current: string) => {
  const parsed = routerParsePath(to);
  const from = parsed.pathname ? '/' : current;
  const resolved = createPath(
    to === '' ? { pathname: '/' } : resolvePath(to, from),
  );
  return parsed.pathname?.endsWith('/') &&
    !resolved.split(/[?#]/)[0].endsWith('/')
    ? resolved.replace(/^[^?#]*/, (pathname) => `${pathname}/`)
    : resolved;
};

const current = '/guide/start/quick-start';

/**
 * Where a link or navigate(to) leads from `current`. Each `to` is resolved
 * by React Router's own path functions and navigated to by a real React
 * Router; the stand-in must land where both do. `fromMatchedRoute` marks a
 * known difference: a route of React Router resolves a relative path from
 * the page it matched, but Rspress's runtime navigates outside any <Route>,
 * where React Router resolves it from the root, and so does the stand-in
 * (the site's links are absolute; Rspress makes them so): `outsideRoute`
 * is where both land, `fromMatchedRoute` where the memory router, which has
 * a matched route, lands instead.
 */
const NAVIGATIONS: {
  to: string;
  outsideRoute?: string;
  fromMatchedRoute?: string;
}[] = [
  { to: '/config/lib/dts' },
  { to: '/config/lib/dts#dts-bundle' },
  { to: '/guide/start/?x=1#top' },
  { to: '/zh/' },
  { to: '#manual-setup' },
  { to: '?q=1' },
  { to: '../up/one' },
  { to: '/a/b/../c' },
  { to: '/a//b' },
  {
    to: 'relative/page',
    outsideRoute: '/relative/page',
    fromMatchedRoute: `${current}/relative/page`,
  },
  {
    to: './here/',
    outsideRoute: '/here/',
    fromMatchedRoute: `${current}/here/`,
  },
  // An empty path: outside a route React Router goes to the root; a route
  // stays on its page.
  { to: '', outsideRoute: '/', fromMatchedRoute: current },
];

describe('the browser router', () => {
  test.each(NAVIGATIONS)("resolves '$to' as React Router does", ({ to }) => {
    expect(resolveTo(to, current)).toBe(reactRouterResolve(to, current));
  });

  test('parses a path into its parts', () => {
    expect(parsePath('/a/b?x=1#h')).toEqual({
      pathname: '/a/b',
      search: '?x=1',
      hash: '#h',
    });
    expect(parsePath('#h')).toEqual({ hash: '#h' });
    expect(parsePath('/a/b?x=1#h')).toEqual(routerParsePath('/a/b?x=1#h'));
  });
});

// The same navigations through a real React Router (a memory router, which
// needs no DOM) and the stand-in: where a page lands after navigate(to).
async function reactRouterNavigate(to: string, current: string) {
  const router = createMemoryRouter([{ path: '*', element: null }], {
    initialEntries: [`${current}?old=1#old`],
  });
  try {
    await router.navigate(to);
    return createPath(router.state.location);
  } finally {
    router.dispose();
  }
}

describe('navigation: React Router and the browser router', () => {
  test.each(NAVIGATIONS.filter((navigation) => !navigation.fromMatchedRoute))(
    "navigate('$to') lands where React Router lands",
    async ({ to }) => {
      expect(resolveTo(to, current)).toBe(
        await reactRouterNavigate(to, current),
      );
    },
  );

  test.each(NAVIGATIONS.filter((navigation) => navigation.fromMatchedRoute))(
    "known difference: navigate('$to') from a matched route",
    async ({ to, outsideRoute, fromMatchedRoute }) => {
      expect(resolveTo(to, current)).toBe(outsideRoute);
      expect(await reactRouterNavigate(to, current)).toBe(fromMatchedRoute);
    },
  );
});
