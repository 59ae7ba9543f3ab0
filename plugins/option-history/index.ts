import path from 'node:path';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { RSPRESS_HEADING_ANCHOR_CLASS as HEADER_ANCHOR_CLASS } from '../../rspress-adapter/build';
import type { OptionHistory as FullHistory } from '../../scripts/lib/lib-option-tree.mjs';
import { optionKey, optionPathOf } from '../../scripts/lib/option-path.mjs';
import { OPTION_HISTORY_ATTRIBUTE } from '../../site/option-history';
import { SEARCH_SKIP_ATTRIBUTE } from '../../site/search-record';
import { buildText } from '../shared/build-only-texts';

/** What the badges are written from: site/lib-option-history.json. */
export type OptionHistory = Pick<FullHistory, 'firstVersion' | 'options'>;

type Kind = 'added' | 'deprecated' | 'removed';

/** The badge texts in i18n.json (build-only: see plugins/shared/build-only-texts). */
const TEXT_KEYS: Record<Kind, string> = {
  added: 'optionHistory.added',
  deprecated: 'optionHistory.deprecated',
  removed: 'optionHistory.removed',
};

type Texts = Record<string, Record<string, string>>;

// Drawn with the palette's variables, in the page itself: nothing is added
// to the stylesheet every page loads. The text says what the colour says.
const LINE_STYLE = 'margin:-0.5rem 0 1.25rem;line-height:1.5rem';
const BADGE_STYLE =
  'display:inline-block;margin-right:0.25rem;padding:0 0.5rem;border:1px solid;border-radius:0.75rem;font-size:0.8125rem;font-weight:500';
const KIND_STYLE: Record<Kind, string> = {
  added: 'color:var(--site-c-text-2);border-color:var(--site-c-divider)',
  deprecated: 'color:var(--site-c-warning)',
  removed: 'color:var(--site-c-danger)',
};

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);

/**
 * Rehype plugin for the lib option pages (`<lang>/config/lib/*.mdx`): under
 * each heading that names an option, the version of @rslib/core that added
 * it, and the versions that deprecated or removed it, from the option
 * history. "Added in" is left out for options every published version has,
 * and for a key added with the option whose heading is above it on the
 * page (`redirect.js.path` under `redirect.js`). It runs after Rspress has
 * given headings their ids, and the line is drawn after the heading, not in
 * it: ids, the outline, the title and the search's headings stay the
 * option's name, and search skips the line.
 */
export function rehypeOptionHistory({
  history,
  texts,
  docsRoot,
  langs,
}: {
  history: OptionHistory;
  texts: Texts;
  docsRoot: string;
  langs: readonly string[];
}) {
  const text = (kind: Kind, lang: string, version: string) =>
    buildText(texts, TEXT_KEYS[kind], lang, { version });

  return (tree: Root, file: { path?: string }) => {
    const page = libPageOf(file.path, docsRoot, langs);
    if (!page) return;
    // The option the page is about (its H1), or none on the index.
    let pageOption: string | undefined;
    // Option headings seen so far: key → version added.
    const shown = new Map<string, string>();
    const children: RootContent[] = [];
    for (const node of tree.children) {
      children.push(node);
      if (node.type !== 'element' || !HEADINGS.has(node.tagName)) continue;
      const parts = optionPathOf(headingText(node));
      if (!parts) continue;
      if (node.tagName === 'h1' && page.name !== 'index') pageOption = parts[0];
      if (pageOption && parts[0] !== pageOption) continue;
      const key = optionKey(parts);
      const entry = history.options[key];
      if (!entry) continue;
      const parent = nearestShownParent(parts, shown);
      const addedShown =
        entry.added !== history.firstVersion &&
        (parent === undefined || shown.get(parent) !== entry.added);
      shown.set(key, entry.added);
      const badges: [Kind, string][] = [];
      if (addedShown) badges.push(['added', entry.added]);
      if (entry.deprecated) badges.push(['deprecated', entry.deprecated]);
      if (entry.removed) badges.push(['removed', entry.removed]);
      if (badges.length === 0) continue;
      const line = badgeLine(
        badges.map(([kind, version]) => [kind, text(kind, page.lang, version)]),
      );
      // Under a page title, the Markdown actions come between the title
      // and the next node: the title component takes the line out of the
      // h1 and draws it right after the heading instead.
      if (node.tagName === 'h1') node.children.push(line);
      else children.push(line);
    }
    tree.children = children;
  };
}

/** `<lang>/config/lib/<name>.mdx` under the docs root, or undefined. */
function libPageOf(
  file: string | undefined,
  docsRoot: string,
  langs: readonly string[],
): { lang: string; name: string } | undefined {
  if (!file) return undefined;
  const parts = path.relative(docsRoot, file).split(path.sep);
  const [lang, section, folder, name] = parts;
  if (
    parts.length !== 4 ||
    !langs.includes(lang) ||
    section !== 'config' ||
    folder !== 'lib' ||
    !/\.mdx?$/.test(name)
  ) {
    return undefined;
  }
  return { lang, name: name.replace(/\.mdx?$/, '') };
}

/** The longest proper prefix of the path whose heading came earlier. */
function nearestShownParent(
  parts: string[],
  shown: Map<string, string>,
): string | undefined {
  for (let length = parts.length - 1; length > 0; length--) {
    const key = optionKey(parts.slice(0, length));
    if (shown.has(key)) return key;
  }
  return undefined;
}

/** A heading's text, without the "#" anchor Rspress puts in it. */
function headingText(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  const classes = node.properties.className ?? node.properties.class;
  if (String(classes ?? '').includes(HEADER_ANCHOR_CLASS)) return '';
  return node.children.map(headingText).join('');
}

function badgeLine(badges: [Kind, string][]): Element {
  return {
    type: 'element',
    tagName: 'p',
    properties: {
      [OPTION_HISTORY_ATTRIBUTE]: '',
      [SEARCH_SKIP_ATTRIBUTE]: '',
      style: LINE_STYLE,
    },
    // A space between badges: read aloud or copied, they stay apart.
    children: badges.flatMap(([kind, label], index): ElementContent[] => [
      ...(index > 0 ? [{ type: 'text' as const, value: ' ' }] : []),
      {
        type: 'element',
        tagName: 'span',
        properties: {
          'data-kind': kind,
          style: `${BADGE_STYLE};${KIND_STYLE[kind]}`,
        },
        children: [{ type: 'text', value: label }],
      },
    ]),
  };
}
