/**
 * Functions the journeys run inside the page (EngineDriver.evaluate sends
 * their source text, so each is self-contained). They find elements as a
 * reader names them: by role and accessible name, or by the site's own
 * data-region attributes.
 */

export type Role =
  | 'button'
  | 'link'
  | 'heading'
  | 'searchbox'
  | 'option'
  | 'radio';

export interface Query {
  role: Role;
  /** The accessible name: exact text, or a regular expression's source. */
  name: string;
  pattern?: boolean;
  /** Only inside this element, e.g. `inRegion(REGION.sidebar)`. */
  within?: string;
}

/** The centre of the visible element the query names, scrolled into view; null if none. */
export function locate(query: Query): { x: number; y: number } | null {
  const SELECTORS: Record<Role, string> = {
    button: 'button, [role="button"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    searchbox: 'input[type="search"], [role="searchbox"], [role="combobox"]',
    option: '[role="option"]',
    radio: 'input[type="radio"], [role="radio"]',
  };
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    const text = squash((element as HTMLElement).innerText ?? '');
    return text || squash(element.getAttribute('title') ?? '');
  };
  const matches = (name: string) =>
    query.pattern ? new RegExp(query.name).test(name) : name === query.name;
  const scope = query.within ? document.querySelector(query.within) : document;
  if (!scope) return null;
  for (const element of scope.querySelectorAll(SELECTORS[query.role])) {
    const visible = element.checkVisibility({ visibilityProperty: true });
    if (!visible || !matches(nameOf(element))) continue;
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }
  return null;
}

/** The focused element as `role "name"`, or its tag when it has no role. */
export function focusedElement(): string {
  const element = document.activeElement;
  if (!element || element === document.body) return 'body';
  const tag = element.localName;
  const role =
    element.getAttribute('role') ??
    (tag === 'a' && element.hasAttribute('href')
      ? 'link'
      : tag === 'button'
        ? 'button'
        : tag === 'input'
          ? 'input'
          : tag);
  const label =
    element.getAttribute('aria-label') ??
    (element as HTMLElement).innerText ??
    '';
  return `${role} "${label.replace(/\s+/g, ' ').trim()}"`;
}
