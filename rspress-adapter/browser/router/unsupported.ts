// Relies on: Rspress's runtime re-exporting all of react-router-dom; every
// name it re-exports must link. Upstream would need to re-export only what
// it uses (or nothing) for this list to go.

// The names of react-router-dom the browser's router (browser-router.ts)
// does not provide. Rspress's runtime re-exports all of react-router-dom
// (`export * from "react-router-dom"` in @rspress/core/runtime), and the
// browser build points that module at the stand-in: without these, any other
// name would be undefined in the browser only, and a page using one would
// render on the server and then fail after hydration with "undefined is not
// a function". Each one here throws, naming itself and why it is missing.
// tests/unit/rspress-contract/router-stand-in.test.ts lists every name the installed Rspress
// takes from react-router-dom and fails on one that is neither provided nor
// listed here. Unused, each is dropped from the bundle.

/** Why a group of React Router's names is not part of the stand-in. */
const WHY = {
  dataRouter:
    "a data router's loaders, actions and fetchers: Rspress routes have none",
  otherRouter:
    "another router: the browser build has one, BrowserRouter (the server render keeps React Router's StaticRouter)",
  routeTree:
    "a route tree of React Router's: Rspress matches its own routes (pathnameToRouteService) and the site's links are theme/Link",
  frameworkMode:
    "React Router's framework mode (its own server, sessions, cookies), which Rspress does not use",
  internal: 'an internal or unstable part of React Router',
  notNeededYet:
    "not used by Rspress's browser runtime or the site's theme yet: add it to browser-router.ts when a page needs it",
} as const;

/** Every name react-router-dom exports that the stand-in does not, with why. */
export const UNSUPPORTED_ROUTER_NAMES: Readonly<Record<string, string>> = {
  Await: WHY.dataRouter,
  Form: WHY.dataRouter,
  IDLE_BLOCKER: WHY.dataRouter,
  IDLE_FETCHER: WHY.dataRouter,
  IDLE_NAVIGATION: WHY.dataRouter,
  RouterProvider: WHY.dataRouter,
  StaticRouterProvider: WHY.dataRouter,
  createBrowserRouter: WHY.dataRouter,
  createHashRouter: WHY.dataRouter,
  createMemoryRouter: WHY.dataRouter,
  createRoutesStub: WHY.dataRouter,
  createStaticHandler: WHY.dataRouter,
  createStaticRouter: WHY.dataRouter,
  data: WHY.dataRouter,
  isRouteErrorResponse: WHY.dataRouter,
  redirect: WHY.dataRouter,
  redirectDocument: WHY.dataRouter,
  replace: WHY.dataRouter,
  useActionData: WHY.dataRouter,
  useAsyncError: WHY.dataRouter,
  useAsyncValue: WHY.dataRouter,
  useBlocker: WHY.dataRouter,
  useFetcher: WHY.dataRouter,
  useFetchers: WHY.dataRouter,
  useFormAction: WHY.dataRouter,
  useLoaderData: WHY.dataRouter,
  useMatches: WHY.dataRouter,
  useNavigation: WHY.dataRouter,
  useRevalidator: WHY.dataRouter,
  useRouteError: WHY.dataRouter,
  useRouteLoaderData: WHY.dataRouter,
  useSubmit: WHY.dataRouter,
  HashRouter: WHY.otherRouter,
  HydratedRouter: WHY.otherRouter,
  MemoryRouter: WHY.otherRouter,
  Router: WHY.otherRouter,
  ServerRouter: WHY.otherRouter,
  StaticRouter: WHY.otherRouter,
  Link: WHY.routeTree,
  NavLink: WHY.routeTree,
  Navigate: WHY.routeTree,
  Outlet: WHY.routeTree,
  Route: WHY.routeTree,
  Routes: WHY.routeTree,
  createRoutesFromChildren: WHY.routeTree,
  createRoutesFromElements: WHY.routeTree,
  matchRoutes: WHY.routeTree,
  renderMatches: WHY.routeTree,
  useMatch: WHY.routeTree,
  useOutlet: WHY.routeTree,
  useOutletContext: WHY.routeTree,
  useParams: WHY.routeTree,
  useRoutes: WHY.routeTree,
  Links: WHY.frameworkMode,
  Meta: WHY.frameworkMode,
  PrefetchPageLinks: WHY.frameworkMode,
  RouterContextProvider: WHY.frameworkMode,
  Scripts: WHY.frameworkMode,
  ScrollRestoration: WHY.frameworkMode,
  createContext: WHY.frameworkMode,
  createCookie: WHY.frameworkMode,
  createCookieSessionStorage: WHY.frameworkMode,
  createMemorySessionStorage: WHY.frameworkMode,
  createRequestHandler: WHY.frameworkMode,
  createSession: WHY.frameworkMode,
  createSessionStorage: WHY.frameworkMode,
  href: WHY.frameworkMode,
  isCookie: WHY.frameworkMode,
  isSession: WHY.frameworkMode,
  unstable_RSCStaticRouter: WHY.frameworkMode,
  unstable_routeRSCServerRequest: WHY.frameworkMode,
  unstable_setDevServerHooks: WHY.frameworkMode,
  UNSAFE_AwaitContextProvider: WHY.internal,
  UNSAFE_DataRouterContext: WHY.internal,
  UNSAFE_DataRouterStateContext: WHY.internal,
  UNSAFE_ErrorResponseImpl: WHY.internal,
  UNSAFE_FetchersContext: WHY.internal,
  UNSAFE_FrameworkContext: WHY.internal,
  UNSAFE_LocationContext: WHY.internal,
  UNSAFE_NavigationContext: WHY.internal,
  UNSAFE_RSCDefaultRootErrorBoundary: WHY.internal,
  UNSAFE_RemixErrorBoundary: WHY.internal,
  UNSAFE_RouteContext: WHY.internal,
  UNSAFE_ServerMode: WHY.internal,
  UNSAFE_SingleFetchRedirectSymbol: WHY.internal,
  UNSAFE_ViewTransitionContext: WHY.internal,
  UNSAFE_WithComponentProps: WHY.internal,
  UNSAFE_WithErrorBoundaryProps: WHY.internal,
  UNSAFE_WithHydrateFallbackProps: WHY.internal,
  UNSAFE_createBrowserHistory: WHY.internal,
  UNSAFE_createClientRoutes: WHY.internal,
  UNSAFE_createClientRoutesWithHMRRevalidationOptOut: WHY.internal,
  UNSAFE_createHashHistory: WHY.internal,
  UNSAFE_createMemoryHistory: WHY.internal,
  UNSAFE_createRouter: WHY.internal,
  UNSAFE_decodeViaTurboStream: WHY.internal,
  UNSAFE_getHydrationData: WHY.internal,
  UNSAFE_getPatchRoutesOnNavigationFunction: WHY.internal,
  UNSAFE_getTurboStreamSingleFetchDataStrategy: WHY.internal,
  UNSAFE_hydrationRouteProperties: WHY.internal,
  UNSAFE_invariant: WHY.internal,
  UNSAFE_mapRouteProperties: WHY.internal,
  UNSAFE_shouldHydrateRouteLoader: WHY.internal,
  UNSAFE_useFogOFWarDiscovery: WHY.internal,
  UNSAFE_useScrollRestoration: WHY.internal,
  UNSAFE_withComponentProps: WHY.internal,
  UNSAFE_withErrorBoundaryProps: WHY.internal,
  UNSAFE_withHydrateFallbackProps: WHY.internal,
  unstable_HistoryRouter: WHY.internal,
  unstable_usePrompt: WHY.internal,
  unstable_useRoute: WHY.internal,
  unstable_useRouterState: WHY.internal,
  NavigationType: WHY.notNeededYet,
  createPath: WHY.notNeededYet,
  createSearchParams: WHY.notNeededYet,
  generatePath: WHY.notNeededYet,
  matchPath: WHY.notNeededYet,
  resolvePath: WHY.notNeededYet,
  useBeforeUnload: WHY.notNeededYet,
  useHref: WHY.notNeededYet,
  useInRouterContext: WHY.notNeededYet,
  useLinkClickHandler: WHY.notNeededYet,
  useNavigationType: WHY.notNeededYet,
  useResolvedPath: WHY.notNeededYet,
  useSearchParams: WHY.notNeededYet,
  useViewTransitionState: WHY.notNeededYet,
};

/** A stand-in for `name` that throws, naming itself and why it is missing. */
export function unsupported(name: string): (...args: unknown[]) => never {
  return () => {
    throw new Error(
      `react-router-dom's ${name} is not available in the site's browser build: ${UNSUPPORTED_ROUTER_NAMES[name]}. The browser's router is rspress-adapter/browser/router/browser-router.ts (see rspress-adapter/browser/router/unsupported.ts).`,
    );
  };
}

export const Await = /*#__PURE__*/ unsupported('Await');
export const Form = /*#__PURE__*/ unsupported('Form');
export const IDLE_BLOCKER = /*#__PURE__*/ unsupported('IDLE_BLOCKER');
export const IDLE_FETCHER = /*#__PURE__*/ unsupported('IDLE_FETCHER');
export const IDLE_NAVIGATION = /*#__PURE__*/ unsupported('IDLE_NAVIGATION');
export const RouterProvider = /*#__PURE__*/ unsupported('RouterProvider');
export const StaticRouterProvider = /*#__PURE__*/ unsupported(
  'StaticRouterProvider',
);
export const createBrowserRouter = /*#__PURE__*/ unsupported(
  'createBrowserRouter',
);
export const createHashRouter = /*#__PURE__*/ unsupported('createHashRouter');
export const createMemoryRouter =
  /*#__PURE__*/ unsupported('createMemoryRouter');
export const createRoutesStub = /*#__PURE__*/ unsupported('createRoutesStub');
export const createStaticHandler = /*#__PURE__*/ unsupported(
  'createStaticHandler',
);
export const createStaticRouter =
  /*#__PURE__*/ unsupported('createStaticRouter');
export const data = /*#__PURE__*/ unsupported('data');
export const isRouteErrorResponse = /*#__PURE__*/ unsupported(
  'isRouteErrorResponse',
);
export const redirect = /*#__PURE__*/ unsupported('redirect');
export const redirectDocument = /*#__PURE__*/ unsupported('redirectDocument');
export const replace = /*#__PURE__*/ unsupported('replace');
export const useActionData = /*#__PURE__*/ unsupported('useActionData');
export const useAsyncError = /*#__PURE__*/ unsupported('useAsyncError');
export const useAsyncValue = /*#__PURE__*/ unsupported('useAsyncValue');
export const useBlocker = /*#__PURE__*/ unsupported('useBlocker');
export const useFetcher = /*#__PURE__*/ unsupported('useFetcher');
export const useFetchers = /*#__PURE__*/ unsupported('useFetchers');
export const useFormAction = /*#__PURE__*/ unsupported('useFormAction');
export const useLoaderData = /*#__PURE__*/ unsupported('useLoaderData');
export const useMatches = /*#__PURE__*/ unsupported('useMatches');
export const useNavigation = /*#__PURE__*/ unsupported('useNavigation');
export const useRevalidator = /*#__PURE__*/ unsupported('useRevalidator');
export const useRouteError = /*#__PURE__*/ unsupported('useRouteError');
export const useRouteLoaderData =
  /*#__PURE__*/ unsupported('useRouteLoaderData');
export const useSubmit = /*#__PURE__*/ unsupported('useSubmit');
export const HashRouter = /*#__PURE__*/ unsupported('HashRouter');
export const HydratedRouter = /*#__PURE__*/ unsupported('HydratedRouter');
export const MemoryRouter = /*#__PURE__*/ unsupported('MemoryRouter');
export const Router = /*#__PURE__*/ unsupported('Router');
export const ServerRouter = /*#__PURE__*/ unsupported('ServerRouter');
export const StaticRouter = /*#__PURE__*/ unsupported('StaticRouter');
export const Link = /*#__PURE__*/ unsupported('Link');
export const NavLink = /*#__PURE__*/ unsupported('NavLink');
export const Navigate = /*#__PURE__*/ unsupported('Navigate');
export const Outlet = /*#__PURE__*/ unsupported('Outlet');
export const Route = /*#__PURE__*/ unsupported('Route');
export const Routes = /*#__PURE__*/ unsupported('Routes');
export const createRoutesFromChildren = /*#__PURE__*/ unsupported(
  'createRoutesFromChildren',
);
export const createRoutesFromElements = /*#__PURE__*/ unsupported(
  'createRoutesFromElements',
);
export const matchRoutes = /*#__PURE__*/ unsupported('matchRoutes');
export const renderMatches = /*#__PURE__*/ unsupported('renderMatches');
export const useMatch = /*#__PURE__*/ unsupported('useMatch');
export const useOutlet = /*#__PURE__*/ unsupported('useOutlet');
export const useOutletContext = /*#__PURE__*/ unsupported('useOutletContext');
export const useParams = /*#__PURE__*/ unsupported('useParams');
export const useRoutes = /*#__PURE__*/ unsupported('useRoutes');
export const Links = /*#__PURE__*/ unsupported('Links');
export const Meta = /*#__PURE__*/ unsupported('Meta');
export const PrefetchPageLinks = /*#__PURE__*/ unsupported('PrefetchPageLinks');
export const RouterContextProvider = /*#__PURE__*/ unsupported(
  'RouterContextProvider',
);
export const Scripts = /*#__PURE__*/ unsupported('Scripts');
export const ScrollRestoration = /*#__PURE__*/ unsupported('ScrollRestoration');
export const createContext = /*#__PURE__*/ unsupported('createContext');
export const createCookie = /*#__PURE__*/ unsupported('createCookie');
export const createCookieSessionStorage = /*#__PURE__*/ unsupported(
  'createCookieSessionStorage',
);
export const createMemorySessionStorage = /*#__PURE__*/ unsupported(
  'createMemorySessionStorage',
);
export const createRequestHandler = /*#__PURE__*/ unsupported(
  'createRequestHandler',
);
export const createSession = /*#__PURE__*/ unsupported('createSession');
export const createSessionStorage = /*#__PURE__*/ unsupported(
  'createSessionStorage',
);
export const href = /*#__PURE__*/ unsupported('href');
export const isCookie = /*#__PURE__*/ unsupported('isCookie');
export const isSession = /*#__PURE__*/ unsupported('isSession');
export const unstable_RSCStaticRouter = /*#__PURE__*/ unsupported(
  'unstable_RSCStaticRouter',
);
export const unstable_routeRSCServerRequest = /*#__PURE__*/ unsupported(
  'unstable_routeRSCServerRequest',
);
export const unstable_setDevServerHooks = /*#__PURE__*/ unsupported(
  'unstable_setDevServerHooks',
);
export const UNSAFE_AwaitContextProvider = /*#__PURE__*/ unsupported(
  'UNSAFE_AwaitContextProvider',
);
export const UNSAFE_DataRouterContext = /*#__PURE__*/ unsupported(
  'UNSAFE_DataRouterContext',
);
export const UNSAFE_DataRouterStateContext = /*#__PURE__*/ unsupported(
  'UNSAFE_DataRouterStateContext',
);
export const UNSAFE_ErrorResponseImpl = /*#__PURE__*/ unsupported(
  'UNSAFE_ErrorResponseImpl',
);
export const UNSAFE_FetchersContext = /*#__PURE__*/ unsupported(
  'UNSAFE_FetchersContext',
);
export const UNSAFE_FrameworkContext = /*#__PURE__*/ unsupported(
  'UNSAFE_FrameworkContext',
);
export const UNSAFE_LocationContext = /*#__PURE__*/ unsupported(
  'UNSAFE_LocationContext',
);
export const UNSAFE_NavigationContext = /*#__PURE__*/ unsupported(
  'UNSAFE_NavigationContext',
);
export const UNSAFE_RSCDefaultRootErrorBoundary = /*#__PURE__*/ unsupported(
  'UNSAFE_RSCDefaultRootErrorBoundary',
);
export const UNSAFE_RemixErrorBoundary = /*#__PURE__*/ unsupported(
  'UNSAFE_RemixErrorBoundary',
);
export const UNSAFE_RouteContext = /*#__PURE__*/ unsupported(
  'UNSAFE_RouteContext',
);
export const UNSAFE_ServerMode = /*#__PURE__*/ unsupported('UNSAFE_ServerMode');
export const UNSAFE_SingleFetchRedirectSymbol = /*#__PURE__*/ unsupported(
  'UNSAFE_SingleFetchRedirectSymbol',
);
export const UNSAFE_ViewTransitionContext = /*#__PURE__*/ unsupported(
  'UNSAFE_ViewTransitionContext',
);
export const UNSAFE_WithComponentProps = /*#__PURE__*/ unsupported(
  'UNSAFE_WithComponentProps',
);
export const UNSAFE_WithErrorBoundaryProps = /*#__PURE__*/ unsupported(
  'UNSAFE_WithErrorBoundaryProps',
);
export const UNSAFE_WithHydrateFallbackProps = /*#__PURE__*/ unsupported(
  'UNSAFE_WithHydrateFallbackProps',
);
export const UNSAFE_createBrowserHistory = /*#__PURE__*/ unsupported(
  'UNSAFE_createBrowserHistory',
);
export const UNSAFE_createClientRoutes = /*#__PURE__*/ unsupported(
  'UNSAFE_createClientRoutes',
);
export const UNSAFE_createClientRoutesWithHMRRevalidationOptOut =
  /*#__PURE__*/ unsupported(
    'UNSAFE_createClientRoutesWithHMRRevalidationOptOut',
  );
export const UNSAFE_createHashHistory = /*#__PURE__*/ unsupported(
  'UNSAFE_createHashHistory',
);
export const UNSAFE_createMemoryHistory = /*#__PURE__*/ unsupported(
  'UNSAFE_createMemoryHistory',
);
export const UNSAFE_createRouter = /*#__PURE__*/ unsupported(
  'UNSAFE_createRouter',
);
export const UNSAFE_decodeViaTurboStream = /*#__PURE__*/ unsupported(
  'UNSAFE_decodeViaTurboStream',
);
export const UNSAFE_getHydrationData = /*#__PURE__*/ unsupported(
  'UNSAFE_getHydrationData',
);
export const UNSAFE_getPatchRoutesOnNavigationFunction =
  /*#__PURE__*/ unsupported('UNSAFE_getPatchRoutesOnNavigationFunction');
export const UNSAFE_getTurboStreamSingleFetchDataStrategy =
  /*#__PURE__*/ unsupported('UNSAFE_getTurboStreamSingleFetchDataStrategy');
export const UNSAFE_hydrationRouteProperties = /*#__PURE__*/ unsupported(
  'UNSAFE_hydrationRouteProperties',
);
export const UNSAFE_invariant = /*#__PURE__*/ unsupported('UNSAFE_invariant');
export const UNSAFE_mapRouteProperties = /*#__PURE__*/ unsupported(
  'UNSAFE_mapRouteProperties',
);
export const UNSAFE_shouldHydrateRouteLoader = /*#__PURE__*/ unsupported(
  'UNSAFE_shouldHydrateRouteLoader',
);
export const UNSAFE_useFogOFWarDiscovery = /*#__PURE__*/ unsupported(
  'UNSAFE_useFogOFWarDiscovery',
);
export const UNSAFE_useScrollRestoration = /*#__PURE__*/ unsupported(
  'UNSAFE_useScrollRestoration',
);
export const UNSAFE_withComponentProps = /*#__PURE__*/ unsupported(
  'UNSAFE_withComponentProps',
);
export const UNSAFE_withErrorBoundaryProps = /*#__PURE__*/ unsupported(
  'UNSAFE_withErrorBoundaryProps',
);
export const UNSAFE_withHydrateFallbackProps = /*#__PURE__*/ unsupported(
  'UNSAFE_withHydrateFallbackProps',
);
export const unstable_HistoryRouter = /*#__PURE__*/ unsupported(
  'unstable_HistoryRouter',
);
export const unstable_usePrompt =
  /*#__PURE__*/ unsupported('unstable_usePrompt');
export const unstable_useRoute = /*#__PURE__*/ unsupported('unstable_useRoute');
export const unstable_useRouterState = /*#__PURE__*/ unsupported(
  'unstable_useRouterState',
);
export const NavigationType = /*#__PURE__*/ unsupported('NavigationType');
export const createPath = /*#__PURE__*/ unsupported('createPath');
export const createSearchParams =
  /*#__PURE__*/ unsupported('createSearchParams');
export const generatePath = /*#__PURE__*/ unsupported('generatePath');
export const matchPath = /*#__PURE__*/ unsupported('matchPath');
export const resolvePath = /*#__PURE__*/ unsupported('resolvePath');
export const useBeforeUnload = /*#__PURE__*/ unsupported('useBeforeUnload');
export const useHref = /*#__PURE__*/ unsupported('useHref');
export const useInRouterContext =
  /*#__PURE__*/ unsupported('useInRouterContext');
export const useLinkClickHandler = /*#__PURE__*/ unsupported(
  'useLinkClickHandler',
);
export const useNavigationType = /*#__PURE__*/ unsupported('useNavigationType');
export const useResolvedPath = /*#__PURE__*/ unsupported('useResolvedPath');
export const useSearchParams = /*#__PURE__*/ unsupported('useSearchParams');
export const useViewTransitionState = /*#__PURE__*/ unsupported(
  'useViewTransitionState',
);
