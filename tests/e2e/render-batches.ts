import type { Page } from '@playwright/test';
import { openPage } from './search-helpers';

/**
 * One batch of component renders, as Preact's devtools hook saw them: the
 * renders that ran in one go (hydrating the served page, or one pass of
 * Preact's render queue after state changed), before the page's script
 * gave the browser back its next microtask.
 */
export interface RenderBatch {
  /** The first batch: Preact hydrated the served HTML. */
  hydration: boolean;
  /** The app's root component (Rspress's ClientApp) rendered again. */
  rootRendered: boolean;
  /** Components that rendered (or mounted) in this batch. */
  componentsRendered: number;
  /**
   * The rendered components whose parent component did not render in this
   * batch: where each re-render started, as `Name > first element` (names
   * are minified in the production build; the element tells where it is).
   */
  updateRoots: string[];
}

declare global {
  interface Window {
    __renderBatches?: RenderBatch[];
  }
}

/**
 * Installs a stand-in for Preact's devtools hook before any script of the
 * page runs. The page's Preact attaches to it (preact/devtools, imported by
 * the adapter's client entry) and hands over its `options`, the hooks
 * Preact calls while it renders; the recorder wraps the one called before
 * each component renders. Its name is mangled (`__r`, for `_render`), as in
 * every Preact build: the devtools extension reads the same names.
 */
export async function recordRenderBatches(page: Page) {
  await page.addInitScript(() => {
    // Preact's mangled names: `__` the parent vnode, `__e` its first DOM node.
    type VNode = { type: unknown; __: VNode | null; __e?: Node | null };
    type Options = { __r?: (vnode: VNode) => void };
    const batches: RenderBatch[] = [];
    window.__renderBatches = batches;
    let open: { batch: RenderBatch; rendered: Set<VNode> } | null = null;
    let rootType: unknown = null;

    const nameOf = (vnode: VNode) => {
      const named = vnode.type as { displayName?: string; name?: string };
      const element = vnode.__e instanceof Element ? vnode.__e : null;
      const className = element?.getAttribute('class')?.split(/\s+/)[0];
      const where = element
        ? `${element.tagName.toLowerCase()}${className ? `.${className}` : ''}`
        : '(no element)';
      return `${named.displayName || named.name || 'anonymous'} > ${where}`;
    };

    Object.defineProperty(window, '__PREACT_DEVTOOLS__', {
      configurable: true,
      value: {
        attachPreact(
          _version: string,
          options: Options,
          config: { Fragment: unknown },
        ) {
          const previous = options.__r;
          options.__r = (vnode) => {
            previous?.(vnode);
            if (vnode.type === config.Fragment) return;
            if (!open) {
              open = {
                batch: {
                  hydration: batches.length === 0,
                  rootRendered: false,
                  componentsRendered: 0,
                  updateRoots: [],
                },
                rendered: new Set(),
              };
              batches.push(open.batch);
              // Preact renders a batch synchronously: it ends before the
              // next microtask.
              queueMicrotask(() => {
                open = null;
              });
            }
            rootType ??= vnode.type;
            const { batch, rendered } = open;
            batch.componentsRendered += 1;
            if (vnode.type === rootType) batch.rootRendered = true;
            let parent = vnode.__;
            while (parent && typeof parent.type !== 'function') {
              parent = parent.__;
            }
            if (!parent || !rendered.has(parent)) {
              batch.updateRoots.push(nameOf(vnode));
            }
            rendered.add(vnode);
          };
        },
      },
    });
  });
}

/**
 * Opens a page with the recorder installed and waits until it is hydrated
 * and idle: loaded, interactive (the search button announces its
 * shortcuts), no network traffic, and no new batch across a few rounds of
 * animation frames and idle callbacks. Returns every batch, hydration first.
 */
export async function batchesOfFirstVisit(page: Page, path: string) {
  await recordRenderBatches(page);
  await openPage(page, path);
  await page.waitForLoadState('networkidle');
  let seen = -1;
  for (;;) {
    const count = await page.evaluate(async () => {
      for (let round = 0; round < 5; round += 1) {
        await new Promise(requestAnimationFrame);
        await new Promise((done) => requestIdleCallback(done));
      }
      return window.__renderBatches?.length ?? 0;
    });
    if (count === seen) break;
    seen = count;
  }
  return page.evaluate(() => window.__renderBatches ?? []);
}

/** The batches after the one that hydrated the page. */
export function batchesAfterHydration(batches: RenderBatch[]) {
  if (!batches[0]?.hydration) {
    throw new Error('no hydration was recorded');
  }
  return batches.slice(1);
}
