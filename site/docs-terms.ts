/**
 * The phrases the Chinese pages never use, each with the term they use
 * instead, from the translation glossary (docs-glossary.zh.json: `avoid` →
 * `zh`; `npm run i18n:check` keeps the avoided ones out of the prose). A
 * reader types the common phrase (输出目录, 模块联邦, 弃用) where the pages
 * say 产物目录, Module Federation, 废弃: the search asks for the pages'
 * term instead (theme/search/query-fallback.ts).
 */
export type DocsTerms = readonly (readonly [typed: string, used: string])[];

interface GlossaryTerm {
  zh: string;
  avoid?: string[];
}

/**
 * The glossary's term as a reader would type it: without the note in
 * brackets ("类型声明文件（…）") and the first of alternatives
 * ("shim、shims"). Entries written as Markdown (a bold list label) are
 * about layout, not words, and are left out.
 */
const plainTerm = (text: string) =>
  text
    .replace(/（[^）]*）|\([^)]*\)/g, '')
    .split('、')[0]
    .trim();

export function docsTermsOf(glossary: { terms: GlossaryTerm[] }): DocsTerms {
  const pairs: [string, string][] = [];
  for (const term of glossary.terms) {
    if (term.zh.includes('**')) continue;
    for (const typed of term.avoid ?? []) {
      if (typed.includes('**')) continue;
      pairs.push([typed, plainTerm(term.zh)]);
    }
  }
  // Longest first: "lib 选项" is replaced before a shorter phrase inside it.
  return pairs.sort((a, b) => b[0].length - a[0].length);
}
