import { createProcessor } from '@mdx-js/mdx';
import { remarkContainerSyntax } from '@rspress/core/dist/node/mdx/remarkPlugins/containerSyntax.js';
import { describe, expect, it } from '@rstest/core';
import remarkGfm from 'remark-gfm';
import { remarkCalloutTitles } from '../../plugins/callout-titles';

type Callout = { title: string; body: string };

/** An mdast node, callouts included (their type is not in mdast's). */
type Node = {
  type: string;
  value?: string;
  attributes?: Record<string, unknown>;
  children?: Node[];
};

/** A node's text, its code's included. */
const textOf = (node: Node): string =>
  node.value ?? (node.children ?? []).map(textOf).join('');

/**
 * The callouts of a page as Rspress's Markdown pipeline makes them: its
 * container syntax, then the site's remark plugins (the order Rspress
 * gives them), each callout's title attribute and its body's text.
 */
async function callouts(
  source: string,
  { withPlugin = true, format = 'mdx' as 'mdx' | 'md' } = {},
): Promise<Callout[]> {
  let tree: Node | undefined;
  const keepTree = () => (root: Node) => {
    tree = structuredClone(root);
  };
  const processor = createProcessor({
    format,
    remarkPlugins: [
      remarkGfm,
      remarkContainerSyntax,
      ...(withPlugin ? [remarkCalloutTitles] : []),
      keepTree,
    ],
  });
  await processor.process(source);
  if (!tree) throw new Error('the remark plugins did not run');
  const found: Callout[] = [];
  const visit = (node: Node) => {
    if (node.type === 'containerDirective') {
      found.push({
        title: String(node.attributes?.title),
        // Rspress keeps the opening line's line break at the body's start.
        body: (node.children ?? [])
          .map((child) => textOf(child))
          .join('\n')
          .trim(),
      });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return found;
}

const OUTPUT_WARNING = `:::warning \`require()\` of an external in ESM output
When ESM output contains a \`require()\` of an external package, it stays.

A second paragraph.
:::
`;

describe('callout titles', () => {
  it('without the plugin, Rspress cuts the title at the code (why the plugin exists)', async () => {
    // When this fails, Rspress reads such titles itself: the plugin can go.
    const [callout] = await callouts(OUTPUT_WARNING, { withPlugin: false });
    expect(callout.title).not.toContain('require()');
    expect(callout.body).toMatch(/^require\(\) of an external in ESM output/);
  });

  it('keeps the whole opening line, code in backticks, as the title', async () => {
    expect(await callouts(OUTPUT_WARNING)).toEqual([
      {
        title: '`require()` of an external in ESM output',
        body: 'When ESM output contains a require() of an external package, it stays.\nA second paragraph.',
      },
    ]);
  });

  it('joins code in the middle and at the end of a Chinese title', async () => {
    const [middle, end] =
      await callouts(`:::warning ESM 产物中 \`require()\` 外部依赖
正文。
:::

:::tip 使用 \`lib.dts\`
正文。
:::
`);
    expect(middle).toEqual({
      title: 'ESM 产物中 `require()` 外部依赖',
      body: '正文。',
    });
    expect(end).toEqual({ title: '使用 `lib.dts`', body: '正文。' });
  });

  it('keeps emphasis and strong as Markdown, and a title alone on its paragraph', async () => {
    const [callout] = await callouts(`:::details Only *this* and **that** \`x\`

Body.

:::
`);
    expect(callout).toEqual({
      title: 'Only *this* and **that** `x`',
      body: 'Body.',
    });
  });

  it('leaves plain titles, untitled callouts and the {title="…"} form as Rspress reads them', async () => {
    const found = await callouts(`:::tip Node.js version
Body.
:::

:::note
Body with \`code\`.
:::

:::info {title="Given"}
Body.
:::
`);
    expect(found.map(({ title }) => title)).toEqual([
      'Node.js version',
      'Note',
      'Given',
    ]);
    expect(found[1].body).toBe('Body with code.');
  });

  it('writes & as an entity, which the title renderer decodes', async () => {
    const [callout] = await callouts(':::tip A & `B`\nBody.\n:::\n', {
      format: 'md',
    });
    expect(callout.title).toBe('A &amp; `B`');
  });

  it('fails, naming the line, on what a title cannot draw', async () => {
    await expect(
      callouts('Text.\n\n:::tip See [the page](/x) `now`\nBody.\n:::\n'),
    ).rejects.toThrow('callout title on line 3: a link cannot be drawn');
    await expect(
      callouts(':::tip A \\* star `x`\nBody.\n:::\n'),
    ).rejects.toThrow('a plain ` or * cannot be drawn');
  });
});
