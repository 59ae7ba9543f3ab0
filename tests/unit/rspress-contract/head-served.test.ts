import { afterEach, describe, expect, test } from '@rstest/core';
import { act, createElement, type FC } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as head from '../../../rspress-adapter/browser/head/client-head';
import { RSPRESS_ROOT_ID } from '../../../rspress-adapter/browser/rspress-internals';

// A served page: the server wrote its head, and Rspress hydrates the root it
// filled. The browser's head must leave that head alone on the first render
// (the writer is not even needed for it) and, on the first change, undo what
// the server wrote for the first page where the new one no longer asks for it.
// head-behaviour.test.ts runs the rest against unhead.

(
  globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
).IS_REACT_ACT_ENVIRONMENT = true;

type Input = Parameters<typeof head.useHead>[0];

const UseHead: FC<{ input: Input }> = ({ input }) => {
  head.useHead(input);
  return null;
};

/** The canonical link of a head written for `path` (this address unless given). */
const canonicalFor = (path = window.location.pathname) =>
  `<link rel="canonical" href="https://rslib.rs${path}">`;

/** The served document: a head (written for this address), and the root the server filled. */
function serve(served: string, canonical = canonicalFor()) {
  document.documentElement.setAttribute('lang', 'en');
  document.head.innerHTML = served + canonical;
  document.body.innerHTML = `<div id="${RSPRESS_ROOT_ID}"><p>Served</p></div><div id="app"></div>`;
}

let root: Root | undefined;

async function render(...inputs: Input[]) {
  root ??= createRoot(document.getElementById('app') as HTMLElement);
  await act(async () => {
    root?.render(
      inputs.map((input, index) =>
        createElement(UseHead, { key: index, input }),
      ),
    );
  });
  // The write waits for a microtask, and the writer's module for its import.
  for (let i = 0; i < 20; i++) await new Promise((done) => setTimeout(done, 0));
}

/** The head's elements but the canonical link every served head has. */
const headElements = () =>
  [...document.head.children]
    .filter((element) => !element.matches('link[rel="canonical"]'))
    .map((element) => element.outerHTML);

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
});

describe('a served page', () => {
  test('its first render writes nothing: the served head stays as it is', async () => {
    // A served head that is not what the render asks for shows it is left alone.
    serve('<title>Served</title><meta name="description" content="Served">');
    head.createHead();
    const before = headElements();
    await render({
      title: 'Asked',
      meta: [{ name: 'description', content: 'Asked' }],
    });
    expect(document.title).toBe('Served');
    expect(headElements()).toEqual(before);
  });

  test('the first change writes the new head and drops what only the first page asked for', async () => {
    serve(
      '<title>One - Rslib</title><meta name="description" content="One">' +
        '<meta property="og:image" content="/one.png">',
    );
    head.createHead();
    const one = {
      title: 'One - Rslib',
      meta: [
        { name: 'description', content: 'One' },
        { property: 'og:image', content: '/one.png' },
      ],
    };
    await render(one);
    await render({
      title: 'Two - Rslib',
      htmlAttrs: { lang: 'zh' },
      meta: [{ name: 'description', content: 'Two' }],
    });
    expect(document.title).toBe('Two - Rslib');
    expect(document.documentElement.getAttribute('lang')).toBe('zh');
    expect(headElements()).toEqual([
      '<title>Two - Rslib</title>',
      '<meta name="description" content="Two">',
    ]);
  });

  test('a component that unmounts first takes its served tags with it', async () => {
    serve(
      '<title>Page - Rslib</title><link rel="alternate" type="application/rss+xml" href="/rss.xml">',
    );
    head.createHead();
    await render(
      { title: 'Page - Rslib' },
      {
        link: [
          { rel: 'alternate', type: 'application/rss+xml', href: '/rss.xml' },
        ],
      },
    );
    await render({ title: 'Page - Rslib' });
    expect(headElements()).toEqual(['<title>Page - Rslib</title>']);
  });
});

test('a served head written for another address (the 404 page at an unknown one) is written at once', async () => {
  serve('<title>404 - Rslib</title>', canonicalFor('/404'));
  head.createHead();
  await render({ title: '404 - Rslib', htmlAttrs: { lang: 'zh' } });
  expect(document.documentElement.getAttribute('lang')).toBe('zh');
});

test('a page React renders from scratch (an empty root) is written at once', async () => {
  document.head.innerHTML = '<title>Empty</title>';
  document.body.innerHTML = `<div id="${RSPRESS_ROOT_ID}"></div><div id="app"></div>`;
  head.createHead();
  await render({ title: 'Rendered - Rslib' });
  expect(document.title).toBe('Rendered - Rslib');
});
