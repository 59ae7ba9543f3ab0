import { headingsOf } from './docs-source';

/**
 * What a reader must see of a page, read from its Markdown source: tests
 * compare it with the built page.
 */

function frontMatterOf(source: string): string {
  return /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
}

function withoutFrontMatter(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '');
}

/** Inline Markdown reduced to the text it renders. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]*)\*\*/g, '$1');
}

/** The page's H1, or its front-matter title where the theme renders that as the H1 (overview pages). */
export function titleOf(source: string): string {
  const h1 = headingsOf(source).find((heading) => heading.depth === 1);
  if (h1) return plainText(h1.text);
  const title = /^title:\s*(.+)$/m.exec(frontMatterOf(source))?.[1] ?? '';
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

const isProse = (line: string) =>
  line.trim() !== '' &&
  !/^(#|<|>|\||:::|[-*+] |\d+\. |import |export |\{)/.test(line);

/** The page's lines outside fenced code blocks. */
function linesOutsideCode(source: string): string[] {
  const lines: string[] = [];
  let inFence = false;
  for (const line of withoutFrontMatter(source).split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    else if (!inFence) lines.push(line);
  }
  return lines;
}

/**
 * The start of the page's first paragraph, up to any inline HTML or MDX
 * expression (whose rendered text the reduction above does not model).
 */
export function openingTextOf(source: string): string {
  const paragraph = linesOutsideCode(source).find(isProse) ?? '';
  return plainText(paragraph).split(/[<{]/)[0].trim();
}
