/**
 * What `rslib build` writes for the complete example of the Node.js guide,
 * in the order the diagram draws it. tests/docs builds that example from the
 * page's own code blocks and compares its files with this list.
 */
export const NODE_EXAMPLE_OUTPUT = [
  'dist/esm/index.js',
  'dist/esm/index.d.ts',
  'dist/esm/cli.js',
  'dist/esm/cli.d.ts',
  'dist/cjs/index.cjs',
  'dist/cjs/index.d.cts',
  'dist/cjs/cli.d.cts',
] as const;
