export interface CodeBlock {
  /** The language after the opening fence, e.g. `ts`. */
  lang: string;
  /** Everything after the language on the fence line, e.g. `title="x.ts"`. */
  meta: string;
  code: string;
  /** 1-based line of the opening fence in the page source. */
  line: number;
}

/** Fenced code blocks of a Markdown/MDX source, in page order. */
export function codeBlocksOf(source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = source.split('\n');
  let open: { fence: string; lang: string; meta: string; line: number } | null =
    null;
  let body: string[] = [];
  lines.forEach((text, index) => {
    if (open === null) {
      const start = /^\s*(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(text);
      if (start) {
        open = {
          fence: start[1],
          lang: start[2],
          meta: start[3].trim(),
          line: index + 1,
        };
        body = [];
      }
      return;
    }
    const close = /^\s*(`{3,}|~{3,})\s*$/.exec(text);
    if (close?.[1].startsWith(open.fence)) {
      blocks.push({
        lang: open.lang,
        meta: open.meta,
        code: body.join('\n'),
        line: open.line,
      });
      open = null;
      return;
    }
    body.push(text);
  });
  return blocks;
}

/** The `title="…"` of a fence meta, if any. */
export function titleOf(block: CodeBlock): string | undefined {
  return /title="([^"]*)"/.exec(block.meta)?.[1];
}
