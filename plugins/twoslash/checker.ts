import { createRequire } from 'node:module';
import path from 'node:path';
import type { NodeHover, TwoslashReturn } from 'twoslash';
import type { TwoslashExecuteOptions } from 'twoslash/core';
import type * as TS from 'typescript-api';
import {
  EXAMPLE_CONTEXT_FILES,
  UNINSTALLED_MODULE_DECLARATIONS,
} from '../shared/example-context';

const require = createRequire(import.meta.url);

/**
 * Twoslash asks TypeScript's language service for each identifier's type.
 * The repository's compiler (TypeScript 7) has no such API yet, so the
 * pinned TypeScript 5 API package (`typescript-api`) answers, with its own
 * lib declarations. It is loaded on the first example that misses the hover
 * cache only: a build whose examples are all cached never loads it.
 */
const loadTs = () => require('typescript-api') as typeof TS;

/** The settings the docs checks type-check the examples with (tests/docs). */
const compilerOptions = (ts: typeof TS) => ({
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
});

/** Files beside each example; part of the hover cache's key. */
export const EXTRA_FILES: Record<string, string> = {
  ...EXAMPLE_CONTEXT_FILES,
  'uninstalled-modules.d.ts': UNINSTALLED_MODULE_DECLARATIONS,
};

/** An identifier on a line that imports it: its use further down has the popup. */
const onImportLine = (code: string, start: number) =>
  /^\s*import\b/.test(code.slice(code.lastIndexOf('\n', start) + 1, start));

// TypeScript's `ContextFlags.Completions`: the contextual type an editor
// completes from, the declared option type rather than the one inferred
// through `defineConfig`'s `const` type parameter. Not in the public types.
const CONTEXT_FLAGS_COMPLETIONS = 4;

type Env = { languageService: TS.LanguageService };
export type CheckExample = (
  code: string,
  lang?: string,
  options?: TwoslashExecuteOptions,
) => TwoslashReturn;

/**
 * One twoslasher, so one TypeScript environment (lib and @rslib/core
 * declarations read and parsed once) for every example of the process,
 * created on first use.
 */
export function createExampleChecker(root: string): CheckExample {
  let check: CheckExample | undefined;
  return (code, lang, options) => {
    check ??= createChecker(root);
    return check(code, lang, options);
  };
}

function createChecker(root: string): CheckExample {
  const ts = loadTs();
  // Twoslash keeps its environments in this map; holding it lets the
  // option docs below ask the same program.
  const envs = new Map<string, Env>();
  const { createTwoslasher } =
    require('twoslash/core') as typeof import('twoslash/core');
  const twoslasher = createTwoslasher({
    // Twoslash's types name the `typescript` package, which here is 7.
    tsModule: ts as never,
    tsLibDirectory: path.dirname(require.resolve('typescript-api')),
    vfsRoot: root,
    compilerOptions: compilerOptions(ts) as never,
    extraFiles: EXTRA_FILES,
    cache: envs as never,
  });
  return (code, lang, options = {}) => {
    const optionDocs = new Map<number, Pick<NodeHover, 'docs' | 'tags'>>();
    const result = twoslasher(code, lang, {
      ...options,
      shouldGetHoverInfo: (_, start, filename) => {
        if (onImportLine(code, start)) return false;
        const env = envs.values().next().value;
        const docs = env && optionDocsAt(ts, env, `${root}/${filename}`, start);
        if (docs) optionDocs.set(start, docs);
        return true;
      },
    });
    // An option of a `defineConfig` argument is typed by what was inferred
    // from the example, which carries no doc comment: the popup takes the
    // declared option's comment instead.
    for (const node of result.nodes)
      if (node.type === 'hover' && !node.docs && optionDocs.has(node.start))
        Object.assign(node, optionDocs.get(node.start));
    return result;
  };
}

/** The doc comment of the declared property an object literal key sets. */
function optionDocsAt(
  ts: typeof TS,
  env: Env,
  file: string,
  start: number,
): Pick<NodeHover, 'docs' | 'tags'> | undefined {
  const program = env.languageService.getProgram();
  const source = program?.getSourceFile(file);
  if (!program || !source) return undefined;
  const name = nodeAt(ts, source, start);
  const property = name?.parent;
  if (
    !name ||
    !property ||
    !(
      ts.isPropertyAssignment(property) ||
      ts.isShorthandPropertyAssignment(property)
    ) ||
    property.name !== name ||
    !ts.isObjectLiteralExpression(property.parent)
  )
    return undefined;
  const checker = program.getTypeChecker();
  const contextual = (
    checker.getContextualType as (
      node: TS.Expression,
      flags: number,
    ) => TS.Type | undefined
  )(property.parent, CONTEXT_FLAGS_COMPLETIONS);
  if (!contextual) return undefined;
  const key = name.getText(source);
  const candidates = contextual.isUnion() ? contextual.types : [contextual];
  for (const type of candidates) {
    const symbol = checker.getPropertyOfType(type.getNonNullableType(), key);
    if (!symbol) continue;
    const docs = ts.displayPartsToString(
      symbol.getDocumentationComment(checker),
    );
    if (!docs) continue;
    const tags = symbol
      .getJsDocTags(checker)
      .map((tag): [string, string | undefined] => [
        tag.name,
        tag.text ? ts.displayPartsToString(tag.text) : undefined,
      ]);
    return { docs, tags };
  }
  return undefined;
}

/** The identifier that starts at `position`. */
function nodeAt(
  ts: typeof TS,
  source: TS.SourceFile,
  position: number,
): TS.Node | undefined {
  let found: TS.Node | undefined;
  const visit = (node: TS.Node) => {
    if (node.getStart(source) === position && ts.isIdentifier(node))
      found = node;
    else if (node.pos <= position && position < node.end)
      ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return found;
}
