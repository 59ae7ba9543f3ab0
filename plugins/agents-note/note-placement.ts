/**
 * The Markdown copy with `> note` right after its title, the first
 * `# ` heading outside code fences; at the top when it has none.
 */
export function withNoteAfterTitle(markdown: string, note: string): string {
  const quote = `> ${note}\n\n`;
  const lines = markdown.split('\n');
  let fence: string | null = null;
  for (const [index, line] of lines.entries()) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null && /^# \S/.test(line)) {
      const head = lines.slice(0, index + 1).join('\n');
      const rest = lines
        .slice(index + 1)
        .join('\n')
        .replace(/^\n+/, '');
      return `${head}\n\n${quote}${rest}`;
    }
  }
  return `${quote}${markdown}`;
}
