import { headingsOf, readPage } from '../../docs-source';

export interface CliPageSection {
  heading: string;
  /** Flags named in inline code outside fenced blocks, e.g. `--no-dts`. */
  flags: Set<string>;
}

/**
 * The H2 sections of the CLI page with the flags each one documents. A
 * flag counts when an inline code span starts with it (`-c, --config <x>`,
 * `--format umd`) or is a command line (`rslib --watch`); spans such as
 * `inspect --mode development` that quote another command do not.
 */
export function cliPageSections(lang: 'en' | 'zh'): CliPageSection[] {
  const source = readPage(lang, 'guide/basic/cli.mdx');
  const sections: CliPageSection[] = [];
  let fenced = false;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const [heading] = headingsOf(line);
    if (heading?.depth === 2) {
      sections.push({ heading: heading.text, flags: new Set() });
      continue;
    }
    const current = sections.at(-1);
    if (!current) continue;
    for (const span of line.matchAll(/`([^`]+)`/g)) {
      for (const flag of flagsOfSpan(span[1])) current.flags.add(flag);
    }
  }
  return sections;
}

function flagsOfSpan(span: string): string[] {
  const text = span.replace(/^(npx )?rslib( \w[\w-]*)?(?= -)/, '').trim();
  if (!text.startsWith('-')) return [];
  return [...text.matchAll(/(?:^|[\s,/])(--?[a-z][\w-]*)/g)].map(
    (match) => match[1],
  );
}

/** The commands that have their own H2, e.g. "`rslib inspect`" → inspect. */
export function documentedCommands(sections: CliPageSection[]): string[] {
  return sections.flatMap((section) =>
    [...section.heading.matchAll(/`rslib (\w[\w-]*)`/g)].map(
      (match) => match[1],
    ),
  );
}
