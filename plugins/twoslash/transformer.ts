import { createTransformerFactory } from '@shikijs/twoslash/core';
import type { ShikiTransformer } from 'shiki';
import { createExampleChecker } from './checker';
import {
  createHoverCache,
  type HoverCache,
  hoverSettings,
} from './hover-cache';
import { hoverRenderer } from './renderer';

/**
 * The fence meta word that asks for types on hover:
 * ```` ```ts title="rslib.config.ts" twoslash ````.
 */
export const TWOSLASH_MARKER = 'twoslash';

export interface TypesOnHover {
  transformer: ShikiTransformer;
  cache: HoverCache;
}

/**
 * The Shiki transformer of types on hover, for Rspress's `markdown.shiki`:
 * a `ts`/`tsx` block whose meta has `twoslash` is compiled against the
 * installed `@rslib/core` (from `root`'s node_modules), and each identifier
 * gets its type and doc comment as a popup. An example with a type error
 * throws, which fails the page's compilation and so the build, naming the
 * page.
 *
 * Compiling is the costly part (a new type checker per example), so results
 * come from the hover cache when they can (plugins/twoslash/hover-cache.ts):
 * a build with the committed hover data up to date runs no TypeScript.
 *
 * Why this and not `@rspress/plugin-twoslash`: that plugin's newest release
 * (2.0.8) trails the site's Rspress, and it adds a popup component and
 * stylesheet to every page; this transformer runs at build time only and
 * matches the Shiki the site's Rspress uses.
 */
export function typesOnHover(root: string): TypesOnHover {
  const cache = createHoverCache({ root, settings: hoverSettings(root) });
  const transformer = createTransformerFactory(
    createExampleChecker(root),
    hoverRenderer(),
  )({
    langs: ['ts', 'tsx'],
    explicitTrigger: new RegExp(`(?:^|\\s)${TWOSLASH_MARKER}(?:\\s|$)`),
    twoslashOptions: {},
    typesCache: cache,
    onTwoslashError(error, code) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `a code block marked "${TWOSLASH_MARKER}" does not type-check against the installed packages:\n${reason.trim()}\n\nThe block:\n${code}\n`,
      );
    },
  });
  return { transformer, cache };
}

/** The transformer alone, for a site without the refresh step (tests). */
export const transformerTypesOnHover = (root: string): ShikiTransformer =>
  typesOnHover(root).transformer;
