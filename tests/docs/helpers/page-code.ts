import { readPage } from '../../docs-source';
import { sourceFileOf } from '../../routes';
import { type CodeBlock, codeBlocksOf, titleOf } from './code-blocks';

/**
 * The code blocks a test takes from a page, so that what the test builds is
 * exactly what the reader copies. Blocks are found by their `title`, the
 * file name the page shows above them, within the part of the page that
 * starts at a heading.
 */
export class PageCode {
  private readonly blocks: CodeBlock[];
  /** The whole page source, for what is not a code block (install tabs). */
  readonly source: string;

  constructor(route: string, fromHeading?: string, lang = 'en') {
    const source = readPage(lang, sourceFileOf(route));
    this.source = source;
    const start = fromHeading ? headingLine(source, fromHeading) : 0;
    this.blocks = codeBlocksOf(source).filter((block) => block.line > start);
  }

  /** The first block titled `title` after the heading; throws if missing. */
  file(title: string): string {
    const block = this.blocks.find((candidate) => titleOf(candidate) === title);
    if (!block) throw new Error(`no code block titled "${title}"`);
    return `${block.code}\n`;
  }

  /**
   * The first block of each title, under its title: the files of a project
   * a section shows, ready to write (`{ 'src/index.ts': '…' }`).
   */
  filesTitled(...titles: string[]): Record<string, string> {
    return Object.fromEntries(titles.map((title) => [title, this.file(title)]));
  }

  /** Every block titled `title`, in page order (steps that extend a file). */
  files(title: string): string[] {
    return this.blocks
      .filter((candidate) => titleOf(candidate) === title)
      .map((block) => `${block.code}\n`);
  }

  /** The first `lang` block after the heading that contains `text`. */
  code(lang: string, text: string): string {
    const block = this.blocks.find(
      (candidate) => candidate.lang === lang && candidate.code.includes(text),
    );
    if (!block) throw new Error(`no ${lang} block containing "${text}"`);
    return block.code;
  }

  /** The first shell block after the heading that contains `text`. */
  command(text: string): string {
    const block = this.blocks.find(
      (candidate) =>
        ['bash', 'sh', 'shell'].includes(candidate.lang) &&
        candidate.code.includes(text),
    );
    if (!block) throw new Error(`no shell block containing "${text}"`);
    return block.code;
  }
}

/** 1-based line of the heading whose text is `heading` (e.g. `### dts.alias`). */
function headingLine(source: string, heading: string): number {
  const index = source.split('\n').findIndex((line) => line.trim() === heading);
  if (index < 0) throw new Error(`no heading "${heading}"`);
  return index + 1;
}
