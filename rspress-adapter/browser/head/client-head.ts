// Relies on: the names Rspress's browser runtime imports from @unhead/react
// and @unhead/react/client (a dependency, not its API). Upstream would need
// to let a theme supply its head manager for this stand-in to go.

import {
  Children,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
} from 'react';

/**
 * The browser's document head, in place of `@unhead/react` (6.7 KB gzip on
 * every first visit). The server render keeps unhead: it writes every page's
 * head into the built HTML. In the browser the head only has to follow
 * client-side navigation, and this module does that for the two ways the
 * site and Rspress's runtime set it: `useHead` (title, `lang`, meta tags by
 * name or property) and `<Head>` (whole tags: the blog's feed links, a page's
 * front-matter `head`). The build points the browser bundle's imports of
 * `@unhead/react` and `@unhead/react/client` here (rspress-adapter/build/browser-stand-ins).
 */

/** A meta tag `useHead` manages, keyed by its `name` or `property`. */
type MetaInput = { name?: string; property?: string; content: string };

export interface HeadInput {
  title?: string;
  htmlAttrs?: { lang?: string };
  meta?: (MetaInput | undefined)[];
}

/** Elements a `useHead` or `<Head>` keeps up to date; the other leaves them alone. */
const claimed = new WeakSet<Element>();

/** Rspress's runtime creates a head once and hands it to the provider. */
export const createHead = () => ({});

/** Nothing to provide: the hooks below write to the document directly. */
export function UnheadProvider({ children }: { children?: ReactNode }) {
  return children;
}

function metaKey(meta: MetaInput): ['name' | 'property', string] {
  return meta.property === undefined
    ? ['name', meta.name ?? '']
    : ['property', meta.property];
}

/** The unclaimed meta tag with this name or property (the one the server wrote). */
function findMeta(attribute: string, value: string) {
  for (const element of document.head.querySelectorAll(
    `meta[${attribute}="${CSS.escape(value)}"]`,
  )) {
    if (!claimed.has(element)) return element as HTMLMetaElement;
  }
  return null;
}

/**
 * Sets the title, the root's `lang` and the given meta tags. A meta tag this
 * hook set for the previous page and not for this one leaves the head (a
 * page whose front matter brings its own copy, through `<Head>`).
 */
export function useHead(input: HeadInput) {
  const wanted = JSON.stringify(input);
  const managed = useRef(new Map<string, HTMLMetaElement>());
  useEffect(() => {
    const { title, htmlAttrs, meta = [] } = JSON.parse(wanted) as HeadInput;
    if (title !== undefined && document.title !== title) document.title = title;
    if (htmlAttrs?.lang) document.documentElement.lang = htmlAttrs.lang;
    const previous = managed.current;
    const next = new Map<string, HTMLMetaElement>();
    for (const entry of meta) {
      if (!entry) continue;
      const [attribute, value] = metaKey(entry);
      const key = `${attribute}=${value}`;
      const element =
        previous.get(key) ??
        findMeta(attribute, value) ??
        createMeta(attribute, value);
      element.content = entry.content;
      claimed.add(element);
      next.set(key, element);
    }
    for (const [key, element] of previous) {
      if (next.has(key)) continue;
      claimed.delete(element);
      element.remove();
    }
    managed.current = next;
  }, [wanted]);
}

function createMeta(attribute: string, value: string) {
  const element = document.createElement('meta');
  element.setAttribute(attribute, value);
  document.head.append(element);
  return element;
}

/** React prop names that differ from the HTML attribute they set. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
};

type TagSpec = [tag: string, attributes: [string, string][], text: string];

function tagSpecOf(element: ReactElement): TagSpec | null {
  if (typeof element.type !== 'string') return null;
  const props = element.props as Record<string, unknown>;
  const attributes: [string, string][] = [];
  let text = '';
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children') text = typeof value === 'string' ? value : '';
    else if (value !== undefined && value !== null && value !== false)
      attributes.push([ATTRIBUTE_NAMES[name] ?? name, String(value)]);
  }
  return [element.type, attributes, text];
}

/** The unclaimed element of the head that is exactly this tag (the server's copy). */
function findTag([tag, attributes, text]: TagSpec) {
  for (const element of document.head.getElementsByTagName(tag)) {
    if (
      !claimed.has(element) &&
      element.attributes.length === attributes.length &&
      attributes.every(
        ([name, value]) => element.getAttribute(name) === value,
      ) &&
      (element.textContent ?? '') === text
    )
      return element;
  }
  return null;
}

function createTag([tag, attributes, text]: TagSpec) {
  const element = document.createElement(tag);
  for (const [name, value] of attributes) element.setAttribute(name, value);
  if (text) element.textContent = text;
  document.head.append(element);
  return element;
}

/**
 * Puts its children (plain tags such as `<link>` or `<meta>`) into the
 * document head while it is mounted: the copies the server wrote are taken
 * over, and they leave the head with the page that rendered them.
 */
export function Head({ children }: { children?: ReactNode }) {
  const wanted = JSON.stringify(
    Children.toArray(children)
      .filter(isValidElement)
      .map(tagSpecOf)
      .filter((spec) => spec !== null),
  );
  useEffect(() => {
    const elements = (JSON.parse(wanted) as TagSpec[]).map(
      (spec) => findTag(spec) ?? createTag(spec),
    );
    for (const element of elements) claimed.add(element);
    return () => {
      for (const element of elements) {
        claimed.delete(element);
        element.remove();
      }
    };
  }, [wanted]);
  return null;
}
