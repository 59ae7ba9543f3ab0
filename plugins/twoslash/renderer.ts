import {
  defaultHoverInfoProcessor,
  type TwoslashRenderer,
} from '@shikijs/twoslash/core';
import type { Element, ElementContent } from 'hast';
import {
  INLINE_CODE_WHOLE_UP_TO,
  WHOLE_CODE_ATTRIBUTE,
} from '../../site/inline-code';
import { SEARCH_SKIP_ATTRIBUTE } from '../../site/search-record';
import {
  TWOSLASH_POPUP_ATTRIBUTE,
  TWOSLASH_TOKEN_ATTRIBUTE,
} from '../../site/twoslash';

/** The popup's parts, for its stylesheet (theme/twoslash/popup.css). */
export const TYPE_ATTRIBUTE = 'data-twoslash-type';
export const DOCS_ATTRIBUTE = 'data-twoslash-docs';

const text = (value: string): ElementContent => ({ type: 'text', value });

const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({ type: 'element', tagName, properties, children });

/** Short code stays whole, as in the article (site/inline-code.ts). */
const inlineCode = (code: string) =>
  element(
    'code',
    code.length > INLINE_CODE_WHOLE_UP_TO ? {} : { [WHOLE_CODE_ATTRIBUTE]: '' },
    [text(code)],
  );

const INLINE_LINK = /\{@link(?:code|plain)?\s+([^\s|}]+)(?:[\s|]+([^}]*))?\}/g;

/**
 * A doc comment as the popup shows it: `{@link target text}` becomes its
 * text (or its target), and backquoted spans are code; line breaks stay.
 * Other Markdown is rare in the declarations and reads well as written.
 */
export function docComment(markdown: string): ElementContent[] {
  const plain = markdown.replace(
    INLINE_LINK,
    (_, target: string, label?: string) => label?.trim() || target,
  );
  return plain
    .split(/(`[^`\n]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.length > 2 && part.startsWith('`') && part.endsWith('`')
        ? inlineCode(part.slice(1, -1))
        : text(part),
    );
}

/**
 * Tags that tell a reader of these pages nothing: `@see` links to this site
 * (the option's page is the one they read or one a link away; together
 * they weighed about 0.3 KB gzip on the heaviest config page) and the
 * compiler's markers without text (`@inheritdoc`, `@override`).
 */
const SITE_LINK = /^\{@link(?:code|plain)?\s+https:\/\/rslib\.rs\//;
const shownTag = ([name, value]: [string, string?]) =>
  name === 'see'
    ? !SITE_LINK.test(value ?? '')
    : Boolean(value) || name === 'deprecated';

/** The doc comment and its tags (`@defaultValue`, `@deprecated` …), one paragraph each. */
const docsOf = (docs: string | undefined, tags: [string, string?][] = []) =>
  [
    docs,
    ...tags
      .filter(shownTag)
      .map(([name, value]) => `@${name}${value ? ` ${value}` : ''}`),
  ]
    .filter((part): part is string => Boolean(part?.trim()))
    .join('\n\n');

/**
 * Each identifier with a type becomes a Tab stop holding its popup: the
 * type as TypeScript writes it and its doc comment. The page's rehype step
 * moves the popups to a file the browser downloads on first use
 * (plugins/twoslash/page.ts); put back, a popup gets an id and becomes its
 * token's description, and the stylesheet shows it on hover and focus.
 */
export function hoverRenderer(): TwoslashRenderer {
  return {
    nodeStaticInfo(info, node) {
      const type = defaultHoverInfoProcessor(info.text);
      if (!type || type === 'any') return node;
      // Plain text, not highlighted: token colours would weigh several
      // times the type's own text in the page's script.
      const parts = [element('code', { [TYPE_ATTRIBUTE]: '' }, [text(type)])];
      const docs = docsOf(info.docs, info.tags);
      if (docs)
        parts.push(element('span', { [DOCS_ATTRIBUTE]: '' }, docComment(docs)));
      return element('span', { [TWOSLASH_TOKEN_ATTRIBUTE]: '', tabindex: 0 }, [
        node,
        element(
          'span',
          {
            [TWOSLASH_POPUP_ATTRIBUTE]: '',
            role: 'tooltip',
            [SEARCH_SKIP_ATTRIBUTE]: '',
            // The article's prose styles (inline code's box) stay out.
            'data-not-prose': '',
          },
          parts,
        ),
      ]);
    },
  };
}
