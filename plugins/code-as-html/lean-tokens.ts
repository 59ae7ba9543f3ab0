import type { Element, ElementContent } from 'hast';

/** `color:<value>` in an inline style, the value alone. */
const COLOUR = /(?:^|;)\s*color:\s*([^;]+?)\s*(?:;|$)/;

const colourOf = (style: unknown) =>
  typeof style === 'string' ? COLOUR.exec(style)?.[1] : undefined;

const isTextOnly = (node: Element) =>
  node.children.every((child) => child.type === 'text');

/**
 * A line as Shiki writes it: `<span class="line">`, one per line with a
 * line break between them. Nothing styles or reads it in the browser: the
 * line break is what makes the line.
 */
const isLine = (node: ElementContent): node is Element => {
  if (node.type !== 'element' || node.tagName !== 'span') return false;
  const { class: classText, className, ...others } = node.properties;
  const classes = [classText ?? className ?? ''].flat().join(' ');
  return classes === 'line' && Object.keys(others).length === 0;
};

/** A token span as Shiki writes it: a `<span>` with a style and nothing else. */
const isPlainToken = (node: ElementContent): node is Element =>
  node.type === 'element' &&
  node.tagName === 'span' &&
  Object.keys(node.properties).length === 1 &&
  typeof node.properties.style === 'string';

/**
 * Spans that change nothing the reader sees, taken out of a highlighted
 * block's `<code>`: each line's span (the line breaks stay), a token
 * painted in the block's own text colour (which the `<pre>` sets and its
 * text inherits), a token of spaces alone, and a token cut off from a
 * neighbour of the same style (Shiki ends a token where the grammar does,
 * not where the colour changes). Other spans (a types-on-hover token) stay
 * as they are. On the longest reference page this was 20 KB of its HTML
 * (0.4 KB compressed) and as much of its code markup file.
 */
export function leanTokens(code: Element, preStyle: unknown): void {
  const inherited = colourOf(preStyle);
  /** A token whose colour shows nowhere: the block's own, or on spaces alone. */
  const paintsNothing = (token: Element) =>
    colourOf(token.properties.style) === inherited ||
    (isTextOnly(token) &&
      token.children.every(
        (text) => text.type === 'text' && text.value.trim() === '',
      ));
  const visit = (parent: Element) => {
    const children: ElementContent[] = [];
    for (const child of parent.children) {
      if (child.type === 'element') visit(child);
      const unwrap =
        isLine(child) || (isPlainToken(child) && paintsNothing(child));
      for (const node of unwrap ? (child as Element).children : [child])
        append(children, node);
    }
    parent.children = children;
  };
  visit(code);
}

/** Adds `node` after the last child, joined with it when both are plain text or tokens of one style. */
function append(children: ElementContent[], node: ElementContent) {
  const last = children.at(-1);
  if (last?.type === 'text' && node.type === 'text') {
    last.value += node.value;
    return;
  }
  if (
    last &&
    isPlainToken(last) &&
    isPlainToken(node) &&
    last.properties.style === node.properties.style &&
    isTextOnly(last) &&
    isTextOnly(node)
  ) {
    for (const text of node.children) append(last.children, text);
    return;
  }
  children.push(node);
}

/**
 * The style Shiki's css-variables theme gives every block's `<pre>`: the
 * theme's background and text colour, which Rspress's base styles set to
 * `transparent` and `inherit`, what a `<pre>` in the site's code block has
 * anyway (its stylesheet clears the background; text colour is inherited).
 */
const BLOCK_COLOURS =
  'background-color:var(--shiki-background);color:var(--shiki-foreground)';

/**
 * The `<pre>` without that style: written on every block of the page's HTML
 * and in its script, it changes nothing the reader sees. Runs after
 * leanTokens, which reads the block's colour from it.
 */
export function withoutBlockColours(pre: Element): void {
  if (pre.properties.style === BLOCK_COLOURS) delete pre.properties.style;
}
