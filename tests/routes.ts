import { SITE_LANGS } from '../site/languages';

/**
 * The route table of the specification (English form). Every entry also
 * exists under /zh. Tests walk this list, so a page that goes missing, or a
 * page added without being listed here, is noticed.
 */
export const ROUTES: readonly string[] = [
  '/',
  '/blog/',
  '/blog/introducing-rslib',
  '/guide/start/',
  '/guide/start/quick-start',
  '/guide/start/glossary',
  '/guide/start/npm-packages',
  '/guide/solution/',
  '/guide/solution/nodejs',
  '/guide/solution/react',
  '/guide/solution/vue',
  ...[
    'cli',
    'configure-rslib',
    'typescript',
    'output-format',
    'output-structure',
    'upgrade-rslib',
  ].map((page) => `/guide/basic/${page}`),
  ...[
    'third-party-deps',
    'output-compatibility',
    'dts',
    'static-assets',
    'svgr-files',
    'json-files',
    'module-federation',
    'storybook',
  ].map((page) => `/guide/advanced/${page}`),
  '/guide/migration/modernjs-module',
  '/guide/migration/tsup',
  '/guide/faq/features',
  '/config/',
  ...[
    '',
    'format',
    'bundle',
    'auto-extension',
    'auto-external',
    'redirect',
    'syntax',
    'external-helpers',
    'banner',
    'footer',
    'dts',
    'shims',
    'id',
    'umd-name',
    'out-base',
  ].map((page) => `/config/lib/${page}`),
  ...['', 'resolve', 'source', 'output', 'tools', 'plugins'].map(
    (page) => `/config/rsbuild/${page}`,
  ),
];

export const LANGS = SITE_LANGS;
export type Lang = (typeof LANGS)[number];

export function routeIn(lang: Lang, route: string): string {
  return lang === 'en' ? route : `/zh${route}`;
}

/** The source file of a route, relative to docs/<lang>/. */
export function sourceFileOf(route: string): string {
  if (route === '/') return 'index.md';
  return route.endsWith('/')
    ? `${route.slice(1)}index.mdx`
    : `${route.slice(1)}.mdx`;
}
