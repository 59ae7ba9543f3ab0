import type { Blockquote, Paragraph, PhrasingContent, Root } from 'mdast';
import { RSPRESS_CALLOUT_COMPONENT as CALLOUT } from '../../rspress-adapter/build';
import { SEARCH_SKIP_ATTRIBUTE } from '../../site/search-record';

/** What the notice on an outdated translation says, and where it leads. */
export interface NoticeData {
  /** The language of the translated page, which the notice is written in. */
  lang: string;
  /** When the original page last changed. */
  originalChanged: Date;
  /** The original page's address, and its language. */
  originalHref: string;
  originalLang: string;
}

/** The notice's texts in the page's language (i18n.json `translationStatus.*`). */
export interface NoticeTexts {
  title: string;
  /** The sentence giving the date, as `{{date}}`. */
  outdated: string;
  readOriginal: string;
}

/** Ends in a full-width stop or bracket: Chinese text puts no space after it. */
const FULL_WIDTH_END = /[\u3000-\u303f\uff00-\uffef]$/;

/**
 * The notice: a warning callout of the site ("This translation may be out
 * of date"), saying when the English page changed, with a link to it. It
 * is page chrome, so search leaves it out; `data-translation-status` marks
 * it for the tests.
 */
export function noticeNode(data: NoticeData, texts: NoticeTexts): Blockquote {
  const [before = '', after = ''] = texts.outdated.split('{{date}}');
  const date: PhrasingContent = {
    type: 'text',
    value: new Intl.DateTimeFormat(data.lang, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(data.originalChanged),
    data: {
      hName: 'time',
      hProperties: {
        dateTime: data.originalChanged.toISOString().slice(0, 10),
      },
    },
  };
  const sentence: Paragraph = {
    type: 'paragraph',
    children: [
      { type: 'text', value: before },
      date,
      { type: 'text', value: FULL_WIDTH_END.test(after) ? after : `${after} ` },
      {
        type: 'link',
        url: data.originalHref,
        data: { hProperties: { hrefLang: data.originalLang } },
        children: [{ type: 'text', value: texts.readOriginal }],
      },
    ],
  };
  const callout: Blockquote = {
    type: 'blockquote',
    data: {
      hName: CALLOUT,
      hProperties: { type: 'warning', title: texts.title },
    },
    children: [sentence],
  };
  return {
    type: 'blockquote',
    data: {
      hName: 'div',
      hProperties: {
        role: 'note',
        'data-translation-status': '',
        [SEARCH_SKIP_ATTRIBUTE]: '',
      },
    },
    children: [callout],
  };
}

/** The page's tree with the notice right after its title (or first, without one). */
export function withNotice(tree: Root, notice: Blockquote): void {
  const title = tree.children.findIndex(
    (node) => node.type === 'heading' && node.depth === 1,
  );
  tree.children.splice(title + 1, 0, notice);
}
