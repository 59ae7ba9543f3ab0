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

describe('the browser router', () => {
  const current = '/guide/start/quick-start';
  test.each([
    '/config/lib/dts',
    '/config/lib/dts#dts-bundle',
    '/guide/start/?x=1#top',
    '/zh/',
    '#manual-setup',
    '?q=1',
    'relative/page',
    '../up/one',
    './here/',
    '/a/b/../c',
  ])('resolves %s as React Router does', (to) => {
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
  const current = '/guide/start/quick-start';
  test.each([
    '/config/lib/dts',
    '/config/lib/dts#dts-bundle',
    '/guide/start/?x=1#top',
    '/zh/',
    '#manual-setup',
    '?q=1',
    '../up/one',
    '/a/b/../c',
    '/a//b',
  ])('navigate(%s) lands where React Router lands', async (to) => {
    expect(resolveTo(to, current)).toBe(await reactRouterNavigate(to, current));
  });

  // Known differences. A route of React Router resolves a relative path
  // from the page it matched; Rspress's runtime navigates outside any
  // <Route>, where React Router resolves it from the root, and so does the
  // stand-in (the site's links are absolute; Rspress makes them so).
  test.each([
    ['relative/page', '/relative/page', `${current}/relative/page`],
    ['./here/', '/here/', `${current}/here/`],
    // An empty path: outside a route React Router goes to the root; a
    // route stays on its page.
    ['', '/', current],
  ])(
    'known difference: navigate(%s) from a matched route',
    async (to, standIn, routed) => {
      expect(resolveTo(to, current)).toBe(standIn);
      expect(await reactRouterNavigate(to, current)).toBe(routed);
    },
  );
});
