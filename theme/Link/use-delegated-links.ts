import type { MouseEvent, SyntheticEvent, TouchEvent } from 'react';
import { opensElsewhere, preloadSiteLink } from './Link';
import { linkKind } from './link-target';
import { useLinkNavigate } from './use-link-navigate';

/** The site link the event happened in, inside the element listening. */
function siteLinkOf(event: SyntheticEvent): HTMLAnchorElement | null {
  const anchor = (event.target as Element).closest?.('a');
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  const href = anchor.getAttribute('href');
  return href !== null && linkKind(href) === 'internal' ? anchor : null;
}

/**
 * Link's behaviour for the links of markup React did not draw (a static
 * prose block, theme/content/StaticProse.tsx): listeners on the block that
 * preload a site link when it is hovered or touched and open it without a
 * full reload, unless a modifier key or a target asks the browser to open
 * it elsewhere. Links to other sites and to headings carry what they need
 * in their markup (theme/Link/Link.tsx draws them as plain anchors).
 */
export function useDelegatedLinks() {
  const navigate = useLinkNavigate();
  return {
    onClick(event: MouseEvent) {
      const anchor = siteLinkOf(event);
      if (!anchor || event.defaultPrevented || opensElsewhere(event, anchor))
        return;
      event.preventDefault();
      void navigate(anchor.getAttribute('href') as string);
    },
    onMouseOver(event: MouseEvent) {
      const anchor = siteLinkOf(event);
      // Once per entry into the link, as `mouseenter` on the link itself.
      if (anchor && !anchor.contains(event.relatedTarget as Node | null))
        preloadSiteLink(anchor.getAttribute('href') as string);
    },
    onTouchStart(event: TouchEvent) {
      const anchor = siteLinkOf(event);
      if (anchor) preloadSiteLink(anchor.getAttribute('href') as string);
    },
  };
}
