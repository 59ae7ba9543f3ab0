import { createRequire } from 'node:module';
import path from 'node:path';
import { createTransformerFactory } from '@shikijs/twoslash/core';
import type { ShikiTransformer } from 'shiki';
import { createTwoslasher, type TwoslashExecuteOptions } from 'twoslash/core';
import {
  EXAMPLE_CONTEXT_FILES,
  UNINSTALLED_MODULE_DECLARATIONS,
} from '../shared/example-context';
import { hoverRenderer } from './renderer';

/**
 * The fence meta word that asks for types on hover:
 * ```` ```ts title="rslib.config.ts" twoslash ````.
 */
export const TWOSLASH_MARKER = 'twoslash';

const require = createRequire(import.meta.url);

/**
 * Twoslash asks TypeScript's language service for each identifier's type.
 * The repository's compiler (TypeScript 7) has no such API yet, so the
 * pinned TypeScript 5 API package (`typescript-api`) answers, with its own
 * lib declarations.
 */
const ts = require('typescript-api') as typeof import('typescript-api');
const TS_LIB_DIR = path.dirname(require.resolve('typescript-api'));

/** The settings the docs checks type-check the examples with (tests/docs). */
const COMPILER_OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // Twoslash's default (every file a module) would turn the `declare
  // module` blocks of the uninstalled packages into augmentations.
  moduleDetection: ts.ModuleDetectionKind.Auto,
  strict: true,
  noEmit: true,
  allowJs: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  skipLibCheck: true,
  jsx: ts.JsxEmit.ReactJSX,
  types: ['node'],
};

/** An identifier on a line that imports it: its use further down has the popup. */
const onImportLine = (code: string, start: number) =>
  /^\s*import\b/.test(code.slice(code.lastIndexOf('\n', start) + 1, start));

/**
 * The Shiki transformer of types on hover, for Rspress's `markdown.shiki`:
 * a `ts`/`tsx` block whose meta has `twoslash` is compiled against the
 * installed `@rslib/core` (from `root`'s node_modules), and each identifier
 * gets its type and doc comment as a popup. An example with a type error
 * throws, which fails the page's compilation and so the build, naming the
 * page.
 *
 * Why this and not `@rspress/plugin-twoslash`: that plugin's newest release
 * (2.0.8) trails the site's Rspress, and it adds a popup component and
 * stylesheet to every page; this transformer runs at build time only and
 * matches the Shiki the site's Rspress uses.
 */
export function transformerTypesOnHover(root: string): ShikiTransformer {
  const twoslasher = createTwoslasher({
    // Twoslash's types name the `typescript` package, which here is 7.
    tsModule: ts as never,
    tsLibDirectory: TS_LIB_DIR,
    vfsRoot: root,
    compilerOptions: COMPILER_OPTIONS,
    extraFiles: {
      ...EXAMPLE_CONTEXT_FILES,
      'uninstalled-modules.d.ts': UNINSTALLED_MODULE_DECLARATIONS,
    },
  });
  return createTransformerFactory(
    (code: string, extension?: string, options: TwoslashExecuteOptions = {}) =>
      twoslasher(code, extension, {
        ...options,
        shouldGetHoverInfo: (_, start) => !onImportLine(code, start),
      }),
    hoverRenderer(),
  )({
    langs: ['ts', 'tsx'],
    explicitTrigger: new RegExp(`(?:^|\\s)${TWOSLASH_MARKER}(?:\\s|$)`),
    twoslashOptions: {},
    onTwoslashError(error, code) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `a code block marked "${TWOSLASH_MARKER}" does not type-check against the installed packages:\n${reason.trim()}\n\nThe block:\n${code}\n`,
      );
    },
  });
}
