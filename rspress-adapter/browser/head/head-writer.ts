// Relies on: what @unhead/react's useHead and <Head> accept (Rspress's
// runtime re-exports both) and how unhead's DOM renderer writes them.
// Upstream would need to let a theme supply its head manager for this
// stand-in to go.

import { unsupportedHeadInput } from './unsupported';

/**
 * The half of the browser's head (./client-head.ts) that writes the
 * document: it turns what `useHead` and `<Head>` ask for into the title,
 * `<html>` attributes and head elements, as unhead's DOM renderer does, and
 * throws on what the stand-in does not take (./unsupported.ts). A served
 * page already has the head its first render asks for, so this module loads
 * when the head first has to change (a client-side navigation, or a link
 * preloaded ahead of one), not on a first visit.
 */

/** What one `useHead` call or `<Head>` asks for, as ./client-head.ts records it. */
export type HeadRequest =
  | { useHead: HeadInput; options?: object }
  | {
      /** The `<Head>`'s element children, fragments flattened: tag, props. */
      head: [type: string, props: TagInput][];
      titleTemplate?: string;
    };

type Attributes = Record<string, string>;
export type TagInput = Record<string, unknown>;

export interface HeadInput {
  title?: string;
  htmlAttrs?: Record<string, string | undefined>;
  meta?: (TagInput | undefined)[];
  link?: (TagInput | undefined)[];
  script?: (TagInput | undefined)[];
}

/** One element of the head: its tag, attributes and text. */
interface HeadTag {
  tag: string;
  attributes: Attributes;
  text: string;
}

/** What one `useHead` or `<Head>` asks for. */
interface Entry {
  title?: string;
  htmlAttrs: Attributes;
  tags: HeadTag[];
}

const TAG_INPUTS = new Set(['meta', 'link', 'script']);
/** The head's elements unhead takes over from the server's HTML. */
const ELEMENT_TAGS = new Set([...TAG_INPUTS, 'base', 'style', 'noscript']);
const TEXT_TAGS = new Set(['script', 'style', 'noscript']);
/** Tags unhead takes and the stand-in does not; others unhead ignores too. */
const UNSUPPORTED_TAGS = new Set(['base', 'style', 'noscript']);

/**
 * Which tags are one and the same, so the later one replaces the earlier
 * (unhead's `dedupeKey`, then its `hashTag`): a meta tag by its name,
 * property or http-equiv, the canonical link, an alternate link by its
 * language, a script by its id or text.
 */
function keyOf({ tag, attributes: a, text }: HeadTag): string {
  if (tag === 'link' && a.rel === 'canonical') return 'canonical';
  const alternate = tag === 'link' && a.rel === 'alternate';
  if (alternate && a.hreflang) return `alternate:${a.hreflang}`;
  if (alternate && a.type) return `alternate:${a.type}:${a.href ?? ''}`;
  if (a.charset) return 'charset';
  const name = a.name ?? a.property ?? a['http-equiv'];
  if (tag === 'meta' && name !== undefined) return `meta:${name}`;
  if (a.id) return `${tag}:id:${a.id}`;
  if (alternate) return `alternate:${a.href ?? ''}`;
  if (text) return TEXT_TAGS.has(tag) ? `${tag}:content:${text}` : text;
  const sorted = Object.keys(a).sort();
  return `${tag}:${sorted.map((name) => `${name}:${a[name]}`).join(',')}`;
}

/** Options unhead takes on a tag (./unsupported.ts). */
const UNSUPPORTED_TAG_OPTIONS = new Set([
  'key',
  'tagPosition',
  'tagPriority',
  'tagDuplicateStrategy',
  'processTemplateParams',
  'dangerouslySetInnerHTML',
]);

function tagOf(tag: string, input: TagInput): HeadTag {
  const attributes: Attributes = {};
  let text = '';
  for (const [name, value] of Object.entries(input)) {
    if (UNSUPPORTED_TAG_OPTIONS.has(name)) unsupportedHeadInput(name);
    if (typeof value === 'function') unsupportedHeadInput('function values');
    if (name === 'innerHTML' || name === 'textContent' || name === 'children')
      text = Array.isArray(value) ? value.join('') : String(value ?? '');
    else if (value !== undefined && value !== null && value !== false)
      attributes[name] = value === true ? '' : String(value);
  }
  return { tag, attributes, text };
}

function entryOf(input: HeadInput): Entry {
  const entry: Entry = { htmlAttrs: {}, tags: [] };
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (typeof value === 'function') unsupportedHeadInput('function values');
    if (name === 'title') entry.title = String(value);
    else if (name === 'htmlAttrs') {
      const attributes = value as NonNullable<HeadInput['htmlAttrs']>;
      if ('style' in attributes) unsupportedHeadInput('htmlAttrs.style');
      entry.htmlAttrs = tagOf('html', attributes).attributes;
    } else if (TAG_INPUTS.has(name)) {
      for (const tag of value as (TagInput | undefined)[])
        if (tag) entry.tags.push(tagOf(name, tag));
    } else unsupportedHeadInput(name);
  }
  return checked(entry);
}

/** An entry with one meta tag of each name or property. */
function checked(entry: Entry) {
  const metaKeys = entry.tags.filter((t) => t.tag === 'meta').map(keyOf);
  if (new Set(metaKeys).size < metaKeys.length)
    unsupportedHeadInput('repeated meta');
  return entry;
}

/** Props React renames; unhead renames these two and no others. */
const PROP_NAMES: Record<string, string> = {
  className: 'class',
  httpEquiv: 'http-equiv',
};

/** The entry a `<Head>`'s children ask for, as `useHead` would. */
function headEntryOf(
  children: [type: string, props: TagInput][],
  titleTemplate: string | undefined,
): Entry {
  if (titleTemplate !== undefined) unsupportedHeadInput('titleTemplate');
  const entry: Entry = { htmlAttrs: {}, tags: [] };
  for (const [type, props] of children) {
    if (UNSUPPORTED_TAGS.has(type)) unsupportedHeadInput(type);
    const input: TagInput = {};
    for (const [name, value] of Object.entries(props))
      if (name !== 'ref' && !name.startsWith('suppress'))
        input[PROP_NAMES[name] ?? name] = value;
    if (type === 'title') entry.title = tagOf(type, input).text;
    else if (TAG_INPUTS.has(type)) entry.tags.push(tagOf(type, input));
  }
  return checked(entry);
}

/** What a request asks for; throws on an input the stand-in does not take. */
export function entryOfRequest(request: HeadRequest): Entry {
  if ('head' in request)
    return headEntryOf(request.head, request.titleTemplate);
  if (request.options && Object.keys(request.options).length > 0)
    unsupportedHeadInput('useHead options');
  return entryOf(request.useHead);
}

export { unsupportedHeadInput };

/** The document as the writer found it, and what it has set since. */
function newHeadState() {
  return {
    /** The head's elements by key, from the first write on. */
    elements: null as Map<string, Element> | null,
    /** The keys of the elements the last write wanted. */
    rendered: new Set<string>(),
    firstTitle: '',
    titleSet: false,
    htmlAttributes: new Set<string>(),
    htmlClasses: new Set<string>(),
  };
}

let head = newHeadState();

/** Forgets what earlier writes set (Rspress's runtime creates a head once). */
export function resetHeadWriter() {
  head = newHeadState();
}

function elementTag(element: Element): HeadTag {
  const attributes: Attributes = {};
  for (const name of element.getAttributeNames())
    attributes[name] = element.getAttribute(name) ?? '';
  const tag = element.tagName.toLowerCase();
  return { tag, attributes, text: element.textContent ?? '' };
}

/** The head's elements by key, as the document has them before the first write. */
function findElements() {
  head.firstTitle = document.title;
  const elements = new Map<string, Element>();
  for (const element of document.head.children) {
    if (!ELEMENT_TAGS.has(element.tagName.toLowerCase())) continue;
    const key = keyOf(elementTag(element));
    if (!elements.has(key)) elements.set(key, element);
  }
  return elements;
}

/** What the requests add up to: a later one wins. */
function merge(requests: Iterable<HeadRequest>) {
  let title: string | undefined;
  const html: Attributes = {};
  const classes = new Set<string>();
  const tags = new Map<string, HeadTag>();
  for (const request of requests) {
    const entry = entryOfRequest(request);
    title = entry.title ?? title;
    const { class: names, ...attributes } = entry.htmlAttrs;
    Object.assign(html, attributes);
    for (const name of names?.split(/\s+/) ?? []) if (name) classes.add(name);
    for (const tag of entry.tags) tags.set(keyOf(tag), tag);
  }
  return { title, html, classes, tags };
}

/** Takes `merged` as written: what the next write undoes when it is no longer asked for. */
function remember({ title, html, classes, tags }: ReturnType<typeof merge>) {
  head.titleSet = title !== undefined;
  head.htmlAttributes = new Set(Object.keys(html));
  head.htmlClasses = classes;
  head.rendered = new Set(tags.keys());
}

/**
 * Brings the document to what the mounted requests ask for, as unhead's DOM
 * renderer does. `shown`: what the document already shows without this
 * module having written it (the server's head of the first page), to be
 * undone where the requests no longer ask for it.
 */
export function writeHead(
  requests: Iterable<HeadRequest>,
  shown?: Iterable<HeadRequest>,
) {
  head.elements ??= findElements();
  if (shown) remember(merge(shown));
  const merged = merge(requests);
  const { title, html, classes, tags } = merged;

  if (title !== undefined) document.title = title;
  else if (head.titleSet) document.title = head.firstTitle;

  const root = document.documentElement;
  for (const [name, value] of Object.entries(html))
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  for (const name of head.htmlAttributes)
    if (!(name in html)) root.removeAttribute(name);
  if (classes.size > 0) root.classList.add(...classes);
  for (const name of head.htmlClasses)
    if (!classes.has(name)) root.classList.remove(name);

  for (const [key, { tag, attributes, text }] of tags) {
    let element = head.elements.get(key);
    if (!element) {
      element = document.createElement(tag);
      document.head.append(element);
      head.elements.set(key, element);
    }
    for (const [name, value] of Object.entries(attributes))
      if (element.getAttribute(name) !== value)
        element.setAttribute(name, value);
    if (text && element.textContent !== text) element.textContent = text;
  }
  for (const key of head.rendered) {
    if (tags.has(key)) continue;
    head.elements.get(key)?.remove();
    head.elements.delete(key);
  }
  remember(merged);
}
