// The build-side adapter to three modules Rspress puts in the script every
// page loads: the route list (`virtual-routes`) and the site data
// (`virtual-site-data`) it generates, and the entry of its base stylesheet.
// Their text is Rspress's private output, so each transform checks that it
// recognises every part it changes and throws otherwise: an Rspress upgrade
// that changes them fails the build here instead of shipping a broken page.

const ROUTE_LOADER =
  /^const loadRoute(\d+) = \(\) => (import\(\/\* webpackChunkName: "[\w-]+" \*\/ "(?:[^"\\]|\\.)*"\))$/;
const ROUTE_COMPONENT = /^const Route(\d+) = lazyWithPreload\(loadRoute\1\)$/;
const ROUTE_ENTRY =
  /^\{ path: '([^']*)', element: React\.createElement\(Route(\d+)\), filePath: '([^']*)', preload: async \(\) => \{\s*await Route\2\.preload\(\);\s*return loadRoute\2\(\);\s*\}, lang: '([^']*)', version: '([^']*)' \},?$/;
const HEADER = `import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";`;

/** Thrown when Rspress's generated module is not the shape these transforms know. */
function unknownShape(module, detail) {
  return new Error(
    `rspress-runtime-data: Rspress's generated ${module} has a shape this adapter does not know (${detail}). ` +
      'Update plugins/rspress-runtime-data/transforms.mjs for the installed Rspress.',
  );
}

/**
 * Rspress writes each route as two declarations and an object literal that
 * spells out its component and preload function (about 200 bytes each once
 * minified, for every page of the site, in the script every page loads).
 * The same route objects are built here by one function from the route's
 * path, source file, language, version and chunk import; the import keeps
 * its chunk name, which Rspress uses to list a page's chunk in its HTML.
 */
export function compactRouteList(source) {
  const [header, list] = source.trim().split('\nexport const routes = [\n');
  if (list === undefined || !list.endsWith('\n];'))
    throw unknownShape('route list', 'no "export const routes = [" list');
  const loaders = new Map();
  const headerLines = header.split('\n');
  if (headerLines.slice(0, 2).join('\n') !== HEADER)
    throw unknownShape('route list', 'other imports');
  for (const line of headerLines.slice(2)) {
    const loader = ROUTE_LOADER.exec(line);
    if (loader) loaders.set(loader[1], loader[2]);
    else if (!ROUTE_COMPONENT.test(line))
      throw unknownShape('route list', `unknown line: ${line.slice(0, 80)}`);
  }
  const entries = list
    .slice(0, -3)
    .split(/,\n(?=\{ path: )/)
    .filter((entry) => entry.trim() !== '');
  const routes = entries.map((entry) => {
    const match = ROUTE_ENTRY.exec(entry.trim());
    if (!match)
      throw unknownShape('route list', `unknown route: ${entry.slice(0, 80)}`);
    const [, path, index, filePath, lang, version] = match;
    const load = loaders.get(index);
    if (!load) throw unknownShape('route list', `no loader for route ${index}`);
    loaders.delete(index);
    const args = [path, filePath, lang, version].map((value) =>
      JSON.stringify(value),
    );
    return `  route(${args.join(', ')}, () => ${load}),`;
  });
  if (loaders.size > 0)
    throw unknownShape('route list', `${loaders.size} loaders without a route`);
  return `${HEADER}
const route = (path, filePath, lang, version, load) => {
  const Page = lazyWithPreload(load);
  return {
    path,
    element: React.createElement(Page),
    filePath,
    preload: async () => {
      await Page.preload();
      return load();
    },
    lang,
    version,
  };
};
export const routes = [
${routes.join('\n')}
];
`;
}

/**
 * The site data with every sidebar item's `_fileKey` (its source file, which
 * Rspress's own overview component reads and the site's does not) left out.
 */
export function withoutSidebarFileKeys(source) {
  const prefix = 'export default ';
  if (!source.startsWith(prefix))
    throw unknownShape('site data', 'no "export default" object');
  const data = JSON.parse(source.slice(prefix.length));
  const sidebars = (data.themeConfig?.locales ?? []).map(
    (locale) => locale.sidebar,
  );
  if (sidebars.length === 0 || sidebars.some((sidebar) => !sidebar))
    throw unknownShape('site data', 'no sidebar in themeConfig.locales');
  const strip = (value) => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    const { _fileKey: _, ...rest } = value;
    return Object.fromEntries(
      Object.entries(rest).map(([key, item]) => [key, strip(item)]),
    );
  };
  return `${prefix}${JSON.stringify({ ...data, themeConfig: { ...data.themeConfig, locales: data.themeConfig.locales.map((locale) => ({ ...locale, sidebar: strip(locale.sidebar) })) } })}`;
}

/**
 * Stylesheets Rspress's base stylesheet entry imports for parts of its own
 * theme the site does not render: the page-load progress bar (the site has
 * its own), its scrollbar class and the home page palette.
 */
export const UNUSED_BASE_STYLES = [
  'nprogress/nprogress.css',
  './scrollbar.css',
  './vars/home-vars.css',
];

/** The base stylesheet entry without the imports of `UNUSED_BASE_STYLES`. */
export function withoutUnusedBaseStyles(source) {
  let result = source;
  for (const file of UNUSED_BASE_STYLES) {
    const line = `import "${file}";`;
    if (!result.includes(line))
      throw unknownShape('base stylesheet entry', `no import of ${file}`);
    result = result.replace(line, '');
  }
  return result;
}
