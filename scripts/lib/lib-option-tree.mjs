// The lib options one published @rslib/core declares, read from the type
// declarations in its package folder (`dist-types`). Shared by
// scripts/lib-option-history.mjs, which reads every published version, and
// the docs test that re-reads two of them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript-api';
import { optionKey } from './option-path.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Rsbuild's types, which `LibConfig` extends, from this repository's install. */
const RSBUILD_TYPES = path.join(
  REPO_ROOT,
  'node_modules/@rsbuild/core/dist/index.d.ts',
);

/** Options deeper than this are not walked (no declaration goes near it). */
const MAX_DEPTH = 6;

/** Published versions without a pre-release tag, oldest first. */
export function stableVersions(/** @type {string[]} */ versions) {
  return versions
    .filter((version) => /^\d+\.\d+\.\d+$/.test(version))
    .sort(compareVersions);
}

/** Compares two `x.y.z` versions. */
export function compareVersions(
  /** @type {string} */ a,
  /** @type {string} */ b,
) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if (pa[i] !== pb[i]) return pa[i] - pb[i];
  }
  return 0;
}

/**
 * Packages of the Rslib repository whose types `LibConfig` used: an option
 * declared there is an Rslib option (0.0.15 to 0.3.0 took the keys of
 * `dts` from the declaration plugin's options).
 */
const COMPANIONS = ['rsbuild-plugin-dts'];

/**
 * One unpacked @rslib/core: its package folder, and the folders of the
 * companion packages its `LibConfig` imports, at the exact versions its
 * package.json depends on.
 * @typedef {{ version: string, packageDir: string, companions: Map<string, string> }} Unpacked
 */

/**
 * Downloads tarballs with `npm pack` (one call for all missing ones) and
 * unpacks each one's package.json and declaration files into
 * `<dir>/<name>@<version>/package`.
 * @param {string[]} specs `name@version`
 * @param {string} dir
 */
function unpack(specs, dir) {
  const folder = (/** @type {string} */ spec) =>
    path.join(dir, spec.replace('/', '+'), 'package');
  const missing = specs.filter(
    (spec) => !existsSync(path.join(folder(spec), 'package.json')),
  );
  if (missing.length > 0) {
    const tarballs = path.join(dir, 'tarballs');
    mkdirSync(tarballs, { recursive: true });
    const output = execFileSync(
      'npm',
      ['pack', ...missing, '--pack-destination', tarballs, '--json'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    /** @type {{ filename: string }[]} */
    const packed = JSON.parse(output);
    missing.forEach((spec, index) => {
      const target = path.dirname(folder(spec));
      mkdirSync(target, { recursive: true });
      execFileSync('tar', [
        'xzf',
        path.join(tarballs, packed[index].filename),
        '-C',
        target,
        '--wildcards',
        'package/package.json',
        'package/*.d.ts',
      ]);
    });
  }
  return new Map(specs.map((spec) => [spec, folder(spec)]));
}

/**
 * Downloads and unpacks the given @rslib/core versions, with their
 * companion packages, into `dir` (kept there for the next run).
 * @param {string[]} versions
 * @param {string} dir
 * @returns {Unpacked[]}
 */
export function unpackVersions(versions, dir) {
  const cores = unpack(
    versions.map((version) => `@rslib/core@${version}`),
    dir,
  );
  /** @type {Map<string, Map<string, string>>} */
  const companionSpecs = new Map();
  for (const version of versions) {
    const packageDir = /** @type {string} */ (
      cores.get(`@rslib/core@${version}`)
    );
    const dependencies =
      JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
        .dependencies ?? {};
    const specs = new Map();
    for (const name of importedPackages(libConfigFile(packageDir))) {
      if (name === '@rsbuild/core') continue;
      const range = dependencies[name];
      if (!COMPANIONS.includes(name) || !/^\d+\.\d+\.\d+$/.test(range)) {
        throw new Error(
          `@rslib/core@${version}: LibConfig imports ${name} (${range ?? 'not a dependency'}); only exact versions of ${COMPANIONS.join(', ')} are read`,
        );
      }
      specs.set(name, `${name}@${range}`);
    }
    companionSpecs.set(version, specs);
  }
  const companions = unpack(
    [...new Set([...companionSpecs.values()].flatMap((m) => [...m.values()]))],
    dir,
  );
  return versions.map((version) => ({
    version,
    packageDir: /** @type {string} */ (cores.get(`@rslib/core@${version}`)),
    companions: new Map(
      [...(companionSpecs.get(version) ?? [])].map(([name, spec]) => [
        name,
        /** @type {string} */ (companions.get(spec)),
      ]),
    ),
  }));
}

/** The declaration file of a package folder that declares `LibConfig`. */
export function libConfigFile(/** @type {string} */ packageDir) {
  const typesDir = path.join(packageDir, 'dist-types');
  const files = readdirSync(typesDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.d.ts'))
    .filter((file) =>
      /\binterface LibConfig\b/.test(
        readFileSync(path.join(typesDir, file), 'utf8'),
      ),
    );
  if (files.length !== 1) {
    throw new Error(
      `${packageDir}: ${files.length} declaration files declare LibConfig`,
    );
  }
  return path.join(typesDir, files[0]);
}

/** Names of the packages a declaration file imports. */
function importedPackages(/** @type {string} */ file) {
  const text = readFileSync(file, 'utf8');
  const names = [...text.matchAll(/\bfrom\s+'([^'.][^']*)'/g)].map(
    (match) => match[1],
  );
  return [...new Set(names)];
}

/** The declaration entry of an unpacked package (`types` of its package.json). */
function typesEntry(/** @type {string} */ packageDir) {
  const manifest = JSON.parse(
    readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  );
  const entry = manifest.types ?? manifest.typings;
  if (typeof entry !== 'string') throw new Error(`${packageDir}: no types`);
  return path.join(packageDir, entry);
}

/**
 * Every lib option path the package declares, with whether it carries a
 * `@deprecated` tag. Options inherited from Rsbuild are not lib options and
 * are left out (a narrowed `output` too); below the top level, only keys
 * declared by the package itself count (`umdName` is Rspack's type).
 * @param {Unpacked} unpacked
 * @returns {Map<string, { deprecated: boolean }>}
 */
export function libOptionTree({ packageDir, companions }) {
  const file = libConfigFile(packageDir);
  /** @type {Record<string, string[]>} */
  const paths = { '@rsbuild/core': [RSBUILD_TYPES] };
  for (const [name, dir] of companions) paths[name] = [typesEntry(dir)];
  const program = ts.createProgram([file], {
    skipLibCheck: true,
    noEmit: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    paths,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const declaration = source?.statements.find(
    (statement) =>
      ts.isInterfaceDeclaration(statement) &&
      statement.name.text === 'LibConfig',
  );
  if (!declaration || !ts.isInterfaceDeclaration(declaration)) {
    throw new Error(`${file}: no LibConfig`);
  }
  const libConfig = /** @type {ts.InterfaceType} */ (
    checker.getTypeAtLocation(declaration.name)
  );
  const bases = checker.getBaseTypes(libConfig);
  if (bases.length === 0 || bases.some(isUnresolved)) {
    throw new Error(`${file}: LibConfig's Rsbuild base type did not resolve`);
  }
  const inherited = new Set(
    bases.flatMap((base) =>
      checker.getPropertiesOfType(base).map((symbol) => symbol.name),
    ),
  );
  const ownFolders = [packageDir, ...companions.values()].map(
    (dir) => `${path.resolve(dir)}${path.sep}`,
  );
  /** @param {ts.Symbol} symbol */
  const declaredHere = (symbol) =>
    (symbol.declarations ?? []).some((node) => {
      const declared = path.resolve(node.getSourceFile().fileName);
      return ownFolders.some((folder) => declared.startsWith(folder));
    });

  /** @type {Map<string, { deprecated: boolean }>} */
  const tree = new Map();
  /**
   * @param {ts.Type} type
   * @param {string[]} parent
   */
  const walk = (type, parent) => {
    if (parent.length >= MAX_DEPTH) return;
    for (const part of objectParts(checker, type)) {
      for (const symbol of checker.getPropertiesOfType(part)) {
        if (!declaredHere(symbol)) continue;
        if (parent.length === 0 && inherited.has(symbol.name)) continue;
        const parts = [...parent, symbol.name];
        const key = optionKey(parts);
        const deprecated = (symbol.declarations ?? []).some(
          (node) => ts.getJSDocDeprecatedTag(node) !== undefined,
        );
        const known = tree.get(key);
        tree.set(key, { deprecated: deprecated || !!known?.deprecated });
        walk(checker.getTypeOfSymbol(symbol), parts);
      }
    }
  };
  walk(libConfig, []);
  return tree;
}

/** @param {ts.Type} type */
function isUnresolved(type) {
  return (type.flags & ts.TypeFlags.Any) !== 0;
}

/**
 * The object members of a (possibly optional, union) type: no primitives,
 * arrays, tuples or functions.
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 * @returns {ts.Type[]}
 */
function objectParts(checker, type) {
  const nonNullable = checker.getNonNullableType(type);
  const parts = nonNullable.isUnion() ? nonNullable.types : [nonNullable];
  return parts.filter(
    (part) =>
      (part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0 &&
      !checker.isArrayType(part) &&
      !checker.isTupleType(part) &&
      part.getCallSignatures().length === 0,
  );
}

/**
 * @typedef {{ added: string, deprecated?: string, removed?: string }} OptionEntry
 * @typedef {{
 *   package: string,
 *   firstVersion: string,
 *   lastVersion: string,
 *   versions: string[],
 *   options: Record<string, OptionEntry>,
 * }} OptionHistory
 */

/**
 * When each option path appeared, was marked deprecated, and disappeared,
 * from the option trees of consecutive versions (oldest first).
 * - `added`: the first version declaring the path. A path that was dropped
 *   and declared again later starts over: `added` is where its last run of
 *   versions begins.
 * - `deprecated`: where the `@deprecated` tag it still has in the last
 *   version (or in the last version declaring it) first appeared.
 * - `removed`: the first version after the last one declaring it.
 * @param {{ version: string, tree: Map<string, { deprecated: boolean }> }[]} trees
 * @returns {OptionHistory}
 */
export function optionHistory(trees) {
  /** @type {Map<string, OptionEntry>} */
  const entries = new Map();
  /** @type {Set<string>} */
  let previous = new Set();
  for (const { version, tree } of trees) {
    for (const [key, { deprecated }] of tree) {
      const entry = entries.get(key);
      if (!entry || !previous.has(key)) {
        entries.set(key, {
          added: version,
          ...(deprecated ? { deprecated: version } : {}),
        });
      } else if (!deprecated) {
        delete entry.deprecated;
      } else if (!entry.deprecated) {
        entry.deprecated = version;
      }
    }
    for (const key of previous) {
      const entry = entries.get(key);
      if (!tree.has(key) && entry) entry.removed = version;
    }
    for (const key of tree.keys()) delete entries.get(key)?.removed;
    previous = new Set(tree.keys());
  }
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    package: '@rslib/core',
    firstVersion: trees[0].version,
    lastVersion: /** @type {{ version: string }} */ (trees.at(-1)).version,
    versions: trees.map(({ version }) => version),
    options: Object.fromEntries(
      sorted.map(([key, entry]) => [
        key,
        {
          added: entry.added,
          ...(entry.deprecated && { deprecated: entry.deprecated }),
          ...(entry.removed && { removed: entry.removed }),
        },
      ]),
    ),
  };
}
