import { type Options as AcornOptions, parse } from 'acorn';
import type { RootContent } from 'hast';

const ACORN: AcornOptions = { ecmaVersion: 'latest', sourceType: 'module' };

/** JavaScript source parsed as MDX's compiler wants it beside the text. */
export const estreeOf = (value: string) => parse(value, ACORN);

/**
 * Module-level JavaScript for a page (an import, a statement) as a node a
 * rehype step can add to the tree: MDX's compiler takes the source and its
 * syntax tree.
 */
export const esm = (value: string): RootContent =>
  ({
    type: 'mdxjsEsm',
    value,
    data: { estree: estreeOf(value) },
  }) as unknown as RootContent;
