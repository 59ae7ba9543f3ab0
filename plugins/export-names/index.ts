import type { Rspack } from '@rsbuild/core';

/**
 * An Rsbuild `tools.rspack` handler: the browser build names the exports
 * one chunk reads from another by the shortest free names ("a", "b", …)
 * rather than by a hash of each export's name ("As", "EJ", …). Every export
 * of the script every page loads is named at least twice (where it is
 * defined and where it is read), and the shorter names took 0.5 KB gzip off
 * that script. A hash-based name only keeps a chunk's bytes the same across
 * builds when its exports do not change; lazy chunks move to a new folder
 * with every build anyway (rspress-adapter/build/lazy-chunk-names.ts), and
 * the entry script is named by its content.
 */
export function shortExportNames(
  config: Rspack.Configuration,
  { environment }: { environment: { name: string } },
) {
  if (environment.name !== 'web') return;
  config.optimization = { ...config.optimization, mangleExports: 'size' };
}
