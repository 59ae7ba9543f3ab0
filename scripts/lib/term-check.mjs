// Terminology of the translated pages: the one rendering each recurring term
// has (docs-glossary.zh.json), checked against a page's prose. Used by
// scripts/i18n-check.mjs and the unit tests (tests/unit/term-check.test.ts).

import { readFileSync } from 'node:fs';

/** Front matter keys whose value readers see as text; the others are skipped. */
const SHOWN_FRONT_MATTER = /^(title|description):/;
const ASCII_WORD = /[A-Za-z0-9]/;

/** The glossary file: `{ terms: [{ en, zh, avoid }], keepEnglish }`. */
export function readGlossary(file) {
  const glossary = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(glossary.terms)) {
    throw new Error(`${file}: no "terms" array`);
  }
  return glossary;
}

/** Inline code spans (any number of backticks) replaced by spaces. */
function maskInlineCode(text) {
  return text.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, (span) =>
    ' '.repeat(span.length),
  );
}

/** Link destinations (`](…)`) replaced by spaces: addresses are not prose. */
function maskLinkTargets(text) {
  return text.replace(/\]\([^)]*\)/g, (target) => ' '.repeat(target.length));
}

/**
 * The lines of a Markdown/MDX page a reader sees as prose, 1-based, with
 * inline code and link addresses blanked out. Fenced code blocks, MDX
 * import/export lines and front matter other than the title and
 * description are left out.
 */
export function proseLines(source) {
  const lines = source.split('\n');
  const prose = [];
  let index = 0;
  if (lines[0]?.trim() === '---') {
    for (
      index = 1;
      index < lines.length && lines[index].trim() !== '---';
      index++
    ) {
      if (SHOWN_FRONT_MATTER.test(lines[index])) {
        prose.push({ line: index + 1, text: lines[index] });
      }
    }
    index++;
  }
  let fence = null;
  for (; index < lines.length; index++) {
    const line = lines[index];
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (fenceMatch[1].startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null || /^(import|export)\s/.test(line)) continue;
    prose.push({
      line: index + 1,
      text: maskLinkTargets(maskInlineCode(line)),
    });
  }
  return prose;
}

/**
 * Where `word` occurs in `text` as a term: an end that is an ASCII letter or
 * digit must not run on into another one, so "lib 项" is not found in
 * "Rslib 项目" and "hook" not in "webhooks".
 */
function occurrences(text, word) {
  const found = [];
  for (
    let at = text.indexOf(word);
    at !== -1;
    at = text.indexOf(word, at + 1)
  ) {
    const before = text[at - 1] ?? '';
    const after = text[at + word.length] ?? '';
    if (ASCII_WORD.test(word[0]) && ASCII_WORD.test(before)) continue;
    if (ASCII_WORD.test(word.at(-1)) && ASCII_WORD.test(after)) continue;
    found.push(at);
  }
  return found;
}

/**
 * Every competing rendering of a glossary term in the page's prose, in page
 * order: `{ line, column, found, preferred, en }` (line and column 1-based).
 */
export function termFindings(source, glossary) {
  const findings = [];
  for (const { line, text } of proseLines(source)) {
    for (const term of glossary.terms) {
      for (const avoided of term.avoid ?? []) {
        for (const at of occurrences(text, avoided)) {
          findings.push({
            line,
            column: at + 1,
            found: avoided,
            preferred: term.zh,
            en: term.en,
          });
        }
      }
    }
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * Code block titles that keep an English remark in parentheses, such as
 * `rslib.config.ts (before)`: the file name stays, the remark is prose.
 */
export function untranslatedTitles(source) {
  const found = [];
  source.split('\n').forEach((line, index) => {
    const fence = /^\s*(?:`{3,}|~{3,})\S*\s.*?\btitle="([^"]*)"/.exec(line);
    if (!fence) return;
    const remark = /[(（]([A-Za-z][A-Za-z ,'-]*)[)）]/.exec(fence[1]);
    if (remark)
      found.push({ line: index + 1, title: fence[1], remark: remark[0] });
  });
  return found;
}
