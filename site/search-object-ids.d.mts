/** Adds each record's objectID back: `<page address>~<place among the page's records>`. */
export function withObjectIds<R extends { url: string }>(
  records: R[],
): (R & { objectID: string })[];
