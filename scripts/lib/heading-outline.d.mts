export interface Heading {
  depth: number;
  text: string;
}

export interface LabelledPage {
  label: string;
  source: string;
}

export const OUTLINE_DEPTH: number;
export function headingsOf(source: string): Heading[];
export function outlineOf(source: string): Heading[];
export function outlineDifference(
  original: LabelledPage,
  translation: LabelledPage,
): string | null;
