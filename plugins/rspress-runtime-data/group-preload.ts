import type { Rspack } from '@rsbuild/core';
import { routeGroupOf } from './route-groups.mjs';
import {
  type RouteGroupLanguages,
  routeGroupChunkName,
} from './transforms.mjs';

export type { RouteGroupLanguages };

type HeadTag = [string, Record<string, string>];

/**
 * The browser loads the route group of the page it opens before it
 * hydrates (transforms.mjs); named in the page's <head> as a preload, the
 * group's chunk downloads alongside the page's own instead of after the
 * scripts have run. The web build records the file of each group's chunk;
 * the page render, which runs after it, reads them.
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
              if (
                chunk.name?.startsWith('route-group-') &&
                file.endsWith('.js')
              )
                files.set(chunk.name, file);
            },
          );
        },
      );
    },
  };
  const head = ({ routePath }: { routePath: string }): HeadTag | undefined => {
    const file = files.get(
      routeGroupChunkName(routeGroupOf(routePath, languages)),
    );
    return file
      ? ['link', { rel: 'preload', href: `/${file}`, as: 'script' }]
      : undefined;
  };
  return { recorder, head };
}
