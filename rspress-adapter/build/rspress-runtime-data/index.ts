// Relies on: the paths of Rspress's generated virtual modules (.rspress/…),
// the Rsbuild transform rules that write them, and the file layout of its
// base stylesheet. Upstream would need to split the route list and page
// data by section and keep unused base styles out for this to go.

import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { PAGE_KIND_CHUNK } from '../../../site/page-kind-chunks';
import { type RouteGroupLanguages, routeGroupPreloads } from './group-preload';

/**
 * Where Rspress's virtual modules live; the ones this adapter rewrites are
 * the route list, the site data and the page summaries (transforms.mjs).
 * The page summaries and the UI texts change in the browser build only.
 */
const GENERATED_MODULES = {
  'route-list': /[\\/]\.rspress[\\/]runtime[\\/]virtual-routes\.js$/,
  'site-data': /[\\/]\.rspress[\\/]runtime[\\/]virtual-site-data\.js$/,
  'page-data': /[\\/]\.rspress[\\/]virtual-page-data\.js$/,
  'i18n-text': /[\\/]\.rspress[\\/]runtime[\\/]virtual-i18n-text\.js$/,
} as const;

const BROWSER_ONLY = new Set(['page-data', 'i18n-text']);

/** The entry of Rspress's base stylesheet, beside its theme's public entry. */
export const BASE_STYLES_ENTRY = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('@rspress/core/theme-original'),
  ),
  'styles',
  'index.js',
);

const LOADER = fileURLToPath(new URL('./loader.mjs', import.meta.url));

/**
 * The rewrites' own files: the build cache must be dropped when they
 * change, as Rspress's generated text they rewrite is cached with them.
 */
export const RUNTIME_DATA_REWRITES = [
  'transforms.mjs',
  'route-groups.mjs',
  'text-groups.mjs',
].map((file) => fileURLToPath(new URL(`./${file}`, import.meta.url)));

/**
 * Rspress gathers every module whose name ends in `.css` into one `styles`
 * chunk: the stylesheet, and also each CSS module's class-name map, a
 * script. Here the maps go with the scripts that import them, and the
 * stylesheet every page loads (one file, so later pages find it cached)
 * holds the styles of what the script every page loads draws. A component
 * only some pages draw, in a lazy chunk (the home page, an overview,
 * diagrams, the package-manager tabs), brings its own stylesheet: named in
 * the HTML of the pages that draw it (group-preload.ts), loaded with its
 * chunk on a client navigation. The 404 page's styles stay in the shared
 * file: Rspress writes that page without the per-page head.
 */
function stylesheetForEveryPage(cacheGroups: unknown) {
  const styles = (cacheGroups as Record<string, unknown> | undefined)?.styles;
  if (!styles || typeof styles !== 'object')
    throw new Error(
      "rspress-runtime-data: Rspress's `styles` chunk group is gone; drop stylesheetForEveryPage",
    );
  return {
    styles: {
      ...styles,
      type: 'css/mini-extract',
      chunks: (chunk: Rspack.Chunk) =>
        chunk.canBeInitial() || chunk.name === PAGE_KIND_CHUNK.notFound,
    },
  };
}

/** The rule that writes a generated module (an Rsbuild transform Rspress adds). */
const generatorOf = (rules: unknown[], module: RegExp) =>
  rules.find(
    (rule): rule is { test: string } =>
      typeof rule === 'object' &&
      rule !== null &&
      'test' in rule &&
      typeof rule.test === 'string' &&
      module.test(rule.test),
  );

/**
 * Less of Rspress in the script and stylesheet every page loads: a compact
 * route list, site data without the sidebar's source-file keys, and no base
 * styles for parts of Rspress's theme the site does not render. In the
 * browser build the route list, the page summaries and the sections'
 * sidebars are split into route groups loaded on demand (transforms.mjs),
 * so the first visit does not grow with the number of pages; the server
 * render keeps them whole. A generated module's rewrite is a rule placed
 * just before the rule that generates it: loaders run from the last
 * matching rule to the first, so the rewrite sees the generated text, and
 * the script compiler (an earlier rule) its result.
 */
export function pluginRspressRuntimeData(
  languages: RouteGroupLanguages,
): RspressPlugin {
  const preloads = routeGroupPreloads(languages);
  return {
    name: 'rspress-runtime-data',
    config(config) {
      return { ...config, head: [...(config.head ?? []), preloads.head] };
    },
    extendPageData(page) {
      preloads.recordPageKind(page.routePath, page.frontmatter);
    },
    builderConfig: {
      tools: {
        rspack(config, { environment }) {
          const browser = environment.name === 'web';
          if (browser) {
            config.plugins ??= [];
            config.plugins.push(preloads.recorder);
            // The package-manager tabs travel with the pages that show them
            // (a third of the pages), in one chunk their pages share.
            const splitChunks = config.optimization?.splitChunks;
            if (splitChunks && typeof splitChunks === 'object')
              splitChunks.cacheGroups = {
                ...splitChunks.cacheGroups,
                ...stylesheetForEveryPage(splitChunks.cacheGroups),
                // Rspress's runtime helpers stay in the script every page
                // loads instead of a second small file beside it: one
                // request fewer, and compressed together they are 0.5 KB
                // gzip smaller. Packages lazy chunks share still get
                // chunks of their own.
                defaultVendors: {
                  test: /[\\/]node_modules[\\/]/i,
                  priority: -10,
                  reuseExistingChunk: true,
                  chunks: 'async',
                },
                // One stylesheet for the diagrams, whichever page draws
                // them (each page's chunk would otherwise carry a copy).
                diagramStyles: {
                  test: /[\\/]theme[\\/]diagrams[\\/].*\.css$/,
                  name: 'diagrams',
                  chunks: 'async',
                  enforce: true,
                  type: 'css/mini-extract',
                },
                packageManagerTabs: {
                  test: /[\\/]theme[\\/]package-manager-tabs[\\/]/,
                  name: 'package-manager-tabs',
                  chunks: 'async',
                  enforce: true,
                },
              };
          }
          const options = { browser, ...languages };
          config.module ??= {};
          config.module.rules ??= [];
          const { rules } = config.module;
          for (const [transform, module] of Object.entries(GENERATED_MODULES)) {
            if (!browser && BROWSER_ONLY.has(transform)) continue;
            const generator = generatorOf(rules, module);
            if (!generator)
              throw new Error(
                `rspress-runtime-data: found no rule that generates Rspress's ${transform} module`,
              );
            rules.splice(rules.indexOf(generator), 0, {
              test: generator.test,
              loader: LOADER,
              options: { ...options, transform },
            });
          }
          rules.push({
            test: (resource: string) => resource === BASE_STYLES_ENTRY,
            enforce: 'pre',
            loader: LOADER,
            options: { ...options, transform: 'base-styles' },
          });
        },
      },
    },
  };
}
