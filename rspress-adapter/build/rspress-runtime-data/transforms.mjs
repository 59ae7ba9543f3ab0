// Relies on: the exact text Rspress generates for its route list, site data,
// page data, UI texts and base stylesheet entry; each rewrite throws naming
// itself when its target is missing. Upstream would need to emit these
// split by section (and without unused parts) for the rewrites to go.
//
// The build-side adapter to three modules Rspress puts in the script every
// page loads: the route list (`virtual-routes`) and the site data
// (`virtual-site-data`) it generates, and the entry of its base stylesheet.
// Their text is Rspress's private output, so each transform checks that it
// recognises every part it changes and throws otherwise: an Rspress upgrade
// that changes them fails the build here instead of shipping a broken page.
import { routeGroupOf } from './route-groups.mjs';
import {
  HOME_TEXTS,
  inTextGroup,
  RSTACK_TEXTS,
  SEARCH_MODAL_TEXTS,
} from './text-groups.mjs';

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
      'Update rspress-adapter/build/rspress-runtime-data/transforms.mjs for the installed Rspress.',
  );
}

/**
 * The routes of Rspress's generated list: path, source file, language,
 * version and the chunk import of each (a dynamic import with its chunk name),
 * in the list's order. Throws on any line it does not recognise.
 */
export function parseRouteList(source) {
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
    return { path, filePath, lang, version, load };
  });
  if (loaders.size > 0)
    throw unknownShape('route list', `${loaders.size} loaders without a route`);
  return routes;
}

/**
 * A page chunk's name: Rspress's `route-<hash>` becomes `page-<hash>`.
 * Rspress names a `route-` chunk in its page's head as a preload the browser
 * fetches at once, sharing the connection with the stylesheet the first
 * paint waits for; group-preload.ts names it with the page's other lazy
 * chunks instead, fetched after the first paint.
 */
const PAGE_CHUNK_PREFIX = 'page-';
const withPageChunkName = (load) => {
  const renamed = load.replace(
    /^import\(\/\* webpackChunkName: "route-/,
    `import(/* webpackChunkName: "${PAGE_CHUNK_PREFIX}`,
  );
  if (renamed === load)
    throw unknownShape('route list', `a chunk not named route-…: ${load}`);
  return renamed;
};

/** A route's arguments to `route()` below, its chunk import last. */
const routeArguments = ({ path, filePath, lang, version, load }) =>
  `${[path, filePath, lang, version].map((value) => JSON.stringify(value)).join(', ')}, () => ${withPageChunkName(load)}`;

/**
 * A page module may export a promise under this name: what it needs before
 * it renders (its code blocks' markup, plugins/code-as-html). The route's
 * component and preload wait for it.
 */
export const PAGE_READY_EXPORT = '__pageReady';

/** Builds one of Rspress's route objects from its parts; shared by both lists. */
const ROUTE_FACTORY = `const route = (path, filePath, lang, version, loadModule) => {
  const load = () => loadModule().then((page) => page.${PAGE_READY_EXPORT} ? page.${PAGE_READY_EXPORT}.then(() => page) : page);
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
};`;

/**
 * Rspress writes each route as two declarations and an object literal that
 * spells out its component and preload function (about 200 bytes each once
 * minified). The same route objects are built here by one function from the
 * route's path, source file, language, version and chunk import; the
 * import's chunk name becomes `page-<hash>` (withPageChunkName). The server
 * render takes this whole list; the browser takes it by group
 * (`routeGroupEntry`). Both export `loadRouteGroup`, which on the server has
 * nothing to load.
 */
export function compactRouteList(source) {
  const routes = parseRouteList(source);
  return `${HEADER}
${ROUTE_FACTORY}
export const routes = [
${routes.map((entry) => `  route(${routeArguments(entry)}),`).join('\n')}
];
export const loadRouteGroup = () => Promise.resolve();
export const routeGroupLoaded = () => true;
export const loadSearchModalTexts = () => Promise.resolve();
export const loadRstackTexts = () => Promise.resolve();
`;
}

/** The query that asks a generated module for one route group's part. */
export const GROUP_QUERY = '?route-group=';

/** The group named by a module's resource query, or null for the whole module. */
export function groupOfQuery(resourceQuery) {
  return resourceQuery?.startsWith(GROUP_QUERY)
    ? decodeURIComponent(resourceQuery.slice(GROUP_QUERY.length))
    : null;
}

const groupRequest = (module, group) =>
  JSON.stringify(`${module}${GROUP_QUERY}${encodeURIComponent(group)}`);

/**
 * The browser's route list: empty at first, filled one group at a time.
 * `loadRouteGroup(pathname)` imports the group a path belongs to (its
 * routes, page summaries and sidebars, one small chunk) and adds it to the
 * route list, Rspress's page summaries and the site data's sidebars, the
 * objects Rspress's runtime reads them from. The client entry loads the
 * group of the page in the address bar before it looks up its route
 * (patches/@rspress+core+2.0.22.patch), so hydration finds the current
 * page's route and sidebar. The table of groups grows with sections, not
 * with pages.
 */
export function routeGroupEntry(source, { langs, defaultLang, groupsModule }) {
  const groups = [
    ...new Set(
      parseRouteList(source).map(({ path }) =>
        routeGroupOf(path, { langs, defaultLang }),
      ),
    ),
  ].sort();
  const loaders = (ids, module, chunkName) =>
    ids.map(
      (id) =>
        `  ${JSON.stringify(id)}: () => import(/* webpackChunkName: ${JSON.stringify(chunkName(id))} */ ${groupRequest(module, id)}),`,
    );
  return `${HEADER}
import { pageData } from "virtual-page-data";
import siteData from "virtual-site-data";
import texts from "virtual-i18n-text";
import { routeGroupOf } from ${JSON.stringify(groupsModule)};
${ROUTE_FACTORY}
const LANGUAGES = ${JSON.stringify({ langs, defaultLang })};
const GROUPS = {
${loaders(groups, 'virtual-routes', routeGroupChunkName).join('\n')}
};
const TEXTS = {
${loaders(
  langs.flatMap((lang) => [
    `${lang}:`,
    `${lang}:${SEARCH_MODAL_TEXTS}`,
    `${lang}:${HOME_TEXTS}`,
    `${lang}:${RSTACK_TEXTS}`,
  ]),
  'virtual-i18n-text',
  textsChunkName,
).join('\n')}
};
export const routes = [];
const loading = new Map();
const loaded = new Set();
const addGroup = (group) => {
  for (const args of group.routes) routes.push(route(...args));
  pageData.pages.push(...group.pages);
  for (const { lang, key, items } of group.sidebars)
    siteData.themeConfig.locales.find((locale) => locale.lang === lang).sidebar[key] = items;
};
const addTexts = (id, group) => {
  const lang = id.slice(0, id.indexOf(":"));
  for (const [key, text] of Object.entries(group.default)) (texts[key] ??= {})[lang] = text;
};
// Keyed by table and id: a language's texts and its home page's routes share the id "en:".
const loadOnce = (id, table, add) => {
  const key = (table === TEXTS ? "texts " : "routes ") + id;
  if (!table[id] || loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = table[id]().then((group) => {
      add(id, group);
      loaded.add(key);
    });
    // A group that failed to load (the reader went offline) is asked for again next time.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
};
const textsOf = ${textsLoadedWith.toString()};
export function routeGroupLoaded(pathname) {
  const id = routeGroupOf(pathname, LANGUAGES);
  return textsOf(id).every((texts) => loaded.has("texts " + texts)) && (!GROUPS[id] || loaded.has("routes " + id));
}
/** The texts of the search modal in \`lang\`, which load with the modal. */
export function loadSearchModalTexts(lang) {
  return loadOnce(lang + ${JSON.stringify(`:${SEARCH_MODAL_TEXTS}`)}, TEXTS, addTexts);
}
/** The Rstack tools' descriptions in \`lang\`, which load with the Rstack menu's list. */
export function loadRstackTexts(lang) {
  return loadOnce(lang + ${JSON.stringify(`:${RSTACK_TEXTS}`)}, TEXTS, addTexts);
}
export function loadRouteGroup(pathname) {
  const id = routeGroupOf(pathname, LANGUAGES);
  return Promise.all([
    ...textsOf(id).map((texts) => loadOnce(texts, TEXTS, addTexts)),
    loadOnce(id, GROUPS, (_, group) => addGroup(group)),
  ]).then(() => {});
}
`;
}

/** The text groups named after what they load with (text-groups.mjs); the rest is `en:`. */
const NAMED_TEXT_GROUPS = [SEARCH_MODAL_TEXTS, HOME_TEXTS, RSTACK_TEXTS];

/**
 * The text groups a route group loads with (`en:guide` → [`en:`]): its
 * language's texts, and on the home page's group (its language's root,
 * `en:`) the home page's own (`en:home`). Written into the browser's route
 * module as it is (routeGroupEntry), so it may use nothing from outside.
 */
export function textsLoadedWith(routeGroup) {
  const texts = routeGroup.slice(0, routeGroup.indexOf(':') + 1);
  return routeGroup === texts ? [texts, `${texts}home`] : [texts];
}

/**
 * The chunk name of the UI texts of a group's language (`en:guide` →
 * `ui-texts-en`), or of a named text group (`en:search-modal` →
 * `ui-texts-en-search-modal`).
 */
export const textsChunkName = (group) => {
  const colon = group.indexOf(':');
  const part = group.slice(colon + 1);
  const named = NAMED_TEXT_GROUPS.includes(part);
  return `ui-texts-${group.slice(0, colon)}${named ? `-${part}` : ''}`;
};

/** The chunk name of a route group (`route-group-en-guide`; `en-` for a home page). */
export const routeGroupChunkName = (group) =>
  `route-group-${group.replace(':', '-')}`;

/** One group's part of the route list: its routes as arguments to `route()`. */
export function routeGroupModule(source, group, languages) {
  const routes = parseRouteList(source).filter(
    ({ path }) => routeGroupOf(path, languages) === group,
  );
  return `import { pages } from ${groupRequest('virtual-page-data', group)};
import sidebars from ${groupRequest('virtual-site-data', group)};
export { pages, sidebars };
export const routes = [
${routes.map((entry) => `  [${routeArguments(entry)}],`).join('\n')}
];
`;
}

const PAGE_DATA =
  /^export const pageData = ([\s\S]*?);\s*export const searchIndexHash = ([\s\S]*?);?\s*$/;

/** Rspress's page data module: its summaries of every page and the rest. */
function parsePageData(source) {
  const match = PAGE_DATA.exec(source.trim());
  if (!match)
    throw unknownShape('page data', 'no pageData and searchIndexHash');
  const pageData = JSON.parse(match[1]);
  if (!Array.isArray(pageData.pages))
    throw unknownShape('page data', 'no pages list');
  return { pageData, searchIndexHash: match[2] };
}

/** The browser's page data: no summaries until their group loads. */
export function pageDataEntry(source) {
  const { pageData, searchIndexHash } = parsePageData(source);
  return `export const pageData = ${JSON.stringify({ ...pageData, pages: [] })};
export const searchIndexHash = ${searchIndexHash};
`;
}

/** One group's page summaries. */
export function pageDataGroup(source, group, languages) {
  const { pageData } = parsePageData(source);
  const pages = pageData.pages.filter(
    (page) => routeGroupOf(page.routePath, languages) === group,
  );
  return `export const pages = ${JSON.stringify(pages)};\n`;
}

const I18N_PREFIX = 'export default ';

/** Rspress's UI texts module: key → language → text. */
function parseTexts(source) {
  if (!source.startsWith(I18N_PREFIX))
    throw unknownShape('UI texts', 'no "export default" object');
  return JSON.parse(source.slice(I18N_PREFIX.length));
}

/**
 * The browser's UI texts: empty until the texts of the page's language load
 * with its route group (`loadRouteGroup`), which fills this same object.
 */
export function i18nTextEntry(source) {
  parseTexts(source);
  return `${I18N_PREFIX}{}`;
}

/**
 * One language's UI texts that every page loads (the group `en:` holds
 * English), or those of a named group (`en:search-modal`, `en:home`,
 * `en:rstack`):
 * key → text. Texts no component draws are in none (text-groups.mjs).
 */
export function i18nTextGroup(source, group) {
  const lang = group.slice(0, group.indexOf(':'));
  const part = group.slice(group.indexOf(':') + 1);
  const wanted = NAMED_TEXT_GROUPS.includes(part) ? part : '';
  const texts = Object.fromEntries(
    Object.entries(parseTexts(source)).flatMap(([key, byLang]) =>
      byLang[lang] === undefined || !inTextGroup(key, wanted)
        ? []
        : [[key, byLang[lang]]],
    ),
  );
  return `${I18N_PREFIX}${JSON.stringify(texts)};\n`;
}

/** The site data with every sidebar item's `_fileKey` left out (see below). */
function parseSiteData(source) {
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
  return {
    ...data,
    themeConfig: {
      ...data.themeConfig,
      locales: data.themeConfig.locales.map((locale) => ({
        ...locale,
        sidebar: strip(locale.sidebar),
      })),
    },
  };
}

/**
 * The site data with every sidebar item's `_fileKey` (its source file, which
 * Rspress's own overview component reads and the site's does not) left out.
 * The server render takes all of it.
 */
export function withoutSidebarFileKeys(source) {
  return `export default ${JSON.stringify(parseSiteData(source))}`;
}

/** Each locale's sidebars as `{ lang, key, items }`, with the group of each key. */
const sidebarsOf = (data, languages) =>
  data.themeConfig.locales.flatMap(({ lang, sidebar }) =>
    Object.entries(sidebar).map(([key, items]) => ({
      lang,
      key,
      items,
      group: routeGroupOf(key, languages),
    })),
  );

/** A sidebar for paths of every section (its key is a language's root). */
const coversEverySection = ({ group }) => group.endsWith(':');

/**
 * The browser's site data: a section's sidebar arrives with its route group
 * (`siteDataGroup`); only a sidebar for a whole language stays here.
 */
export function siteDataEntry(source, languages) {
  const data = parseSiteData(source);
  const kept = new Set(
    sidebarsOf(data, languages)
      .filter(coversEverySection)
      .map(({ lang, key }) => `${lang} ${key}`),
  );
  for (const locale of data.themeConfig.locales)
    locale.sidebar = Object.fromEntries(
      Object.entries(locale.sidebar).filter(([key]) =>
        kept.has(`${locale.lang} ${key}`),
      ),
    );
  return `export default ${JSON.stringify(data)}`;
}

/** One group's sidebars, as `loadRouteGroup` adds them to the site data. */
export function siteDataGroup(source, group, languages) {
  const sidebars = sidebarsOf(parseSiteData(source), languages)
    .filter(
      (sidebar) => !coversEverySection(sidebar) && sidebar.group === group,
    )
    .map(({ lang, key, items }) => ({ lang, key, items }));
  return `export default ${JSON.stringify(sidebars)};\n`;
}

/**
 * Stylesheets Rspress's base stylesheet entry imports for parts of its own
 * theme the site does not render: the page-load progress bar (the site has
 * its own), its scrollbar class, the home page palette, and its code
 * styles: Shiki's line spans (the site's blocks have none; their padding is
 * the code element's, theme/content/CodeBlock.module.css) and the classes
 * of line highlighting, diff and focus notation, which no page uses
 * (tests/e2e/shipped-bundle fails when one does).
 */
export const UNUSED_BASE_STYLES = [
  'nprogress/nprogress.css',
  './scrollbar.css',
  './vars/home-vars.css',
  './shiki.css',
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
