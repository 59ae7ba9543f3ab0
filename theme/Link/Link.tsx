import { preloadLink } from '@rspress/core/runtime';
import type { ComponentProps, MouseEvent, Ref } from 'react';
import { preloadHeadWriter } from '../../rspress-adapter/browser';
import { loadRouteGroup } from '../router/route-groups';
import { isModifiedClick } from '../utils/url';
import { linkKind, resolveInternal, routePathOf } from './link-target';
import { useLinkNavigate } from './use-link-navigate';
import './progress-bar.css';

export type LinkProps = ComponentProps<'a'> & { ref?: Ref<HTMLAnchorElement> };

/**
 * A click the browser should handle itself: a modified click, or a link whose
 * target names another window.
 */
export const opensElsewhere = (event: MouseEvent, anchor: HTMLAnchorElement) =>
  isModifiedClick(event) || (anchor.target !== '' && anchor.target !== '_self');

/**
 * Loads a site link's page ahead of a click. A link to another section first
 * loads that section's routes. A preload that fails (offline) is only a
 * missed head start: the click loads again and reports the failure.
 */
export function preloadSiteLink(href: string) {
  const routePath = routePathOf(resolveInternal(href).routerPath);
  // The new page's head is written by code a first visit does not load.
  preloadHeadWriter().catch(() => {});
  loadRouteGroup(routePath).then(
    () => preloadLink(routePath),
    () => {},
  );
}

/**
 * Every link of the site: other sites open in a new tab; a hash
 * stays on the page; a site page is preloaded when hovered or touched and
 * opened without a full reload, unless a modifier key or a target asks the
 * browser to open it elsewhere.
 */
export function Link({
  href = '/',
  className,
  onClick,
  onMouseEnter,
  onTouchStart,
  ...rest
}: LinkProps) {
  const navigate = useLinkNavigate();
  const kind = linkKind(href);

  if (kind === 'external') {
    return (
      <a
        target="_blank"
        rel="noopener noreferrer"
        {...rest}
        href={href}
        className={className}
        onClick={onClick}
        onMouseEnter={onMouseEnter}
      />
    );
  }
  if (kind === 'hash') {
    return (
      <a
        {...rest}
        href={href}
        className={className}
        onClick={onClick}
        onMouseEnter={onMouseEnter}
      />
    );
  }

  const target = resolveInternal(href);
  const preload = () => preloadSiteLink(href);
  return (
    <a
      {...rest}
      href={target.href}
      className={className}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preload();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preload();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          opensElsewhere(event, event.currentTarget)
        )
          return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
