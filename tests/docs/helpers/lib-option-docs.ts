import { existsSync } from 'node:fs';
import path from 'node:path';
import { optionPathOf } from '../../../scripts/lib/option-path.mjs';
import {
  DOCS_ROOT,
  type Heading,
  headingsOf,
  readPage,
} from '../../docs-source';

export type Lang = 'en' | 'zh';

export function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Where an option is documented: its own page or a section of the index. */
export interface OptionDocs {
  file: string;
  /** The page's (or index section's) text, for explicit entries. */
  text: string;
  headings: Heading[];
}

/**
 * Finds the documentation of a lib option: `/config/lib/<kebab>` with an H1
 * naming `lib.<option>`, else an index heading naming the option or one of
 * its keys (`wasm`, `experiments.exe`).
 */
export function optionDocs(lang: Lang, option: string): OptionDocs | undefined {
  const file = `config/lib/${kebabCase(option)}.mdx`;
  if (existsSync(path.join(DOCS_ROOT, lang, file))) {
    const text = readPage(lang, file);
    const headings = headingsOf(text);
    const title = headings.find((heading) => heading.depth === 1);
    if (title && optionPathOf(title.text)?.join('.') === option) {
      return { file, text, headings };
    }
  }
  const index = 'config/lib/index.mdx';
  for (const section of sectionsOf(readPage(lang, index))) {
    if (optionPathOf(section.heading.text)?.[0] === option) {
      return { file: index, text: section.text, headings: [section.heading] };
    }
  }
  return undefined;
}

/**
 * A sub-option is documented by a heading naming it (`dts.bundle`) or by
 * an explicit entry: a table row for the key, or the key in the option's
 * **Type:** declaration.
 */
export function documentsSubOption(
  docs: OptionDocs,
  option: string,
  key: string,
): boolean {
  const named = docs.headings.some((heading) => {
    const optionPath = optionPathOf(heading.text);
    return optionPath?.[0] === option && optionPath[1] === key;
  });
  if (named) return true;
  const escaped = key.replace(/[$]/g, '\\$');
  const tableRow = new RegExp(
    `^\\|\\s*\`(${option}\\.)?${escaped}\`\\s*\\|`,
    'm',
  );
  return (
    tableRow.test(docs.text) ||
    typeDeclarationOf(docs.text).includes(`${key}?:`)
  );
}

/** The **Type:** line of a page and the code block right after it. */
function typeDeclarationOf(text: string): string {
  const match = /\*\*(?:Type:|类型：)\*\*(.*)\n+(```[\s\S]*?```)?/.exec(text);
  return match ? `${match[1]}\n${match[2] ?? ''}` : '';
}

interface Section {
  heading: Heading;
  text: string;
}

/** Splits a page at H2/H3 headings outside code fences. */
export function sectionsOf(source: string): Section[] {
  const sections: Section[] = [];
  let fenced = false;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const [heading] = fenced ? [] : headingsOf(line);
    if (heading && heading.depth >= 2 && heading.depth <= 3) {
      sections.push({ heading, text: '' });
    } else if (sections.length > 0) {
      sections[sections.length - 1].text += `${line}\n`;
    }
  }
  return sections;
}

export interface OptionHeading {
  file: string;
  text: string;
  /** Undefined when the heading should name an option but does not. */
  path: string[] | undefined;
}

/**
 * The headings that name options: the H1 of every option page, headings
 * with a dotted path on those pages (`dts.bundle`), and the option headings
 * of the index (`wasm`, `experiments.exe`).
 */
export function optionHeadings(lang: Lang): OptionHeading[] {
  const found: OptionHeading[] = [];
  for (const name of libPageNames(lang)) {
    const file = `config/lib/${name}.mdx`;
    for (const heading of headingsOf(readPage(lang, file))) {
      const path = optionPathOf(heading.text);
      const isIndexOption = name === 'index' && path !== undefined;
      const isSubOption = path !== undefined && path.length > 1;
      if (heading.depth === 1 || isIndexOption || isSubOption) {
        found.push({ file, text: heading.text, path });
      }
    }
  }
  return found;
}

/** The lib pages in sidebar order, index included. */
export function libPageNames(lang: Lang): string[] {
  const meta: unknown = JSON.parse(readPage(lang, 'config/lib/_meta.json'));
  if (!Array.isArray(meta))
    throw new Error('config/lib/_meta.json: not a list');
  return meta.map((entry) =>
    typeof entry === 'string'
      ? entry
      : String((entry as { name: string }).name),
  );
}
