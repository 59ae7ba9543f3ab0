/**
 * A scheme ("https:", "mailto:", "tel:") or a protocol-relative "//host":
 * an address that does not resolve against the current page's origin and
 * path, so the site's router cannot take it.
 */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Whether `href` is an absolute address (a scheme or "//host"). */
export const isAbsoluteUrl = (href: string): boolean => ABSOLUTE_URL.test(href);

/**
 * A click the browser should handle itself (new tab, new window, download):
 * not the main button, or with a modifier key held.
 */
export const isModifiedClick = (
  event: Pick<
    MouseEvent,
    'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
  >,
): boolean =>
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey;
