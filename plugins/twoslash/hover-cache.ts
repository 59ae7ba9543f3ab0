import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  TwoslashShikiReturn,
  TwoslashTypesCache,
} from '@shikijs/twoslash/core';

/** The committed hover data, read by every build (see the README). */
export const HOVER_DATA_FILE = 'plugins/twoslash/hover-data.json';
/** The command that rewrites it from the examples of the pages. */
export const HOVER_DATA_REFRESH = 'npm run twoslash:refresh';

/** What a cached result keeps: the rest of Twoslash's return is not read by the renderer. */
type Entry = Pick<TwoslashShikiReturn, 'nodes'> & { extension?: string };

export interface HoverData {
  /** What every entry was computed with; a change makes them all stale. */
  settings: string;
  /** By `codeKey`: the example's hover nodes. */
  entries: Record<string, Entry>;
}

// Read from the file: Twoslash's exports do not include its package.json.
const versionOf = (root: string, pkg: string) =>
  (
    JSON.parse(
      readFileSync(
        path.join(root, 'node_modules', pkg, 'package.json'),
        'utf8',
      ),
    ) as { version: string }
  ).version;

/** The modules that decide how an example is checked: compiler settings, files beside it. */
const CHECKER_FILES = [
  'plugins/twoslash/checker.ts',
  'plugins/shared/example-context.ts',
];

/**
 * The inputs besides an example's code that decide its hover data: the
 * versions of TypeScript, @rslib/core and Twoslash, and the checker's
 * modules (hashed, so any edit to them makes every entry stale).
 */
export function hoverSettings(root: string): string {
  const checker = CHECKER_FILES.map((file) =>
    readFileSync(path.join(root, file), 'utf8'),
  ).join('\n');
  return [
    `typescript ${versionOf(root, 'typescript-api')}`,
    `@rslib/core ${versionOf(root, '@rslib/core')}`,
    `twoslash ${versionOf(root, 'twoslash')}`,
    `checker ${sha256(checker).slice(0, 16)}`,
  ].join(', ');
}

/** An example's key: its code without trailing line breaks, which Shiki's input may or may not end with. */
export const codeKey = (code: string, lang: string) =>
  sha256(`${lang}\n${code.replace(/\n+$/, '')}`).slice(0, 24);

const sha256 = (text: string) =>
  createHash('sha256').update(text).digest('hex');

export function readHoverData(file: string): HoverData | undefined {
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as HoverData)
    : undefined;
}

export interface HoverCache extends TwoslashTypesCache {
  /** The entries every example of this process used (for the refresh). */
  used(): HoverData;
}

/**
 * Twoslash's types cache, three levels deep: this process's memory (en and
 * zh twins share the code, and the dev server re-checks only edited
 * examples), the committed hover data, then files under
 * node_modules/.cache/twoslash for examples not committed yet. A miss runs
 * TypeScript; only a result without errors reaches a cache, since an error
 * fails the build.
 */
export function createHoverCache({
  root,
  settings,
}: {
  root: string;
  settings: string;
}): HoverCache {
  const memory = new Map<string, Entry>();
  const committed = readHoverData(path.join(root, HOVER_DATA_FILE));
  const committedEntries =
    committed?.settings === settings ? committed.entries : {};
  const diskDir = path.join(
    root,
    'node_modules/.cache/twoslash',
    sha256(settings).slice(0, 16),
  );
  const diskFile = (key: string) => path.join(diskDir, `${key}.json`);

  const read = (key: string): Entry | undefined => {
    const found =
      memory.get(key) ??
      committedEntries[key] ??
      (existsSync(diskFile(key))
        ? (JSON.parse(readFileSync(diskFile(key), 'utf8')) as Entry)
        : undefined);
    if (found) memory.set(key, found);
    return found;
  };

  return {
    read(code, lang = 'ts') {
      const entry = read(codeKey(code, lang));
      // The renderer reads the code, the nodes and the language; the code
      // is the example's own (the pages use no Twoslash notations).
      return entry
        ? ({
            code,
            nodes: entry.nodes,
            meta: { extension: entry.extension ?? lang },
          } as TwoslashShikiReturn)
        : null;
    },
    write(code, result, lang = 'ts') {
      // Notations would make the shown code differ from the input: such a
      // block is checked on every build instead.
      if (result.code !== code) return;
      const key = codeKey(code, lang);
      const entry: Entry = {
        nodes: result.nodes.map(({ ...node }) => node),
        extension: result.meta?.extension,
      };
      memory.set(key, entry);
      mkdirSync(diskDir, { recursive: true });
      writeFileSync(diskFile(key), JSON.stringify(entry));
    },
    used() {
      const entries: Record<string, Entry> = {};
      for (const key of [...memory.keys()].sort())
        entries[key] = memory.get(key) as Entry;
      return { settings, entries };
    },
  };
}
