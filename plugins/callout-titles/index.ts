import type { Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';

/** The kinds Rspress's container syntax turns into callouts. */
const KINDS = new Set([
  'tip',
  'note',
  'info',
  'important',
  'warning',
  'caution',
  'danger',
  'details',
]);

/** `:::kind` and the space after it, then the title's start. */
const OPENING = /^(\s*:::\s*(\w+)\s*)(.*)$/;

/** A line-number prefix for errors about the node. */
const at = (node: { position?: { start: { line: number } } }) =>
  node.position ? ` on line ${node.position.start.line}` : '';

/**
 * Title text as the theme's title renderer (`InlineMarkdown`) reads it back:
 * entities are decoded there, so `&` is written as one. That renderer takes
 * every backtick and asterisk as syntax, so a title cannot hold them as
 * plain characters.
 */
function titleText(text: string, node: { position?: Text['position'] }) {
  if (/[`*]/.test(text)) {
    throw new Error(
      `callout title${at(node)}: a plain \` or * cannot be drawn in a title`,
    );
  }
  return text.replace(/&/g, '&amp;');
}

/** One piece of the opening line, as the Markdown the title keeps. */
function titleMarkdown(node: PhrasingContent): string {
  switch (node.type) {
    case 'text':
      return titleText(node.value, node);
    case 'inlineCode':
      if (!node.value.includes('`')) return `\`${node.value}\``;
      break;
    case 'emphasis':
    case 'strong': {
      const mark = node.type === 'strong' ? '**' : '*';
      return `${mark}${node.children.map(titleMarkdown).join('')}${mark}`;
    }
  }
  throw new Error(
    `callout title${at(node)}: a ${node.type} cannot be drawn in a title; write text, \`code\`, *emphasis* or **strong**`,
  );
}

/**
 * `:::warning Title with \`code\`` opening a paragraph: Markdown has already
 * split that line into text and inline code, and Rspress's container syntax
 * (remarkContainerSyntax in @rspress/core) takes as title only the first
 * line of the first text node, so the title stopped before the code and the
 * rest of the line ran into the callout's body. Here the opening line
 * becomes one text node again, its code kept in backticks: Rspress then
 * reads the whole line as the title, and the theme's Callout draws the code
 * (theme/content/Callout.tsx). Titles without code go the same way, so every
 * given title reaches the Callout as the same kind of string.
 */
export function joinCalloutTitle(paragraph: Parent): void {
  const [first, second] = paragraph.children;
  if (first?.type !== 'text') return;
  const lineEnd = first.value.indexOf('\n');
  const line = lineEnd === -1 ? first.value : first.value.slice(0, lineEnd);
  const opening = OPENING.exec(line);
  if (!opening || !KINDS.has(opening[2])) return;
  // `:::tip {title="…"}` (an expression in MDX, text in .md): Rspress reads
  // that form itself.
  if (second?.type === 'mdxTextExpression' || /\{\s*title=/.test(line)) {
    return;
  }
  const [, prefix, , start] = opening;

  if (lineEnd !== -1 || second === undefined) {
    first.value =
      prefix + titleText(start, first) + first.value.slice(line.length);
    return;
  }

  let title = titleText(start, first);
  let end = 1;
  let rest: Text | undefined;
  for (; end < paragraph.children.length; end++) {
    const node = paragraph.children[end] as PhrasingContent;
    if (node.type === 'text' && node.value.includes('\n')) {
      rest = node;
      break;
    }
    title += titleMarkdown(node);
  }
  let after = '';
  if (rest) {
    const restEnd = rest.value.indexOf('\n');
    title += titleText(rest.value.slice(0, restEnd), rest);
    after = rest.value.slice(restEnd);
  }
  const last = rest ?? paragraph.children[end - 1];
  const joined: Text = { type: 'text', value: prefix + title + after };
  if (first.position && last?.position) {
    joined.position = { start: first.position.start, end: last.position.end };
  }
  paragraph.children.splice(0, rest ? end + 1 : end, joined);
}

function visitParagraphs(node: Root | RootContent): void {
  if (node.type === 'paragraph') joinCalloutTitle(node);
  if ('children' in node) {
    for (const child of node.children) visitParagraphs(child);
  }
}

type ProcessorData = {
  data(key: 'fromMarkdownExtensions'): unknown[] | undefined;
  data(key: 'fromMarkdownExtensions', value: unknown[]): void;
};

/**
 * Remark plugin: callout titles with inline code or emphasis. Rspress runs
 * the site's remark plugins after its container syntax, so this one works
 * while the Markdown is parsed: a tree transform of mdast-util-from-markdown,
 * registered on the processor the way remark-gfm registers its extensions,
 * which runs before every transformer.
 */
export function remarkCalloutTitles(this: ProcessorData) {
  const extensions = this.data('fromMarkdownExtensions') ?? [];
  extensions.push({ transforms: [visitParagraphs] });
  this.data('fromMarkdownExtensions', extensions);
}
