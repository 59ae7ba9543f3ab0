/**
 * Declarations for packages that documentation examples import but this
 * repository does not install, written into the example project as a
 * `.d.ts`. Plugin factories return a real Rsbuild plugin, so the `plugins`
 * arrays of the examples are still checked against the pinned
 * `@rslib/core`; only the plugins' own options are left loose.
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
