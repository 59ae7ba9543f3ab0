import type { FakePackage } from './fixture';

/** A CommonJS dependency of the sample library, marked so a bundle shows it inlined. */
export const CJS_DEP: FakePackage = {
  type: 'commonjs',
  index: "module.exports = 'inside-cjs-dep';\n",
};

/**
 * The packages an application has after installing the built library as
 * `my-lib` (its ESM output as `index.mjs`) with its dependency `cjs-dep`.
 */
export const installedMyLib = (
  libraryOutput: string,
): Record<string, FakePackage> => ({
  'my-lib': {
    files: {
      'index.mjs': libraryOutput,
      'package.json': JSON.stringify({
        name: 'my-lib',
        version: '1.0.0',
        exports: './index.mjs',
        dependencies: { 'cjs-dep': '1.0.0' },
      }),
    },
  },
  'cjs-dep': CJS_DEP,
});
