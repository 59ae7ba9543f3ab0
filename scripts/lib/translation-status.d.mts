/** The time given to files with uncommitted edits: later than any commit. */
export const UNCOMMITTED: number;

export interface OutdatedTwin {
  /** The page's path relative to each language folder. */
  file: string;
  /** Unix seconds, or UNCOMMITTED. */
  original: number;
  translation: number;
}

export function outdatedTwins(
  times: ReadonlyMap<string, number>,
  twins: readonly string[],
  originalLang: string,
  translationLang: string,
): OutdatedTwin[];

export function readTimesFixture(file: string): Map<string, number>;

export function translationStatus(
  root: string,
  options: {
    originalLang: string;
    translationLang: string;
    timesFixture?: string;
  },
): { outdated: OutdatedTwin[] } | { skipped: string };
