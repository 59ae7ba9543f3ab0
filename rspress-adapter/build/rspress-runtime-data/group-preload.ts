// Relies on: Rspress naming each page's chunk after its source file, and the
// lazy chunk folder (build/lazy-chunk-names.ts). Upstream would need to
// preload a section's routes itself for this to go.

import type { Rspack } from '@rsbuild/core';
import { AFTER_PAINT_PRELOADS } from '../../../site/first-paint';
import {
  PAGE_KIND_CHUNK,
  type PageKind,
  pageKindOf,
} from '../../../site/page-kind-chunks';
import { routeGroupOf } from './route-groups.mjs';
import {
  type RouteGroupLanguages,
  routeGroupChunkName,
  textsChunkName,
  textsLoadedWith,
} from './transforms.mjs';

export type { RouteGroupLanguages };

/** A page's source file, the module a route's chunk is built around. */
const PAGE_SOURCE = /\.mdx?$/;
const KIND_CHUNK_NAMES = new Set<string>(Object.values(PAGE_KIND_CHUNK));
/** Where lazily loaded chunks go (lazy-chunk-names.ts). */
const LAZY_CHUNKS = 'static/js/async/';
const LAZY_STYLESHEETS = 'static/css/async/';

/**
 * A lazy chunk's stylesheet, inlined in the page's head. They are small
 * (0.4–1.1 KB gzip), and each one linked was a second render-blocking
 * request beside the shared stylesheet: on a slow connection the first
 * paint waited for its round trip (Lighthouse mobile, /config/lib/dts: FCP
 * 1071 → 914 ms with it inlined, median of 3). `data-href` is the name the bundler's
 * stylesheet loader looks for before it fetches a chunk's styles, so a
 * client navigation back to such a component does not fetch them again.
 */
export function inlineStylesheet(file: string, text: string): string {
  if (/<\/style/i.test(text))
    throw new Error(`route-group-preloads: ${file} cannot be inlined`);
  // Its source map comment would point next to the page, where no map is.
  const styles = text.replace(/\s*\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  return `<style data-href="/${file}">${styles}</style>`;
}

/**
 * The lazy chunks a page's first visit needs: its own chunk (its article),
 * the UI texts of its language and the routes of its section (the browser
 * loads both before it hydrates, transforms.mjs), the shared chunks its
 * page chunk imports with it (a diagram, the package-manager tabs), and the
 * layout chunk of its kind of page (home, overview). Listed in the <head>
 * for the script loader, which preloads them after the first paint
 * (site/first-paint.ts), they download beside the page's scripts instead of
 * after those have run, and not while the stylesheet the first paint waits
 * for is still arriving. Rspress would name the page's own chunk in the
 * head as a preload of its own, fetched at once; the route list gives that
 * chunk another name (transforms.mjs), so Rspress finds none to name. The
 * stylesheets of those lazy chunks are inlined (inlineStylesheet). The web
 * build records the files; the page render, which runs after it, reads
 * them. Rspress writes the 404 page without this head: its layout chunk
 * loads after the scripts run, and its styles are in the shared stylesheet
 * (index.ts).
 */
export function routeGroupPreloads(languages: RouteGroupLanguages) {
  const files = new Map<string, string>();
  // A route → its kind of page, for routes whose layout is a chunk of its
  // own; filled from the page data, before the pages are rendered.
  const pageKinds = new Map<string, PageKind>();
  // A page's source → the id of its chunk, then those of the other chunks
  // it loads with; chunk id → its script. Both filled as chunks are
  // written: the page render may start before the browser build has
  // finished its assets.
  const pageChunks = new Map<string, string[]>();
  const scriptOfChunk = new Map<string, string>();
  // A lazy chunk's name or id → the chunk, for its stylesheet: the styles
  // of components only some pages draw (index.ts, stylesheetForEveryPage).
  // Read when a page is rendered: a stylesheet's name is final only once
  // its content hash is, after the chunk was written.
  const lazyChunks = new Map<string, Rspack.Chunk>();
  const stylesheetOfChunk = (key: string) =>
    [...(lazyChunks.get(key)?.files ?? [])].find((file) =>
      file.endsWith('.css'),
    );
  // A lazy stylesheet's file → its final text (minified, hashed name), for
  // the pages that inline it.
  const stylesheetText = new Map<string, string>();
  const recorder: Rspack.RspackPluginInstance = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(
        'route-group-preloads',
        (compilation) => {
          files.clear();
          pageChunks.clear();
          scriptOfChunk.clear();
          lazyChunks.clear();
          stylesheetText.clear();
          compilation.hooks.processAssets.tap(
            {
              name: 'route-group-preloads',
              // After minifying and content hashing: the text and name served.
              stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
            },
            (assets) => {
              for (const [file, source] of Object.entries(assets)) {
                if (file.startsWith(LAZY_STYLESHEETS) && file.endsWith('.css'))
                  stylesheetText.set(file, source.source().toString());
              }
            },
          );
          compilation.hooks.chunkAsset.tap(
            'route-group-preloads',
            (chunk, file) => {
              if (!chunk.canBeInitial()) {
                if (chunk.name) lazyChunks.set(chunk.name, chunk);
                if (chunk.id != null) lazyChunks.set(String(chunk.id), chunk);
              }
              if (!file.endsWith('.js')) return;
              const name = chunk.name ?? '';
              if (
                name.startsWith('route-group-') ||
                name.startsWith('ui-texts-') ||
                KIND_CHUNK_NAMES.has(name)
              )
                files.set(name, file);
              if (file.startsWith(LAZY_CHUNKS) && chunk.id != null)
                scriptOfChunk.set(String(chunk.id), file);
              const page = compilation.chunkGraph
                .getChunkModules(chunk)
                .map((module) => (module as { resource?: string }).resource)
                .find((resource) => resource && PAGE_SOURCE.test(resource));
              if (!page) return;
              const others = [...chunk.groupsIterable]
                .flatMap((group) => group.chunks)
                .filter((other) => other.id != null && other.id !== chunk.id)
                .map((other) => String(other.id));
              pageChunks.set(page, [String(chunk.id), ...new Set(others)]);
            },
          );
        },
      );
    },
  };
  const head = ({
    routePath,
    absolutePath,
  }: {
    routePath: string;
    absolutePath: string;
  }): string => {
    const group = routeGroupOf(routePath, languages);
    const kind = pageKinds.get(routePath);
    const kindChunk = kind && PAGE_KIND_CHUNK[kind];
    const [ownChunk, ...withPage] = pageChunks.get(absolutePath) ?? [];
    const scripts = [
      ownChunk && scriptOfChunk.get(ownChunk),
      ...[
        ...textsLoadedWith(group).map(textsChunkName),
        routeGroupChunkName(group),
        kindChunk,
      ].map((name) => name && files.get(name)),
      ...withPage.map((id) => scriptOfChunk.get(id)),
    ];
    // The stylesheets of the lazy chunks the page draws with, so that what
    // the server rendered is styled from the first paint.
    const stylesheets = [kindChunk, ownChunk, ...withPage].map(
      (chunk) => chunk && stylesheetOfChunk(chunk),
    );
    const preloads = scripts.filter((file) => file !== undefined);
    return [
      ...stylesheets
        .filter((file) => file !== undefined)
        .map((file) => {
          const text = stylesheetText.get(file);
          if (text === undefined)
            throw new Error(`route-group-preloads: no text for ${file}`);
          return inlineStylesheet(file, text);
        }),
      preloads.length > 0 &&
        `<meta name="${AFTER_PAINT_PRELOADS}" content="${preloads.map((file) => `/${file}`).join(' ')}">`,
    ]
      .filter(Boolean)
      .join('');
  };
  const recordPageKind = (
    routePath: string,
    frontmatter: Readonly<Record<string, unknown>>,
  ) => {
    const kind = pageKindOf(routePath, frontmatter);
    if (kind) pageKinds.set(routePath, kind);
  };
  return { recorder, head, recordPageKind };
}
