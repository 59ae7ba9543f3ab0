/**
 * The committed hover data (plugins/twoslash/hover-data.json) holds exactly
 * the examples the pages mark `twoslash`, computed with the installed
 * TypeScript, @rslib/core and Twoslash and the current checker: a build
 * then runs no TypeScript. Out of date, the build still works (it checks
 * the missing examples itself) but pays for it; this test names the fix.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from '@rstest/core';
import type { Code, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import {
  codeKey,
  HOVER_DATA_FILE,
  HOVER_DATA_REFRESH,
  hoverSettings,
  readHoverData,
} from '../../plugins/twoslash/hover-cache';
import { TWOSLASH_MARKER } from '../../plugins/twoslash/transformer';

const ROOT = path.join(import.meta.dirname, '../..');
const MARKER = new RegExp(`(?:^|\\s)${TWOSLASH_MARKER}(?:\\s|$)`);

/** Every marked ts/tsx block of the pages, by key, with a page that has it. */
async function markedExamples(): Promise<Map<string, string>> {
  const examples = new Map<string, string>();
  const files = readdirSync(path.join(ROOT, 'docs'), { recursive: true })
    .map(String)
    .filter((file) => /\.mdx?$/.test(file));
  for (const file of files) {
    const collect = () => (tree: Root) => {
      const visit = (node: Root | Root['children'][number]) => {
        if (node.type === 'code') {
          const code = node as Code;
          if (
            (code.lang === 'ts' || code.lang === 'tsx') &&
            MARKER.test(code.meta ?? '')
          )
            examples.set(codeKey(code.value, code.lang), `docs/${file}`);
        }
        if ('children' in node) for (const child of node.children) visit(child);
      };
      visit(tree);
    };
    await compile(readFileSync(path.join(ROOT, 'docs', file), 'utf8'), {
      format: file.endsWith('.mdx') ? 'mdx' : 'md',
      remarkPlugins: [remarkGfm, collect],
    });
  }
  return examples;
}

describe('committed hover data', () => {
  const data = readHoverData(path.join(ROOT, HOVER_DATA_FILE));
  const fix = `run \`${HOVER_DATA_REFRESH}\` and commit ${HOVER_DATA_FILE}`;

  it('was computed with the installed packages and the current checker', () => {
    expect(data?.settings, `out of date: ${fix}`).toBe(hoverSettings(ROOT));
  });

  it('has an entry for every marked example and no other', async () => {
    const examples = await markedExamples();
    expect(examples.size).toBeGreaterThan(50);
    const entries = new Set(Object.keys(data?.entries ?? {}));
    const missing = [...examples]
      .filter(([key]) => !entries.has(key))
      .map(([, page]) => page);
    const stale = [...entries].filter((key) => !examples.has(key));
    expect(
      { missing: [...new Set(missing)], stale: stale.length },
      `examples of these pages are not in the hover data, or entries match no example: ${fix}`,
    ).toEqual({ missing: [], stale: 0 });
  });
});
