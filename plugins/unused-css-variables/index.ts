import type { RsbuildPlugin } from '@rsbuild/core';
import { type Stylesheet, withoutUnreadCustomProperties } from './prune';

/**
 * Rsbuild plugin for the browser build: custom properties that nothing in
 * the build reads leave its stylesheets. Rspress's base styles declare its
 * whole palette, its code and its shadow variables for its own theme, which
 * the site replaces: 41 of the shared stylesheet's 108 custom properties
 * were read by nothing, 0.55 KB gzip on every first visit. Runs after minifying (the names read are the
 * shipped ones) and before content hashing (the files' names follow their
 * text).
 */
export function pluginUnusedCssVariables(): RsbuildPlugin {
  return {
    name: 'site:unused-css-variables',
    setup(api) {
      api.processAssets(
        { stage: 'summarize', environments: ['web'] },
        ({ assets, compilation, sources }) => {
          // The chunks' stylesheets. A stylesheet imported as a file of its
          // own (`?url`: the search modal's) stays as it is: the server
          // build writes the same file, and a changed copy would be a
          // second file beside it.
          const chunkFiles = new Set(
            [...compilation.chunks].flatMap((chunk) => [...chunk.files]),
          );
          const stylesheets: Record<string, Stylesheet> = {};
          const others: string[] = [];
          for (const [file, source] of Object.entries(assets)) {
            if (file.endsWith('.map')) continue;
            const text = source.source().toString();
            if (file.endsWith('.css') && chunkFiles.has(file))
              stylesheets[file] = { css: text, map: source.map() ?? undefined };
            else if (/\.(css|js|mjs|json|html|svg)$/.test(file))
              others.push(text);
          }
          const pruned = withoutUnreadCustomProperties(stylesheets, others);
          for (const [file, { css, map }] of Object.entries(pruned)) {
            if (css === stylesheets[file].css) continue;
            // With its map when the build writes maps (the bundle bench's).
            compilation.updateAsset(
              file,
              map
                ? new sources.SourceMapSource(css, file, map as never)
                : new sources.RawSource(css),
            );
          }
        },
      );
    },
  };
}
