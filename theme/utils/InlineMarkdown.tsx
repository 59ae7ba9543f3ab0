import type { ReactNode } from 'react';

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

/** Page titles and headings keep Markdown escapes and entities as typed. */
const plain = (text: string) =>
  text
    .replace(/\\([<>`*_])/g, '$1')
    .replace(/&(?:lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity]);

type TextOf = (text: string, key: string) => ReactNode;

const asIs: TextOf = (text) => text;

/**
 * The text with a line break opportunity after each dot that ends a part of
 * a dotted name, so `dts.bundle.bundledPackages` wraps as
 * `dts.bundle.` / `bundledPackages` rather than in the middle of a word.
 */
const breakAfterDots: TextOf = (text, key) =>
  text.split(/(?<=\w\.)(?=\w)/).flatMap((part, index) =>
    index === 0
      ? [part]
      : // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string.
        [<wbr key={`${key}-wbr-${index}`} />, part],
  );

/** **strong** and *emphasis* inside a piece of text without code. */
function emphasis(text: string, key: string, textOf: TextOf): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|\*[^*]+\*)/).map((part, index) => {
    const id = `${key}-${index}`;
    if (/^\*\*[^*]+\*\*$/.test(part)) {
      return <strong key={id}>{textOf(plain(part.slice(2, -2)), id)}</strong>;
    }
    if (/^\*[^*]+\*$/.test(part)) {
      return <em key={id}>{textOf(plain(part.slice(1, -1)), id)}</em>;
    }
    return textOf(plain(part), id);
  });
}

/**
 * Sidebar, pager and outline texts come from page titles and headings, which
 * may carry inline Markdown (`code`, **bold**, *emphasis*). Drawn as React
 * elements, never as HTML, so a heading cannot inject markup.
 */
export function InlineMarkdown({
  text,
  breakAtDots = false,
}: {
  text: string;
  /** Narrow columns (the outline): dotted names wrap after their dots. */
  breakAtDots?: boolean;
}) {
  const parts = text.split(/(`[^`]+`)/);
  const textOf = breakAtDots ? breakAfterDots : asIs;
  return (
    <span>
      {parts.map((part, index) =>
        /^`[^`]+`$/.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string.
          <code key={index}>{textOf(part.slice(1, -1), String(index))}</code>
        ) : (
          emphasis(part, String(index), textOf)
        ),
      )}
    </span>
  );
}

/** The same text without its Markdown, for titles and labels. */
export const inlineMarkdownText = (text: string) =>
  plain(
    text.replace(/`([^`]+)`/g, '$1').replace(/\*{1,2}([^*]+)\*{1,2}/g, '$1'),
  );
