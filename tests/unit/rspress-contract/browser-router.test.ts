import { describe, expect, test } from '@rstest/core';
import {
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
