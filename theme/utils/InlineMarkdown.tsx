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

/** **strong** and *emphasis* inside a piece of text without code. */
function emphasis(text: string, key: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|\*[^*]+\*)/).map((part, index) => {
    const id = `${key}-${index}`;
    if (/^\*\*[^*]+\*\*$/.test(part)) {
      return <strong key={id}>{plain(part.slice(2, -2))}</strong>;
    }
    if (/^\*[^*]+\*$/.test(part)) {
      return <em key={id}>{plain(part.slice(1, -1))}</em>;
    }
    return plain(part);
  });
}

/**
 * Sidebar, pager and outline texts come from page titles and headings, which
 * may carry inline Markdown (`code`, **bold**, *emphasis*). Drawn as React
 * elements, never as HTML, so a heading cannot inject markup.
 */
export function InlineMarkdown({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`)/);
  return (
    <span>
      {parts.map((part, index) =>
        /^`[^`]+`$/.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string.
          <code key={index}>{part.slice(1, -1)}</code>
        ) : (
          emphasis(part, String(index))
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
