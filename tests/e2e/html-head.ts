import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Element = DefaultTreeAdapterMap['element'];

export interface HeadTags {
  title: string;
  /** Content of each <meta>, keyed by its `property` or `name`. */
  meta: Map<string, string[]>;
  /** Every <link> in the head, as its attributes. */
  links: Record<string, string>[];
}

/** The tags a crawler reads from a page's <head>, as served (no scripts run). */
export function headTagsOf(html: string): HeadTags {
  const head = childElements(parse(html)).flatMap((element) =>
    element.tagName === 'html'
      ? childElements(element).filter((child) => child.tagName === 'head')
      : [],
  )[0];
  const tags: HeadTags = { title: '', meta: new Map(), links: [] };
  for (const element of head ? childElements(head) : []) {
    const attributes = Object.fromEntries(
      element.attrs.map(({ name, value }) => [name, value]),
    );
    if (element.tagName === 'title') {
      tags.title = element.childNodes
        .map((node) => ('value' in node ? node.value : ''))
        .join('');
    } else if (element.tagName === 'link') {
      tags.links.push(attributes);
    } else if (element.tagName === 'meta') {
      const key = attributes.property ?? attributes.name;
      if (key)
        tags.meta.set(key, [...(tags.meta.get(key) ?? []), attributes.content]);
    }
  }
  return tags;
}

function childElements(node: {
  childNodes: DefaultTreeAdapterMap['childNode'][];
}): Element[] {
  return node.childNodes.filter(
    (child): child is Element => 'tagName' in child,
  );
}
