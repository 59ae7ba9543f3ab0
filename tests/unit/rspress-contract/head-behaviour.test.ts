import { pathToFileURL } from 'node:url';
import { describe, expect, test } from '@rstest/core';
import * as standIn from '../../../rspress-adapter/browser/head/client-head';
import { UNSUPPORTED_HEAD_INPUTS } from '../../../rspress-adapter/browser/head/unsupported';
import {
  type HeadLibrary,
  type Part,
  renderSteps,
  SERVER_HEAD,
  type Snapshot,
} from './head-harness';
import { requireFromRspress } from './installed-rspress';

// The browser's head is the site's stand-in (rspress-adapter/browser/head);
// the server render, which writes every page's HTML, keeps unhead. A page's
// head after client-side navigation must be the one unhead would have made,
// or a reader who followed a link sees another title, language or canonical
// address than one who loaded the page. So one table of cases runs through
// both, from the same server-written document, and each step must leave the
// same title, <html> attributes and head elements (compared as a set: where a
// tag sits in the head changes nothing here, and the two append in different
// orders).

/** unhead and React as the installed Rspress (or RSPRESS_CORE_DIR) resolves them. */
async function loadUnhead(): Promise<HeadLibrary> {
  const load = (name: string) =>
    import(
      /* webpackIgnore: true */ pathToFileURL(requireFromRspress.resolve(name))
        .href
    );
  const [react, reactDom, unhead, unheadClient] = await Promise.all([
    load('react'),
    load('react-dom/client'),
    load('@unhead/react'),
    load('@unhead/react/client'),
  ]);
  return {
    react: react.default ?? react,
    createRoot: (reactDom.default ?? reactDom).createRoot,
    createHead: unheadClient.createHead,
    UnheadProvider: unheadClient.UnheadProvider,
    useHead: unhead.useHead,
    Head: unhead.Head,
  };
}

async function loadStandIn(): Promise<HeadLibrary> {
  const [react, reactDom] = await Promise.all([
    import('react'),
    import('react-dom/client'),
  ]);
  // Loaded up front, as after a first navigation: every render then checks
  // its input and throws where unhead's would not be matched.
  await standIn.preloadHeadWriter();
  return { react, createRoot: reactDom.createRoot, ...standIn };
}

const unhead = await loadUnhead();
const site = await loadStandIn();

/** What unhead's last step leaves, in words a reader can check. */
interface Leaves {
  title?: string;
  html?: Record<string, string>;
  has?: string[];
  lacks?: string[];
}

interface HeadCase {
  name: string;
  /** What is mounted at each step, one part per component; `null` leaves its place empty. */
  steps: (Part | null)[][];
  leaves: Leaves;
}

const pageTitle = (title: string): Part => ({ useHead: { title } });

const CASES: HeadCase[] = [
  // Title
  {
    name: 'title: set',
    steps: [[pageTitle('Quick start - Rslib')]],
    leaves: { title: 'Quick start - Rslib' },
  },
  {
    name: 'title: update',
    steps: [[pageTitle('One')], [pageTitle('Two')]],
    leaves: { title: 'Two' },
  },
  {
    name: "title: the server's comes back on unmount",
    steps: [[pageTitle('Page')], []],
    leaves: { title: 'Rslib' },
  },
  {
    name: 'title: a later component wins; on its unmount the earlier one is back',
    steps: [
      [pageTitle('Outer'), pageTitle('Inner')],
      [pageTitle('Outer'), null],
    ],
    leaves: { title: 'Outer' },
  },
  {
    name: 'title: <Head><title>',
    steps: [[{ Head: [['title', { children: 'From Head' }]] }]],
    leaves: { title: 'From Head' },
  },
  // Meta by name
  {
    name: "meta by name: takes over the server's tag, no second one",
    steps: [[{ useHead: { meta: [{ name: 'description', content: 'New' }] } }]],
    leaves: {
      has: ['<meta content="New" name="description">'],
      lacks: ['Server description'],
    },
  },
  {
    name: 'meta by name: update, then dropped when no longer asked for',
    steps: [
      [{ useHead: { meta: [{ name: 'description', content: 'One' }] } }],
      [{ useHead: { meta: [{ name: 'description', content: 'Two' }] } }],
      [{ useHead: { meta: [] } }],
    ],
    leaves: { lacks: ['name="description"'] },
  },
  {
    name: 'meta by name: a later component wins; on its unmount the earlier one is back',
    steps: [
      [
        { useHead: { meta: [{ name: 'keywords', content: 'outer' }] } },
        { useHead: { meta: [{ name: 'keywords', content: 'inner' }] } },
      ],
      [{ useHead: { meta: [{ name: 'keywords', content: 'outer' }] } }, null],
    ],
    leaves: {
      has: ['<meta content="outer" name="keywords">'],
      lacks: ['inner'],
    },
  },
  {
    name: 'meta by name: from <Head> and useHead, one tag',
    steps: [
      [
        { Head: [['meta', { name: 'robots', content: 'noindex' }]] },
        { useHead: { meta: [{ name: 'robots', content: 'index' }] } },
      ],
    ],
    leaves: {
      has: ['<meta content="index" name="robots">'],
      lacks: ['noindex'],
    },
  },
  {
    name: 'meta by http-equiv, as <Head> writes it from httpEquiv',
    steps: [
      [{ Head: [['meta', { httpEquiv: 'refresh', content: '5' }]] }],
      [{ Head: [['meta', { httpEquiv: 'refresh', content: '9' }]] }],
    ],
    leaves: { has: ['<meta content="9" http-equiv="refresh">'] },
  },
  // Meta by property
  {
    name: 'meta by property: set and update',
    steps: [
      [{ useHead: { meta: [{ property: 'og:title', content: 'One' }] } }],
      [{ useHead: { meta: [{ property: 'og:title', content: 'Two' }] } }],
    ],
    leaves: { has: ['<meta content="Two" property="og:title">'] },
  },
  {
    name: "meta by property: takes over the server's og:type; leaves with the component",
    steps: [
      [{ useHead: { meta: [{ property: 'og:type', content: 'article' }] } }],
      [],
    ],
    leaves: { lacks: ['og:type'] },
  },
  {
    name: 'meta: the list Rspress passes, with holes',
    steps: [
      [
        {
          useHead: {
            meta: [
              undefined,
              { property: 'og:title', content: 'Page' },
              undefined,
              { name: 'description', content: 'About the page' },
            ],
          },
        },
      ],
    ],
    leaves: { has: ['<meta content="Page" property="og:title">'] },
  },
  // Links
  {
    name: "link canonical: takes over the server's, then updates",
    steps: [
      [
        {
          useHead: { link: [{ rel: 'canonical', href: 'https://rslib.rs/a' }] },
        },
      ],
      [
        {
          useHead: { link: [{ rel: 'canonical', href: 'https://rslib.rs/b' }] },
        },
      ],
    ],
    leaves: {
      has: ['<link href="https://rslib.rs/b" rel="canonical">'],
      lacks: ['https://rslib.rs/guide/"', 'https://rslib.rs/a'],
    },
  },
  {
    name: 'link alternate hreflang: one per language, updated in place, gone on unmount',
    steps: [
      [
        {
          useHead: {
            link: [
              { rel: 'alternate', hreflang: 'en', href: '/a' },
              { rel: 'alternate', hreflang: 'zh', href: '/zh/a' },
            ],
          },
        },
      ],
      [
        {
          useHead: {
            link: [
              { rel: 'alternate', hreflang: 'en', href: '/b' },
              { rel: 'alternate', hreflang: 'zh', href: '/zh/b' },
            ],
          },
        },
      ],
      [],
    ],
    leaves: { lacks: ['hreflang'] },
  },
  {
    name: 'link alternate hreflang: a later component wins',
    steps: [
      [
        {
          useHead: { link: [{ rel: 'alternate', hreflang: 'zh', href: '/1' }] },
        },
        {
          useHead: { link: [{ rel: 'alternate', hreflang: 'zh', href: '/2' }] },
        },
      ],
    ],
    leaves: {
      has: ['<link href="/2" hreflang="zh" rel="alternate">'],
      lacks: ['href="/1"'],
    },
  },
  {
    name: "link from <Head> with React's hrefLang",
    steps: [
      [
        {
          Head: [['link', { rel: 'alternate', hrefLang: 'zh', href: '/zh/' }]],
        },
      ],
    ],
    leaves: { has: ['<link href="/zh/" hreflang="zh" rel="alternate">'] },
  },
  {
    name: "link from <Head>: the page's Markdown copy and the docs index (MarkdownCopyLinks)",
    steps: [
      [
        {
          Head: [
            [
              'link',
              { rel: 'alternate', type: 'text/markdown', href: '/a.md' },
            ],
            ['link', { rel: 'describedby', href: '/llms.txt' }],
          ],
        },
      ],
      [
        {
          Head: [
            [
              'link',
              { rel: 'alternate', type: 'text/markdown', href: '/b.md' },
            ],
            ['link', { rel: 'describedby', href: '/llms.txt' }],
          ],
        },
      ],
    ],
    leaves: {
      has: ['<link href="/b.md" rel="alternate" type="text/markdown">'],
      lacks: ['/a.md'],
    },
  },
  {
    name: 'link from <Head>: the blog feeds, inside a fragment',
    steps: [
      [
        {
          Head: [
            [
              'Fragment',
              {},
              [
                'link',
                {
                  rel: 'alternate',
                  type: 'application/rss+xml',
                  href: '/rss/blog.xml',
                },
              ],
              [
                'link',
                {
                  rel: 'alternate',
                  type: 'application/atom+xml',
                  href: '/atom/blog.xml',
                },
              ],
            ],
          ],
        },
      ],
    ],
    leaves: { has: ['/rss/blog.xml', '/atom/blog.xml'] },
  },
  // Scripts
  {
    name: 'script: by src, async as an empty attribute',
    steps: [[{ useHead: { script: [{ src: '/a.js', async: true }] } }]],
    leaves: { has: ['<script async="" src="/a.js">'] },
  },
  {
    name: 'script: inline, replaced when its text changes, gone on unmount',
    steps: [
      [{ useHead: { script: [{ innerHTML: 'window.one = 1' }] } }],
      [{ useHead: { script: [{ innerHTML: 'window.two = 2' }] } }],
      [],
    ],
    leaves: { lacks: ['window.'] },
  },
  {
    name: 'script: by id, its text updated in place',
    steps: [
      [{ useHead: { script: [{ id: 'x', textContent: '1' }] } }],
      [{ useHead: { script: [{ id: 'x', textContent: '2' }] } }],
    ],
    leaves: { has: ['<script id="x">2</script>'] },
  },
  {
    name: 'script: from <Head>, a JSON data block',
    steps: [
      [
        {
          Head: [
            ['script', { type: 'application/ld+json', children: '{"a":1}' }],
          ],
        },
      ],
    ],
    leaves: { has: ['<script type="application/ld+json">{"a":1}</script>'] },
  },
  {
    name: "script: the server's own scripts stay",
    steps: [[{ useHead: { script: [{ src: '/b.js' }] } }], []],
    leaves: { has: ['/static/js/index.js'], lacks: ['/b.js'] },
  },
  // <html> attributes
  {
    name: 'htmlAttrs: lang, dir and classes',
    steps: [
      [{ useHead: { htmlAttrs: { lang: 'zh', dir: 'rtl', class: 'a b' } } }],
    ],
    leaves: { html: { class: 'a b', dir: 'rtl', lang: 'zh' } },
  },
  {
    name: 'htmlAttrs: update; a class no longer asked for leaves',
    steps: [
      [{ useHead: { htmlAttrs: { lang: 'zh', class: 'a b' } } }],
      [{ useHead: { htmlAttrs: { lang: 'en', class: 'b' } } }],
    ],
    leaves: { html: { class: 'b', lang: 'en' } },
  },
  {
    name: 'htmlAttrs: classes of two components add up',
    steps: [
      [
        { useHead: { htmlAttrs: { class: 'a' } } },
        { useHead: { htmlAttrs: { class: 'b' } } },
      ],
    ],
    leaves: { html: { class: 'a b', lang: 'en' } },
  },
  {
    name: 'htmlAttrs: on unmount, what it set is taken off (the server lang too)',
    steps: [
      [{ useHead: { htmlAttrs: { lang: 'zh', dir: 'ltr', class: 'c' } } }],
      [],
    ],
    leaves: { html: { class: '' } },
  },
  // What Rspress and the site do on every page
  {
    name: "a page's head as PageHead sets it, then the next page's",
    steps: [
      [
        {
          useHead: {
            htmlAttrs: { lang: 'en' },
            title: 'Quick start - Rslib',
            meta: [
              { property: 'og:type', content: 'website' },
              { property: 'og:title', content: 'Quick start - Rslib' },
              { name: 'description', content: 'Start here' },
              { property: 'og:description', content: 'Start here' },
            ],
          },
        },
        {
          Head: [
            ['meta', { property: 'og:image', content: '/cover.png' }],
            ['link', { rel: 'alternate', hrefLang: 'zh', href: '/zh/quick' }],
          ],
        },
      ],
      [
        {
          useHead: {
            htmlAttrs: { lang: 'zh' },
            title: '快速开始 - Rslib',
            meta: [
              { property: 'og:type', content: 'website' },
              { property: 'og:title', content: '快速开始 - Rslib' },
              undefined,
              undefined,
            ],
          },
        },
        { Head: [['meta', { name: 'description', content: '从这里开始' }]] },
      ],
    ],
    leaves: {
      title: '快速开始 - Rslib',
      html: { lang: 'zh' },
      has: ['<meta content="从这里开始" name="description">'],
      lacks: ['og:image', 'og:description', '/zh/quick'],
    },
  },
  {
    name: '<Head>: tags that are not head tags are ignored',
    steps: [
      [
        {
          Head: [
            ['div', { id: 'x' }],
            ['meta', { name: 'a', content: '1' }],
          ],
        },
      ],
    ],
    leaves: { has: ['<meta content="1" name="a">'], lacks: ['<div'] },
  },
];

describe('the head: unhead and the stand-in, one table', () => {
  test.each(CASES)('$name', async ({ steps, leaves }) => {
    const real = await renderSteps(unhead, steps);
    const standInResult = await renderSteps(site, steps);
    expect(standInResult.errors, 'the stand-in threw').toEqual([]);
    expect(real.errors, 'unhead threw').toEqual([]);
    expect(standInResult.snapshots).toEqual(real.snapshots);
    checkLeaves(real.snapshots.at(-1) as Snapshot, leaves);
  });

  test('the cases start from a head the server wrote', () => {
    expect(SERVER_HEAD).toContain('<title>Rslib</title>');
  });
});

function checkLeaves(last: Snapshot, leaves: Leaves) {
  if (leaves.title !== undefined) expect(last.title).toBe(leaves.title);
  if (leaves.html) expect(last.html).toEqual(leaves.html);
  const head = last.head.join('\n');
  for (const text of leaves.has ?? []) expect(head).toContain(text);
  for (const text of leaves.lacks ?? []) expect(head).not.toContain(text);
}

/** One use of each unsupported input, as a page would write it. */
const UNSUPPORTED_USES: Record<keyof typeof UNSUPPORTED_HEAD_INPUTS, Part> = {
  base: { useHead: { base: { href: '/docs/' } } },
  style: { useHead: { style: [{ textContent: 'body { color: red }' }] } },
  noscript: { useHead: { noscript: [{ textContent: 'Turn on JavaScript' }] } },
  'htmlAttrs.style': { useHead: { htmlAttrs: { style: 'color: red' } } },
  'useHead options': { useHead: { title: 'A' }, options: { tagPriority: 10 } },
  'function values': {
    useHead: { script: [{ src: '/a.js', onload: () => {} }] },
  },
  bodyAttrs: { useHead: { bodyAttrs: { class: 'dark' } } },
  tagPosition: {
    useHead: { script: [{ src: '/a.js', tagPosition: 'bodyClose' }] },
  },
  titleTemplate: { useHead: { title: 'A', titleTemplate: '%s - Rslib' } },
  templateParams: { useHead: { templateParams: { site: 'Rslib' } } },
  processTemplateParams: {
    useHead: {
      meta: [{ name: 'a', content: '%site', processTemplateParams: true }],
    },
  },
  tagPriority: {
    useHead: { link: [{ rel: 'preload', href: '/a', tagPriority: 'high' }] },
  },
  tagDuplicateStrategy: {
    useHead: {
      meta: [{ name: 'a', content: '1', tagDuplicateStrategy: 'merge' }],
    },
  },
  key: { useHead: { link: [{ rel: 'icon', href: '/a.png', key: 'icon' }] } },
  dangerouslySetInnerHTML: {
    Head: [['script', { dangerouslySetInnerHTML: { __html: 'window.a=1' } }]],
  },
  'repeated meta': {
    useHead: {
      meta: [
        { property: 'og:image', content: '/a.png' },
        { property: 'og:image', content: '/b.png' },
      ],
    },
  },
  'useHead handle': {
    useHead: { title: 'A' },
    patchTitle: 'B',
  },
};

describe("what the stand-in does not do, unhead's and not silently dropped", () => {
  test('every unsupported input has a use here', () => {
    expect(Object.keys(UNSUPPORTED_USES).sort()).toEqual(
      Object.keys(UNSUPPORTED_HEAD_INPUTS).sort(),
    );
  });

  test.each(Object.entries(UNSUPPORTED_HEAD_INPUTS))(
    '%s: unhead takes it; the stand-in throws why',
    async (name, reason) => {
      const use = UNSUPPORTED_USES[name];
      expect((await renderSteps(unhead, [[use]])).errors).toEqual([]);
      const { errors } = await renderSteps(site, [[use]]);
      expect(errors.map((error) => (error as Error).message)).toEqual([
        `@unhead/react's ${name} is not available in the site's browser build: ${reason} (rspress-adapter/browser/head/unsupported.ts).`,
      ]);
    },
  );
});
