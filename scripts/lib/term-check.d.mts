export interface GlossaryTerm {
  en: string;
  zh: string;
  avoid?: string[];
}

export interface Glossary {
  terms: GlossaryTerm[];
  keepEnglish?: string[];
}

export interface ProseLine {
  line: number;
  text: string;
}

export interface TermFinding {
  line: number;
  column: number;
  found: string;
  preferred: string;
  en: string;
}

export interface UntranslatedTitle {
  line: number;
  title: string;
  remark: string;
}

export function readGlossary(file: string): Glossary;
export function proseLines(source: string): ProseLine[];
export function termFindings(source: string, glossary: Glossary): TermFinding[];
export function untranslatedTitles(source: string): UntranslatedTitle[];
