// Relies on: the names Rspress's browser runtime imports from @unhead/react
// and @unhead/react/client (a dependency, not its API), the root element
// its client entry hydrates (RSPRESS_ROOT_ID), and the served head's
// canonical link (theme/layout/PageHead writes it on every page). Upstream would need to let a
// theme supply its head manager for this stand-in to go.

import {
  Children,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
} from 'react';
import { RSPRESS_ROOT_ID } from '../rspress-internals';
import type { HeadInput, HeadRequest, TagInput } from './head-writer';

/**
 * The browser's document head, in place of `@unhead/react` (6.7 KB gzip on
 * every first visit). The server render keeps unhead: it writes every page's
 * head into the built HTML. In the browser the head only has to follow
 * client-side navigation, as unhead does for what the site and Rspress's
 * runtime use: `useHead` (title, `<html>` attributes, `meta`, `link`,
 * `script`) and `<Head>` (the same as tags: the blog's feed links, a page's
 * front-matter `head`). The rest of unhead's inputs throw (./unsupported.ts).
 *
 * This module only records what the mounted components ask for. The writer
 * (./head-writer.ts) turns that into the document's head; it loads when the
 * head first has to change: on a served page that is the first client-side
 * navigation (or a link preloaded ahead of one, preloadHeadWriter), since
 * the server already wrote the head the first render asks for. In a page
 * React renders from scratch (the dev server) it loads at once.
 * tests/unit/rspress-contract/head-behaviour.test.ts runs one table of cases
 * through unhead and this stand-in; head-served.test.ts covers a served page.
 * The build points the browser bundle's imports of `@unhead/react` and
 * `@unhead/react/client` here (rspress-adapter/build/browser-stand-ins).
 */

type HeadWriter = typeof import('./head-writer');

let writer: HeadWriter | undefined;
let writerLoading: Promise<HeadWriter> | undefined;

/** Loads the writer ahead of a navigation; once loaded, every render checks its input. */
export function preloadHeadWriter(): Promise<HeadWriter> {
  writerLoading ??= import('./head-writer').then(
    (module) => {
      writer = module;
      return module;
    },
    (error: unknown) => {
      // Offline: the next change (or preload) asks again.
      writerLoading = undefined;
      throw error;
    },
  );
  return writerLoading;
}

function newHeadState(servedFor: string | undefined) {
  return {
    /** By component, in the order they mounted: a later one wins. */
    requests: new Map<object, HeadRequest>(),
    /**
     * While the document still shows the head the server wrote: what the
     * components mounted so far asked for (it is what the server rendered).
     * Null from the first change on, and in a page React renders from scratch.
     */
    served: servedFor === undefined ? null : new Map<object, HeadRequest>(),
    /** The address the served head was written for: a mount at another is a navigation's. */
    servedFor,
    /** What the document showed when the first change came, for the writer to undo. */
    shown: undefined as HeadRequest[] | undefined,
    scheduled: false,
  };
}

let head = newHeadState(undefined);

/**
 * The address a served page's head was written for, from its canonical
 * link; none in a page React renders from scratch. The server's one 404
 * page is served at every unknown address, in the default language: its
 * head is not the one a Chinese address asks for.
 */
function servedAddress(): string | undefined {
  const root = document.getElementById(RSPRESS_ROOT_ID);
  const canonical = document.querySelector<HTMLLinkElement>(
    'link[rel="canonical"]',
  );
  if (!root?.hasChildNodes() || !canonical) return undefined;
  return new URL(canonical.href).pathname;
}

/** Rspress's runtime creates a head once (at start-up) and hands it to the provider. */
export function createHead() {
  head = newHeadState(servedAddress());
  writer?.resetHeadWriter();
  return {};
}

/** Nothing to provide: the hooks below write to the document directly. */
export function UnheadProvider({ children }: { children?: ReactNode }) {
  return children;
}

/** One write for all the requests a React commit changes. */
function scheduleWrite() {
  if (head.served) {
    head.shown = [...head.served.values()];
    head.served = null;
  }
  if (head.scheduled) return;
  head.scheduled = true;
  const state = head;
  queueMicrotask(() =>
    preloadHeadWriter().then(
      (loaded) => {
        state.scheduled = false;
        // A head created since (a test's next case) writes for itself.
        if (state !== head) return;
        const { shown } = state;
        state.shown = undefined;
        loaded.writeHead(state.requests.values(), shown);
      },
      () => {
        // Offline: the next change asks again, and still knows what the
        // document shows.
        state.scheduled = false;
      },
    ),
  );
}

const EMPTY: HeadRequest = { useHead: {} };

/** Keeps `request` in the head while the component is mounted. */
function useRequest(request: HeadRequest) {
  // Once the writer is here, a request it cannot take throws while
  // rendering, where React reports it with the component's name.
  writer?.entryOfRequest(request);
  const wanted = JSON.stringify(request);
  const owner = useRef({});
  const latest = useRef(request);
  latest.current = request;
  useEffect(() => {
    const state = head;
    state.requests.set(owner.current, EMPTY);
    return () => {
      state.requests.delete(owner.current);
      if (state === head) scheduleWrite();
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when what is asked for changes, compared as JSON (each render passes a new object; the raw one keeps its function values for the writer to refuse).
  useEffect(() => {
    const { requests, served } = head;
    // Replacing the value keeps the request's place in the order.
    if (!requests.has(owner.current)) return;
    requests.set(owner.current, latest.current);
    // Mounting at the served page's address asks for what the server
    // already wrote (the first commit runs after Rspress's entry cleaned
    // the address: no ".html", the route's letter case).
    if (
      served &&
      head.servedFor === window.location.pathname &&
      !served.has(owner.current)
    )
      served.set(owner.current, latest.current);
    else scheduleWrite();
  }, [wanted]);
}

const throwsHandle = () => {
  if (writer) writer.unsupportedHeadInput('useHead handle');
  void preloadHeadWriter().then((loaded) =>
    loaded.unsupportedHeadInput('useHead handle'),
  );
};
const HANDLE = { patch: throwsHandle, dispose: throwsHandle };

/** Sets the title, `<html>` attributes and the given tags while mounted. */
export function useHead(input: HeadInput = {}, options?: object) {
  useRequest(options ? { useHead: input, options } : { useHead: input });
  return HANDLE;
}

/** A `<Head>`'s element children, fragments flattened. */
function headChildren(children: ReactNode): ReactElement[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement(child)) return [];
    if (child.type !== Fragment) return [child];
    return headChildren((child.props as { children?: ReactNode }).children);
  });
}

/**
 * Puts its children (plain tags such as `<link>` or `<meta>`, or `<title>`)
 * into the document head while it is mounted, as `useHead` would.
 */
export function Head({
  children,
  titleTemplate,
}: {
  children?: ReactNode;
  titleTemplate?: string;
}) {
  const tags: [string, TagInput][] = [];
  for (const { type, props } of headChildren(children))
    if (typeof type === 'string') tags.push([type, props as TagInput]);
  useRequest({ head: tags, titleTemplate });
  return null;
}
