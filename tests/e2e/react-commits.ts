import type { Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { openPage } from './search-helpers';

/** One React commit of the page's root, as the fake devtools hook saw it. */
export interface Commit {
  /**
   * The commit hydrated server-rendered HTML: the root, or a Suspense
   * boundary React left dehydrated for a later pass (Rspress wraps the
   * page's content in one).
   */
  hydration: boolean;
  /** The app's root component (Rspress's ClientApp) rendered again. */
  rootRendered: boolean;
  /** Components that rendered (or mounted) in this commit. */
  componentsRendered: number;
  /**
   * The rendered components whose parent component did not render: where
   * each re-render started, as `Name > first element` (names are minified
   * in the production build; the element tells where it is).
   */
  updateRoots: string[];
  /**
   * The update roots outside the doc page's article region whose render
   * went on into components in it, in the same form, with how many of
   * those rendered.
   */
  articleReachedFrom: string[];
}

declare global {
  interface Window {
    __reactCommits?: Commit[];
  }
}

/**
 * Installs a stand-in for the React devtools hook before any script of the
 * page runs. React DOM registers with it (`inject`) and reports every commit
 * (`onCommitFiberRoot`); for each commit the committed fiber tree is walked
 * the way the devtools do: a subtree whose child list is the previous one's
 * was not visited, and a component fiber with the PerformedWork flag ran.
 */
export async function recordReactCommits(page: Page) {
  await page.addInitScript((articleSelector: string) => {
    type Fiber = {
      tag: number;
      type: unknown;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      stateNode: unknown;
      memoizedState: { isDehydrated?: boolean; dehydrated?: unknown } | null;
    };
    const PERFORMED_WORK = 1;
    // FunctionComponent, ClassComponent, ForwardRef, MemoComponent, SimpleMemoComponent
    const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
    const HOST_COMPONENT = 5;
    const SUSPENSE_COMPONENT = 13;
    const commits: Commit[] = [];
    window.__reactCommits = commits;

    const rendered = (fiber: Fiber) =>
      COMPONENT_TAGS.has(fiber.tag) &&
      (fiber.alternate === null ||
        (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK);

    const nameOf = (fiber: Fiber) => {
      const type = fiber.type as
        | { displayName?: string; name?: string; render?: { name?: string } }
        | undefined;
      return (
        type?.displayName || type?.name || type?.render?.name || 'anonymous'
      );
    };

    const firstHostElement = (fiber: Fiber): Element | undefined => {
      const stack: Fiber[] = [fiber];
      while (stack.length) {
        const current = stack.shift() as Fiber;
        if (current.tag === HOST_COMPONENT) return current.stateNode as Element;
        for (let child = current.child; child; child = child.sibling) {
          stack.push(child);
        }
      }
      return undefined;
    };

    const describeElement = (element: Element | undefined) => {
      if (!element) return '(no element)';
      const className = element.getAttribute('class')?.split(/\s+/)[0];
      return `${element.tagName.toLowerCase()}${className ? `.${className}` : ''}`;
    };

    function describeCommit(current: Fiber): Commit {
      const commit: Commit = {
        hydration: current.alternate?.memoizedState?.isDehydrated === true,
        rootRendered: current.child !== null && rendered(current.child),
        componentsRendered: 0,
        updateRoots: [],
        articleReachedFrom: [],
      };
      const reached = new Map<string, number>();
      const inArticle = (element: Element | undefined) =>
        element?.closest(articleSelector) != null;
      // `outsideRoot`: the update root outside the article this render
      // started at, if it did.
      const visit = (
        fiber: Fiber,
        parentRendered: boolean,
        outsideRoot: string | undefined,
      ) => {
        let from = outsideRoot;
        if (
          fiber.tag === SUSPENSE_COMPONENT &&
          fiber.alternate?.memoizedState?.dehydrated &&
          !fiber.memoizedState?.dehydrated
        ) {
          commit.hydration = true;
        }
        const didRender = rendered(fiber);
        if (didRender) {
          commit.componentsRendered += 1;
          const element = firstHostElement(fiber);
          if (!parentRendered) {
            const root = `${nameOf(fiber)} > ${describeElement(element)}`;
            commit.updateRoots.push(root);
            from = inArticle(element) ? undefined : root;
          } else if (from && inArticle(element)) {
            reached.set(from, (reached.get(from) ?? 0) + 1);
          }
        }
        const previous = fiber.alternate;
        // The same child list as before: React did not enter this subtree.
        if (previous && previous.child === fiber.child) return;
        const inside = COMPONENT_TAGS.has(fiber.tag)
          ? didRender
          : parentRendered;
        for (let child = fiber.child; child; child = child.sibling) {
          visit(child, inside, from);
        }
      };
      for (let child = current.child; child; child = child.sibling) {
        visit(child, false, undefined);
      }
      commit.articleReachedFrom = [...reached].map(
        ([root, count]) => `${root} (${count} in the article)`,
      );
      return commit;
    }

    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        supportsFiber: true,
        renderers,
        inject(renderer: unknown) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          commits.push(describeCommit(root.current));
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        checkDCE() {},
      },
    });
  }, inRegion(REGION.article));
}

/**
 * Opens a page with the recorder installed and waits until it is hydrated
 * and idle: loaded, interactive (the search button announces its
 * shortcuts), no network traffic, and no new commit across a few rounds of
 * animation frames and idle callbacks. Returns every commit, hydration first.
 */
export async function commitsOfFirstVisit(page: Page, path: string) {
  await recordReactCommits(page);
  await openPage(page, path);
  await page.waitForLoadState('networkidle');
  let seen = -1;
  for (;;) {
    const count = await page.evaluate(async () => {
      for (let round = 0; round < 5; round += 1) {
        await new Promise(requestAnimationFrame);
        await new Promise((done) => requestIdleCallback(done));
      }
      return window.__reactCommits?.length ?? 0;
    });
    if (count === seen) break;
    seen = count;
  }
  return page.evaluate(() => window.__reactCommits ?? []);
}

/** The commits after the last one that hydrated anything. */
export function commitsAfterHydration(commits: Commit[]) {
  const hydrated = commits.findLastIndex((commit) => commit.hydration);
  if (hydrated === -1) throw new Error('no hydration commit was recorded');
  return commits.slice(hydrated + 1);
}
