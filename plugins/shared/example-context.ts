/**
 * What a config example of the pages is checked with besides its own code,
 * as a real project would have it around its config: by the docs checks
 * (tests/docs, the example project) and by the build's types on hover
 * (plugins/twoslash).
 */

/**
 * Declarations for packages that documentation examples import but this
 * repository does not install, a `.d.ts` beside the examples. Plugin
 * factories return a real Rsbuild plugin, so the `plugins` arrays of the
 * examples are still checked against the pinned `@rslib/core`; only the
 * plugins' own options are left loose.
 */
export const UNINSTALLED_MODULE_DECLARATIONS = `type ExamplePlugin = import('@rslib/core').RsbuildPlugin;
type ExampleOptions = Record<string, unknown>;

declare module '@rsbuild/plugin-sass' {
  export function pluginSass(options?: ExampleOptions): ExamplePlugin;
}
declare module '@rsbuild/plugin-babel' {
  interface BabelConfig {
    plugins?: unknown[];
    presets?: unknown[];
  }
  export function pluginBabel(options?: {
    include?: RegExp | RegExp[];
    exclude?: RegExp | RegExp[];
    babelLoaderOptions?: BabelConfig | ((config: BabelConfig) => void);
  }): ExamplePlugin;
}
declare module '@rsbuild/plugin-node-polyfill' {
  export function pluginNodePolyfill(options?: ExampleOptions): ExamplePlugin;
  /** Absolute polyfill file paths mapped back to package names. */
  export const resolvedPolyfillToModules: Record<string, string>;
}
declare module '@rsbuild/plugin-yaml' {
  export function pluginYaml(options?: ExampleOptions): ExamplePlugin;
}
declare module '@rsbuild/plugin-toml' {
  export function pluginToml(options?: ExampleOptions): ExamplePlugin;
}
declare module 'postcss-nesting' {
  const postcssNesting: (options?: ExampleOptions) => {
    postcssPlugin: string;
  };
  export default postcssNesting;
}
`;

/**
 * Files the examples import from their own folder, as a real project would
 * have them next to its config.
 */
export const EXAMPLE_CONTEXT_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'my-lib', version: '1.0.0' }),
  'rslib.base.config.ts': [
    "import { defineConfig } from '@rslib/core';",
    '',
    "export default defineConfig({ lib: [{ id: 'esm', format: 'esm' }] });",
    '',
  ].join('\n'),
};
