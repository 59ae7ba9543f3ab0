// Relies on: Rspress prepending its own inline scripts to <head> through
// Rsbuild's html.tags, and reading storage and the address unguarded.
// Upstream would need to guard both (see the two scripts) for this to go.

import { STORAGE_FALLBACK_SCRIPT } from './storage-fallback';
import { URL_REPAIR_SCRIPT } from './url-repair';

/**
 * Scripts that must run before any other script of the page, Rspress' own
 * inline head scripts included: they make the environment one Rspress can
 * run in. Static text on purpose: the page's Content-Security-Policy hashes
 * inline scripts.
 */
export const HEAD_GUARD_SCRIPTS = [STORAGE_FALLBACK_SCRIPT, URL_REPAIR_SCRIPT];

interface HeadTag {
  tag: string;
  head?: boolean;
  append?: boolean;
  children?: string;
}

/**
 * An Rsbuild `html.tags` handler that puts the guard scripts first in
 * <head>, before the inline scripts Rspress prepends there.
 */
export function withHeadGuardsFirst(tags: HeadTag[]): HeadTag[] {
  const guards = HEAD_GUARD_SCRIPTS.map((children) => ({
    tag: 'script',
    head: true,
    append: false,
    children,
  }));
  return [...guards, ...tags];
}
