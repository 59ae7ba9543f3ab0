import type * as React from 'react';
import type { createRoot as CreateRoot } from 'react-dom/client';

// Renders the steps of a head-behaviour case with one head library (unhead,
// or the site's stand-in) and React, into a document reset to what the
// server writes, and records what each step leaves.

/** A head library and the React it renders with (each its own copy). */
export interface HeadLibrary {
  react: typeof React;
  createRoot: typeof CreateRoot;
  createHead: () => unknown;
  UnheadProvider: React.ComponentType<{
    head?: never;
    children?: React.ReactNode;
  }>;
  useHead: (input: never, options?: never) => unknown;
  Head: React.ComponentType<{ children?: React.ReactNode }>;
}

/** A `<Head>` child: tag (or `Fragment`), props, then child tags. */
export type HeadChild = [
  type: string,
  props: Record<string, unknown>,
  ...children: HeadChild[],
];

/** A component that calls `useHead`. */
interface UseHeadPart {
  useHead: Record<string, unknown>;
  options?: Record<string, unknown>;
  /** Patches the title through the handle useHead returns, after mounting. */
  patchTitle?: string;
}

/** One component of a step: a `useHead` call or a `<Head>`. */
export type Part = UseHeadPart | { Head: HeadChild[] };

/** What a step leaves in the document. */
export interface Snapshot {
  title: string;
  html: Record<string, string>;
  /** Every element of the head, attributes sorted, as a sorted list. */
  head: string[];
}

/** The head of a built page, trimmed to what the cases touch. */
export const SERVER_HEAD = [
  '<meta charset="utf-8">',
  '<title>Rslib</title>',
  '<meta name="description" content="Server description">',
  '<meta property="og:type" content="website">',
  '<link rel="canonical" href="https://rslib.rs/guide/">',
  '<link rel="stylesheet" href="/static/css/index.css">',
  '<script defer src="/static/js/index.js"></script>',
].join('');

// React warns about act() outside a test environment unless told it is one.
(
  globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
).IS_REACT_ACT_ENVIRONMENT = true;

function resetDocument() {
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  root.setAttribute('lang', 'en');
  document.head.innerHTML = SERVER_HEAD;
  document.body.innerHTML = '';
}

function serialize(element: Element): string {
  const attributes = element
    .getAttributeNames()
    .sort()
    .map((name) => ` ${name}="${element.getAttribute(name)}"`)
    .join('');
  const tag = element.tagName.toLowerCase();
  const text = element.textContent ?? '';
  return tag === 'meta' || tag === 'link'
    ? `<${tag}${attributes}>`
    : `<${tag}${attributes}>${text}</${tag}>`;
}

function snapshot(): Snapshot {
  const root = document.documentElement;
  return {
    title: document.title,
    html: Object.fromEntries(
      root
        .getAttributeNames()
        .sort()
        .map((name) => [name, root.getAttribute(name) ?? '']),
    ),
    head: [...document.head.children].map(serialize).sort(),
  };
}

/** unhead writes the document in a timer after the commit; the stand-in in a microtask. */
async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((done) => setTimeout(done, 0));
}

/** The component that calls `useHead`, one per library so that it updates from step to step. */
const headHookComponents = new WeakMap<
  HeadLibrary,
  React.FC<{ part: UseHeadPart }>
>();

function headHookComponent(library: HeadLibrary) {
  let component = headHookComponents.get(library);
  if (!component) {
    component = function UseHead({ part }: { part: UseHeadPart }) {
      const handle = library.useHead(
        part.useHead as never,
        part.options as never,
      ) as { patch: (input: unknown) => void };
      library.react.useEffect(() => {
        if (part.patchTitle) handle.patch({ title: part.patchTitle });
      });
      return null;
    };
    headHookComponents.set(library, component);
  }
  return component;
}

function partElement(library: HeadLibrary, part: Part, key: number) {
  const { createElement, Fragment } = library.react;
  if (!('Head' in part))
    return createElement(headHookComponent(library), { key, part });
  const child = (
    [type, props, ...children]: HeadChild,
    index: number,
  ): React.ReactElement =>
    createElement(
      type === 'Fragment' ? Fragment : type,
      { key: index, ...props },
      ...children.map(child),
    );
  return createElement(library.Head, { key }, ...part.Head.map(child));
}

async function caught(record: (error: unknown) => void, run: () => unknown) {
  try {
    await run();
  } catch (error) {
    record(error);
  }
}

/**
 * Mounts each step's parts (a part keeps its component from step to step at
 * the same place), then unmounts; records a snapshot per step and every
 * error thrown while rendering.
 */
export async function renderSteps(
  library: HeadLibrary,
  steps: (Part | null)[][],
) {
  resetDocument();
  const { act, createElement } = library.react;
  const errors: unknown[] = [];
  const record = (error: unknown) => {
    if (!errors.includes(error)) errors.push(error);
  };
  const container = document.createElement('div');
  document.body.append(container);
  const root = library.createRoot(container, {
    onUncaughtError: (error) => record(error),
  });
  const head = library.createHead();
  const snapshots: Snapshot[] = [];
  for (const parts of steps) {
    // An error thrown while rendering reaches act(); one thrown in an effect, the root's handler.
    await caught(record, () =>
      act(async () => {
        root.render(
          createElement(
            library.UnheadProvider,
            { head: head as never },
            ...parts.map((part, index) =>
              part ? partElement(library, part, index) : null,
            ),
          ),
        );
      }),
    );
    await settle();
    snapshots.push(snapshot());
  }
  await caught(record, () => act(async () => root.unmount()));
  await settle();
  return { snapshots, errors };
}
