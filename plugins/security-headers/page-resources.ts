import { createHash } from 'node:crypto';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** What one built page needs the Content-Security-Policy to allow. */
export interface PageResources {
  /** Text of each inline script the browser runs. */
  inlineScripts: string[];
  /** Origins of the images and icons the HTML loads (`data:` for data URLs). */
  imageOrigins: string[];
  /** `on…` attributes: no policy without 'unsafe-inline' or 'unsafe-hashes' lets them run. */
  inlineHandlers: string[];
}

// Script types the browser runs (HTML's JavaScript MIME type essences plus
// the module, import map and speculation rule types). Any other type, such
// as application/json, is a data block: it never runs, so it needs no hash.
const EXECUTED_SCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Link types whose target the browser fetches as an image. */
const IMAGE_LINK_TYPES = new Set(['icon', 'apple-touch-icon']);

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string) =>
  element.attrs.find((entry) => entry.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  // A <template>'s content is kept apart by parse5 and is not live: skipped.
  if ('childNodes' in node) {
    for (const child of node.childNodes) yield* elements(child);
  }
}

function runsInline(script: Element): boolean {
  if (attr(script, 'src') !== undefined) return false;
  const type = attr(script, 'type');
  return EXECUTED_SCRIPT_TYPES.has((type ?? '').trim().toLowerCase());
}

function imageUrls(element: Element): string[] {
  const srcset = (attr(element, 'srcset') ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
  if (element.tagName === 'img') {
    return [attr(element, 'src') ?? '', ...srcset].filter(Boolean);
  }
  if (element.tagName === 'source') return srcset;
  if (element.tagName === 'link') {
    const rel = (attr(element, 'rel') ?? '').toLowerCase().split(/\s+/);
    const isImage =
      rel.some((type) => IMAGE_LINK_TYPES.has(type)) ||
      (rel.includes('preload') && attr(element, 'as') === 'image');
    const href = attr(element, 'href');
    return isImage && href ? [href] : [];
  }
  return [];
}

/** `https://host` of an absolute or protocol-relative URL, `data:` of a data URL, null for this site. */
function originOf(url: string): string | null {
  if (/^data:/i.test(url)) return 'data:';
  if (!/^(https?:)?\/\//i.test(url)) return null;
  return new URL(url, 'https://this.site').origin;
}

export function pageResources(html: string): PageResources {
  const resources: PageResources = {
    inlineScripts: [],
    imageOrigins: [],
    inlineHandlers: [],
  };
  for (const element of elements(parse(html))) {
    if (element.tagName === 'script' && runsInline(element)) {
      const text = element.childNodes
        .map((child) => (child as DefaultTreeAdapterTypes.TextNode).value)
        .join('');
      resources.inlineScripts.push(text);
    }
    for (const url of imageUrls(element)) {
      const origin = originOf(url);
      if (origin) resources.imageOrigins.push(origin);
    }
    for (const { name } of element.attrs) {
      if (name.startsWith('on')) {
        resources.inlineHandlers.push(`<${element.tagName} ${name}>`);
      }
    }
  }
  return resources;
}

/** The CSP source expression allowing exactly this inline script text. */
export function scriptHashSource(text: string): string {
  const digest = createHash('sha256').update(text, 'utf8').digest('base64');
  return `'sha256-${digest}'`;
}
