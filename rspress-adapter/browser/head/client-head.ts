// Relies on: the names Rspress's browser runtime imports from @unhead/react
// and @unhead/react/client (a dependency, not its API). Upstream would need
// to let a theme supply its head manager for this stand-in to go.

import {
  Children,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
} from 'react';
import { unsupportedHeadInput } from './unsupported';

/**
 * The browser's document head, in place of `@unhead/react` (6.7 KB gzip on
 * every first visit). The server render keeps unhead: it writes every page's
 * head into the built HTML. In the browser the head only has to follow
 * client-side navigation, and this module does it as unhead does for what
 * the site and Rspress's runtime use: `useHead` (title, `<html>` attributes,
 * `meta`, `link`, `script`) and `<Head>` (the same as tags: the blog's feed
 * links, a page's front-matter `head`). The rest of unhead's inputs throw
 * (./unsupported.ts). tests/unit/rspress-contract/head-behaviour.test.ts runs
 * one table of cases through both. The build points the browser bundle's
 * imports of `@unhead/react` and `@unhead/react/client` here
 * (rspress-adapter/build/browser-stand-ins).
 */

type Attributes = Record<string, string>;
type TagInput = Record<string, unknown>;

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

/** The document as the stand-in found it, and what it has set since. */
function newHeadState() {
  return {
    /** By component, in the order they mounted: a later one wins. */
    entries: new Map<object, Entry>(),
    /** The head's elements by key, from the first render on. */
    elements: null as Map<string, Element> | null,
    /** The keys of the elements the last render wanted. */
    rendered: new Set<string>(),
    firstTitle: '',
    titleSet: false,
    htmlAttributes: new Set<string>(),
    htmlClasses: new Set<string>(),
    scheduled: false,
  };
}

let head = newHeadState();

/** Rspress's runtime creates a head once and hands it to the provider. */
export function createHead() {
  head = newHeadState();
  return {};
}

/** Nothing to provide: the hooks below write to the document directly. */
export function UnheadProvider({ children }: { children?: ReactNode }) {
  return children;
}

function elementTag(element: Element): HeadTag {
  const attributes: Attributes = {};
  for (const name of element.getAttributeNames())
    attributes[name] = element.getAttribute(name) ?? '';
  const tag = element.tagName.toLowerCase();
  return { tag, attributes, text: element.textContent ?? '' };
}

/** Brings the document to what the mounted entries ask for, as unhead's DOM renderer does. */
function render() {
  head.scheduled = false;
  if (!head.elements) {
    head.firstTitle = document.title;
    head.elements = new Map();
    for (const element of document.head.children) {
      if (!ELEMENT_TAGS.has(element.tagName.toLowerCase())) continue;
      const key = keyOf(elementTag(element));
      if (!head.elements.has(key)) head.elements.set(key, element);
    }
  }
  let title: string | undefined;
  const html: Attributes = {};
  const classes = new Set<string>();
  const tags = new Map<string, HeadTag>();
  for (const entry of head.entries.values()) {
    title = entry.title ?? title;
    const { class: names, ...attributes } = entry.htmlAttrs;
    Object.assign(html, attributes);
    for (const name of names?.split(/\s+/) ?? []) if (name) classes.add(name);
    for (const tag of entry.tags) tags.set(keyOf(tag), tag);
  }

  if (title !== undefined) document.title = title;
  else if (head.titleSet) document.title = head.firstTitle;
  head.titleSet = title !== undefined;

  const root = document.documentElement;
  for (const [name, value] of Object.entries(html))
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  for (const name of head.htmlAttributes)
    if (!(name in html)) root.removeAttribute(name);
  head.htmlAttributes = new Set(Object.keys(html));
  if (classes.size > 0) root.classList.add(...classes);
  for (const name of head.htmlClasses)
    if (!classes.has(name)) root.classList.remove(name);
  head.htmlClasses = classes;

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
  head.rendered = new Set(tags.keys());
}

/** One render for all the entries a React commit changes. */
function scheduleRender() {
  if (head.scheduled) return;
  head.scheduled = true;
  queueMicrotask(render);
}

/** Keeps `entry` (compared as JSON) in the head while the component is mounted. */
function useEntry(entry: Entry) {
  const wanted = JSON.stringify(entry);
  const owner = useRef({});
  useEffect(() => {
    const { entries } = head;
    entries.set(owner.current, { htmlAttrs: {}, tags: [] });
    return () => {
      entries.delete(owner.current);
      scheduleRender();
    };
  }, []);
  useEffect(() => {
    // Replacing the value keeps the entry's place in the order.
    if (head.entries.has(owner.current))
      head.entries.set(owner.current, JSON.parse(wanted));
    scheduleRender();
  }, [wanted]);
}

const throwsHandle = () => unsupportedHeadInput('useHead handle');
const HANDLE = { patch: throwsHandle, dispose: throwsHandle };

/** Sets the title, `<html>` attributes and the given tags while mounted. */
export function useHead(input: HeadInput = {}, options?: object) {
  if (options && Object.keys(options).length > 0)
    unsupportedHeadInput('useHead options');
  useEntry(entryOf(input));
  return HANDLE;
}

/** Props React renames; unhead renames these two and no others. */
const PROP_NAMES: Record<string, string> = {
  className: 'class',
  httpEquiv: 'http-equiv',
};

function headChildren(children: ReactNode): ReactElement[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement(child)) return [];
    if (child.type !== Fragment) return [child];
    return headChildren((child.props as { children?: ReactNode }).children);
  });
}

/**
 * Puts its children (plain tags such as `<link>` or `<meta>`, or `<title>`)
 * into the document head while it is mounted, as `useHead` would.
 */
export function Head({
  children,
  titleTemplate,
}: {
  children?: ReactNode;
  titleTemplate?: string;
}) {
  if (titleTemplate !== undefined) unsupportedHeadInput('titleTemplate');
  const entry: Entry = { htmlAttrs: {}, tags: [] };
  for (const { type, props } of headChildren(children)) {
    if (typeof type !== 'string') continue;
    if (UNSUPPORTED_TAGS.has(type)) unsupportedHeadInput(type);
    const input: TagInput = {};
    for (const [name, value] of Object.entries(props as TagInput))
      if (name !== 'ref' && !name.startsWith('suppress'))
        input[PROP_NAMES[name] ?? name] = value;
    if (type === 'title') entry.title = tagOf(type, input).text;
    else if (TAG_INPUTS.has(type)) entry.tags.push(tagOf(type, input));
  }
  useEntry(checked(entry));
  return null;
}
