import type { DocsTerms } from '../../site/docs-terms';
import type { SearchLang } from '../../site/search-record';

// Replaced at build time (rspress.config.ts, source.define): the pairs of
// site/docs-terms.ts by index language, without the glossary itself.
declare const DOCS_TERMS: Partial<Record<SearchLang, DocsTerms>>;

const docsTerms: Partial<Record<SearchLang, DocsTerms>> = DOCS_TERMS;

/** The phrases each language's pages never use, with the term they use. */
export const docsTermsFor = (lang: SearchLang): DocsTerms =>
  docsTerms[lang] ?? [];
