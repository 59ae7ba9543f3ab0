/**
 * Typo tolerance: how many edits a query word may be away from a word of the
 * text. Short words get none (one edit turns 'dts' into 'cts'), longer words
 * one, long words two.
 */
export function typoBudget(word: string): number {
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/**
 * Whether `a` and `b` are at most `max` edits apart: insertions, deletions,
 * substitutions and swaps of two neighbouring letters ('declration',
 * 'storybok', 'tyepscript'). Gives up on a row once every cell exceeds `max`.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  // One edit leaves one of the first two letters where it was or moves it
  // by one place: a quick no for most words of the list.
  if (
    max === 1 &&
    a[0] !== b[0] &&
    a[1] !== b[1] &&
    a[0] !== b[1] &&
    a[1] !== b[0]
  ) {
    return false;
  }
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return false;
    before = previous;
    previous = current;
  }
  return previous[b.length] <= max;
}

/** The letters and digits a word holds, one bit each ('a'–'z', then '0'–'9' share one). */
export function letterMask(word: string): number {
  let mask = 0;
  for (let at = 0; at < word.length; at += 1) {
    const code = word.charCodeAt(at);
    mask |= code >= 97 && code <= 122 ? 1 << (code - 97) : 1 << 26;
  }
  return mask;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/**
 * A quick no before `withinEdits`: each letter one word has and the other
 * lacks takes an edit of its own.
 */
export const lettersAllow = (a: number, b: number, max: number) =>
  bitCount(a & ~b) <= max && bitCount(b & ~a) <= max;
