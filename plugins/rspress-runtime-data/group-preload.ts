import type { Rspack } from '@rsbuild/core';
import { routeGroupOf } from './route-groups.mjs';
import {
  type RouteGroupLanguages,
  routeGroupChunkName,
  textsChunkName,
} from './transforms.mjs';

export type { RouteGroupLanguages };

/**
 * The browser loads the route group of the page it opens, and the UI texts
 * of its language, before it hydrates (transforms.mjs); named in the page's
 * <head> as preloads, their chunks download alongside the page's own
 * instead of after the scripts have run. The web build records the file of
 * each such chunk; the page render, which runs after it, reads them.
 */
export function routeGroupPreloads(languages: RouteGroupLanguages) {
  const files = new Map<string, string>();
  const recorder: Rspack.RspackPluginInstance = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(
        'route-group-preloads',
        (compilation) => {
          files.clear();
          compilation.hooks.chunkAsset.tap(
            'route-group-preloads',
            (chunk, file) => {
              const name = chunk.name ?? '';
              if (
                (name.startsWith('route-group-') ||
                  name.startsWith('ui-texts-')) &&
                file.endsWith('.js')
              )
                files.set(name, file);
            },
          );
        },
      );
    },
  };
  const head = ({ routePath }: { routePath: string }): string => {
    const group = routeGroupOf(routePath, languages);
    return [textsChunkName(group), routeGroupChunkName(group)]
      .map((name) => files.get(name))
      .filter((file) => file !== undefined)
      .map((file) => `<link rel="preload" href="/${file}" as="script">`)
      .join('');
  };
  return { recorder, head };
}
