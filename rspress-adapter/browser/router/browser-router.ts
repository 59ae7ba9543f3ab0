// Relies on: the names Rspress's browser runtime and theme import from
// react-router-dom (a dependency, not its API), and the alias that points
// them here (build/browser-stand-ins). Upstream would need to let a theme
// supply its router, or ship a lighter one, for this stand-in to go.

import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { isAbsoluteUrl } from '../../../theme/utils/url';

/**
 * The browser's router, in place of React Router (12 KB gzip on every first
 * visit). Rspress's runtime and the theme use three of its names in the
 * browser: `BrowserRouter` (the client app), `useLocation` and `useNavigate`;
 * the build points the browser bundle's `react-router-dom` here
 * (rspress-adapter/build/browser-stand-ins). The server render keeps React Router's
 * `StaticRouter`, and the locations both give are alike, so hydration
 * matches. What React Router's `BrowserRouter` does that the site relies on,
 * this does the same way: the address in the History API with React
 * Router's history state (`usr`, `key`, `idx`), a location that changes only
 * on navigation, updates in a transition (the old page stays until the new
 * one can render), and paths resolved as React Router resolves them without
 * nested routes. Every other name of react-router-dom throws, saying why
 * (unsupported.ts).
 */

export * from './unsupported';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type To = string | Partial<Path>;

interface Navigator {
  push: (path: string, state: unknown) => void;
  replace: (path: string, state: unknown) => void;
  go: (delta: number) => void;
}

interface HistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const LocationContext = createContext<Location | null>(null);
const NavigatorContext = createContext<Navigator | null>(null);

const historyState = (): HistoryState => window.history.state ?? {};
const createKey = () => Math.random().toString(36).slice(2, 10);

/** '/docs' and '/docs/x' → '/x'; a path outside the base is left as it is. */
function withoutBase(pathname: string, basename: string) {
  if (basename === '' || basename === '/') return pathname;
  if (pathname.toLowerCase() === basename.toLowerCase()) return '/';
  return pathname.toLowerCase().startsWith(`${basename.toLowerCase()}/`)
    ? pathname.slice(basename.length)
    : pathname;
}

const sameLocation = (a: Location, b: Location) =>
  a.pathname === b.pathname &&
  a.search === b.search &&
  a.hash === b.hash &&
  a.key === b.key &&
  a.state === b.state;

function readLocation(basename: string): Location {
  const { pathname, search, hash } = window.location;
  const { usr = null, key = 'default' } = historyState();
  return {
    pathname: withoutBase(pathname, basename),
    search,
    hash,
    state: usr,
    key,
  };
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

/** A pathname against the root, its '.' and '..' segments resolved. */
function resolvePathname(pathname: string) {
  const segments = [''];
  for (const segment of pathname.replace(/[\\/]{2,}/g, '/').split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.' && !(segments.length === 1 && segment === '')) {
      segments.push(segment);
    }
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

const withMark = (part: string, mark: string) =>
  !part || part === mark ? '' : part.startsWith(mark) ? part : mark + part;

/**
 * Where a navigation goes, as React Router resolves it outside nested
 * routes: a path without a pathname ('#id', '?q=1') stays on the current
 * page; any other pathname, relative or not, is resolved from the root, and
 * keeps a trailing slash it was given.
 */
export function resolveTo(to: To, currentPathname: string): string {
  const {
    pathname,
    search = '',
    hash = '',
  } = typeof to === 'string' ? parsePath(to) : to;
  let resolved = currentPathname;
  if (to === '' || pathname === '') resolved = '/';
  else if (pathname !== undefined) {
    resolved = resolvePathname(pathname);
    if (pathname.endsWith('/') && !resolved.endsWith('/')) resolved += '/';
  }
  return `${resolved}${withMark(search, '?')}${withMark(hash, '#')}`;
}

/**
 * What has to load before the router may show a pathname: null when nothing
 * does. The site sets it to the loading of a section's routes
 * (route-groups.ts); React Router has no such step.
 */
type LocationGate = (pathname: string) => Promise<unknown> | null;
let locationGate: LocationGate = () => null;

export function setLocationGate(gate: LocationGate) {
  locationGate = gate;
}

export function BrowserRouter({
  basename = '',
  children,
  useTransitions,
}: {
  basename?: string;
  children?: ReactNode;
  useTransitions?: boolean;
}) {
  const [location, setLocation] = useState(() => {
    // React Router numbers the entries; a fresh entry gets index 0.
    if (historyState().idx === undefined)
      window.history.replaceState({ ...historyState(), idx: 0 }, '');
    return readLocation(basename);
  });
  const update = useCallback(() => {
    // The address as it is when the move happens (a later navigation may
    // have overtaken one that waited on its gate). The same object while
    // the address is the same: effects keyed on the location run once per
    // navigation.
    const move = () => {
      const next = readLocation(basename);
      setLocation((current) => (sameLocation(current, next) ? current : next));
    };
    const commit = () => {
      if (useTransitions === false) move();
      else startTransition(move);
    };
    const pending = locationGate(readLocation(basename).pathname);
    if (!pending) commit();
    // The address already shows the new location: if what it needs cannot
    // load, the server's page for it is the honest answer.
    else pending.then(commit, () => window.location.reload());
  }, [basename, useTransitions]);
  useLayoutEffect(() => {
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, [update]);
  const navigator = useMemo<Navigator>(() => {
    const withBase = (path: string) =>
      basename === '' || basename === '/' ? path : `${basename}${path}`;
    return {
      push(path, state) {
        const url = withBase(path);
        const entry = {
          usr: state,
          key: createKey(),
          idx: (historyState().idx ?? 0) + 1,
        };
        try {
          window.history.pushState(entry, '', url);
        } catch (error) {
          // A state the browser cannot store is the caller's mistake; any
          // other failure (too many entries in some browsers) loads the page.
          if (error instanceof DOMException && error.name === 'DataCloneError')
            throw error;
          window.location.assign(url);
          return;
        }
        update();
      },
      replace(path, state) {
        const entry = {
          usr: state,
          key: createKey(),
          idx: historyState().idx ?? 0,
        };
        window.history.replaceState(entry, '', withBase(path));
        update();
      },
      go: (delta) => window.history.go(delta),
    };
  }, [basename, update]);
  return createElement(
    NavigatorContext.Provider,
    { value: navigator },
    createElement(LocationContext.Provider, { value: location }, children),
  );
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location)
    throw new Error('useLocation() may be used only inside <BrowserRouter>');
  return location;
}

export function useNavigate() {
  const navigator = useContext(NavigatorContext);
  const { pathname } = useLocation();
  if (!navigator)
    throw new Error('useNavigate() may be used only inside <BrowserRouter>');
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const path = resolveTo(to, pathname);
      // Like React Router: a navigation never leaves the site's origin.
      if (isAbsoluteUrl(path))
        throw new Error(`Cannot navigate to ${path}: not a path of this site`);
      (options.replace ? navigator.replace : navigator.push)(
        path,
        options.state ?? null,
      );
    },
    [navigator, pathname],
  );
}
