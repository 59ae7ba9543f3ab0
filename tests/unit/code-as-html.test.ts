import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { normalizeHref } from '@rspress/core';
import { afterAll, describe, expect, it } from '@rstest/core';
import type { Element, Root } from 'hast';
import {
  HIGHLIGHTED_CODE_COMPONENT,
  rehypeCodeAsHtml,
} from '../../plugins/code-as-html';
import { PAGE_READY_EXPORT } from '../../rspress-adapter/build';

/** A block as Shiki leaves it: `<pre class="shiki …"><code>` of tokens. */
function highlightedBlock(token: string): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: { class: 'shiki css-variables' },
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'span',
            properties: { className: ['line'] },
            children: [
              {
                type: 'element',
                tagName: 'span',
                properties: { style: 'color:var(--shiki-token-keyword)' },
                children: [{ type: 'text', value: token }],
              },
            ],
          },
        ],
      },
    ],
  };
}

const markupDir = mkdtempSync(path.join(tmpdir(), 'code-markup-'));
afterAll(() => rmSync(markupDir, { recursive: true, force: true }));

/** As the site's config gives it: clean addresses, as the browser's Link shows them. */
const sitePathAsShown = (sitePath: string) => normalizeHref(sitePath, true);

function run(tree: Root) {
  rehypeCodeAsHtml({ markupDir, sitePathAsShown })(tree);
  return tree;
}

/** The attributes of the component that replaced a block's `<code>`. */
function attributesOf(pre: Element) {
  const [code] = pre.children as unknown as {
    type: string;
    name: string;
    attributes: { name: string; value: string | { value: string } }[];
  }[];
  expect(code).toMatchObject({
    type: 'mdxJsxFlowElement',
    name: HIGHLIGHTED_CODE_COMPONENT,
  });
  return Object.fromEntries(
    code.attributes.map(({ name, value }) => [
      name,
      typeof value === 'string' ? value : value.value,
    ]),
  );
}

/** The JavaScript the page module gains (its MDX ESM nodes). */
const moduleCode = (tree: Root) =>
  tree.children
    .filter((node) => (node.type as string) === 'mdxjsEsm')
    .map((node) => (node as unknown as { value: string }).value)
    .join('\n');

describe('rehypeCodeAsHtml', () => {
  it('writes the page’s blocks as markup to a file of their own, not into the page', () => {
    const tree = run({
      type: 'root',
      children: [highlightedBlock('const'), highlightedBlock('let')],
    });
    const [first, second] = tree.children.filter(
      (node) => node.type === 'element',
    ) as Element[];
    const { page, index, markup } = attributesOf(first);
    expect(attributesOf(second)).toEqual({ page, index: '1', markup });
    expect(index).toBe('0');
    const file = path.join(markupDir, `${page}.json`);
    // Lean: without the line's span (lean-tokens.ts).
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([
      '<span style="color:var(--tk-kw)">const</span>',
      '<span style="color:var(--tk-kw)">let</span>',
    ]);
    // The page carries no token of its own code.
    expect(JSON.stringify(tree)).not.toContain('--tk-kw');
    // The server builds take the file at once; the browser downloads it
    // unless the served page holds it, and the route waits for it.
    const code = moduleCode(tree);
    expect(code).toContain(`require(${JSON.stringify(file)})`);
    expect(code).toContain(`import(${JSON.stringify(file)})`);
    expect(code).toContain(`export const ${PAGE_READY_EXPORT} =`);
  });

  it('lists code and prose blocks in the order of the page, as the browser finds them', () => {
    const paragraph = (words: string): Element => ({
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [{ type: 'text', value: words }],
    });
    const tree = run({
      type: 'root',
      children: [
        paragraph('Before the code.'),
        highlightedBlock('const'),
        paragraph('After the code.'),
        highlightedBlock('let'),
      ],
    });
    const blocks = tree.children.filter(
      (node) => node.type === 'element' && node.tagName === 'pre',
    ) as Element[];
    const { page } = attributesOf(blocks[0]);
    expect(blocks.map((block) => attributesOf(block).index)).toEqual([
      '1',
      '3',
    ]);
    expect(
      JSON.parse(readFileSync(path.join(markupDir, `${page}.json`), 'utf8')),
    ).toEqual([
      'Before the code.',
      '<span style="color:var(--tk-kw)">const</span>',
      'After the code.',
      '<span style="color:var(--tk-kw)">let</span>',
    ]);
  });

  it('names the file by its content: the same blocks, the same file', () => {
    run({ type: 'root', children: [highlightedBlock('same')] });
    const files = readdirSync(markupDir).length;
    run({ type: 'root', children: [highlightedBlock('same')] });
    expect(readdirSync(markupDir)).toHaveLength(files);
  });

  it('hands over a block whose classes a transformer listed (types on hover)', () => {
    const block = highlightedBlock('defineConfig');
    block.properties.class = ['shiki', 'css-variables', 'twoslash', 'lsp'];
    const tree = run({ type: 'root', children: [block] });
    expect(attributesOf(tree.children.at(-1) as Element).index).toBe('0');
  });

  it('escapes code that looks like markup, so it stays text', () => {
    const tree = run({
      type: 'root',
      children: [highlightedBlock('</code><script>alert(1)</script> & <b>')],
    });
    const { page } = attributesOf(tree.children.at(-1) as Element);
    const [markup] = JSON.parse(
      readFileSync(path.join(markupDir, `${page}.json`), 'utf8'),
    );
    expect(markup).not.toContain('<script>');
    expect(markup).toContain('&#x3C;/code>&#x3C;script>');
  });

  it('leaves a page without highlighted blocks as it is', () => {
    const plain: Element = {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [
        { type: 'element', tagName: 'code', properties: {}, children: [] },
      ],
    };
    const tree = run({ type: 'root', children: [structuredClone(plain)] });
    expect(tree.children).toEqual([plain]);
  });
});

/**
 * Rspress's heading ids and "#" links, as its rehypeHeaderAnchor writes them
 * before the site's rehype plugins run: the page's headings as the site's
 * plugin finds them.
 */
const headingAnchors = () => (tree: Root) => {
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (/^h[1-6]$/.test(child.tagName)) {
        const text = child.children
          .map((part) => ('value' in part ? part.value : ''))
          .join('');
        const id = text.trim().toLowerCase().replaceAll(' ', '-');
        child.properties.id = id;
        child.children.unshift({
          type: 'element',
          tagName: 'a',
          properties: {
            class: 'rp-header-anchor',
            ariaHidden: 'true',
            href: `#${id}`,
          },
          children: [{ type: 'text', value: '#' }],
        });
      } else visit(child);
    }
  };
  visit(tree);
};

describe('static prose', () => {
  const source = [
    '## Usage notes',
    '',
    'A plain paragraph with `short()` code and **bold** words.',
    '',
    '- one item',
    '- another item',
    '',
    'See [the start](/guide/start/index.html), [a heading](#usage) and [Rspack](https://rspack.rs).',
    '',
    'A paragraph with [a relative link](./cli) stays a component.',
    '',
    'So does one with [a titled link](/guide/start/ "The start").',
    '',
    '| Option | Page |',
    '| - | - |',
    '| `dts` | [lib.dts](/config/lib/dts.html) |',
    '',
    '| Aligned | Stays a component |',
    '| :- | -: |',
    '| left | right |',
  ].join('\n');

  /** The page module as one build compiles it: `__SSR__` decided, dead branches dropped. */
  async function compiled(server: boolean) {
    const { compile } = await import('@mdx-js/mdx');
    const { default: remarkGfm } = await import('remark-gfm');
    const { minify } = await import('terser');
    const dir = mkdtempSync(path.join(markupDir, 'prose-'));
    const file = await compile(source, {
      remarkPlugins: [remarkGfm],
      rehypePlugins: [
        headingAnchors,
        [rehypeCodeAsHtml, { markupDir: dir, sitePathAsShown }],
      ],
    });
    const code = String(file).replaceAll('process.env.__SSR__', String(server));
    const minified = await minify(code, {
      module: true,
      compress: { dead_code: true },
      mangle: false,
    });
    const [json] = readdirSync(dir);
    return {
      code: minified.code ?? '',
      markups: JSON.parse(readFileSync(path.join(dir, json), 'utf8')),
    };
  }

  it('keeps the words of plain blocks out of the browser’s page module', async () => {
    const { code, markups } = await compiled(false);
    expect(code).not.toContain('A plain paragraph');
    expect(code).not.toContain('Usage notes');
    // A heading keeps its id, which links and the outline lead to.
    expect(code).toMatch(/tag:\s*"h2"[^}]*id:\s*"usage-notes"/);
    expect(code).not.toContain('another item');
    expect(code).toMatch(/_jsx\(StaticProse/);
    expect(code).not.toContain('the start');
    // Links the build does not write as Link draws them keep their block a
    // component: one resolved against the reader's address, one with more
    // than a target.
    expect(code).toContain('A paragraph with ');
    expect(code).toContain('So does one with ');
    expect(code).not.toContain('lib.dts');
    // Cells aligned by the Markdown get a style the build does not write.
    expect(code).toContain('Stays a component');
    expect(markups).toEqual([
      // Its "#" link as the site's MDX components draw it (out of the tab order).
      '<a aria-hidden="true" tabindex="-1" href="#usage-notes" class="rp-header-anchor">#</a>Usage notes',
      'A plain paragraph with <code data-whole="">short()</code> code and <strong>bold</strong> words.',
      '\n<li>one item</li>\n<li>another item</li>\n',
      // As theme/Link/Link.tsx draws each kind of link.
      'See <a href="/guide/start/">the start</a>, <a href="#usage">a heading</a> and <a target="_blank" rel="noopener noreferrer" href="https://rspack.rs">Rspack</a>.',
      // No white space between rows and cells, as in the server render.
      '<thead><tr><th>Option</th><th>Page</th></tr></thead><tbody><tr><td><code data-whole="">dts</code></td><td><a href="/config/lib/dts">lib.dts</a></td></tr></tbody>',
    ]);
  });

  it('renders the blocks in the server builds, the first marked with the page’s key', async () => {
    const { code } = await compiled(true);
    expect(code).toContain('A plain paragraph');
    expect(code).toContain('another item');
    // Drawn as elements, not by the component (MDX still checks it is given).
    expect(code).not.toMatch(/_jsx\(StaticProse/);
    // The first block names the page; the others are found by their place.
    expect(code).toMatch(
      /id:\s*"usage-notes",\s*"data-code-markup":\s*"[0-9a-f]{12}"/,
    );
    expect(code.match(/"data-code-markup":\s*""/g)).toHaveLength(4);
  });
});
