// The record files leave out each record's objectID: unique strings that
// gzip poorly (about 12 KB of each language's file). An ID is the page's
// address and the record's place among that page's records, so whoever reads
// a file (the embedded search, the upload to the hosted provider) adds them
// back here, the same way the build made them. Plain JavaScript so that the
// upload script runs it in Node without a build.

/**
 * @template {{ url: string }} R
 * @param {R[]} records the records of one file, in the order it holds them
 * @returns {(R & { objectID: string })[]}
 */
export function withObjectIds(records) {
  const perPage = new Map();
  return records.map((record) => {
    const page = record.url.split('#')[0];
    const index = perPage.get(page) ?? 0;
    perPage.set(page, index + 1);
    return { objectID: `${page}~${index}`, ...record };
  });
}
