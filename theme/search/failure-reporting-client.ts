import type { DocSearchTransformClient } from '@docsearch/react';

type SearchParams = Parameters<DocSearchTransformClient['search']>[0];

const requestCount = (params: SearchParams) =>
  Array.isArray(params) ? params.length : params.requests.length;

/** An answer with no hits for each request of `params`. */
export const emptyResults = (params: SearchParams) => ({
  results: Array.from({ length: requestCount(params) }, () => ({
    hits: [],
    nbHits: 0,
    processingTimeMS: 0,
  })),
});

/**
 * Tells the modal whether the last search failed. DocSearch 3.9 marks its
 * state as errored when every host is unreachable, but autocomplete resets
 * the status to idle as soon as the failed request settles, so its error
 * screen never stays up; the failure also surfaces as an unhandled
 * rejection. This wrapper answers a failed search with empty results, logs
 * the error, and lets the modal show the error screen itself.
 */
export function reportingFailures(
  client: DocSearchTransformClient,
  onOutcome: (failed: boolean) => void,
): DocSearchTransformClient {
  const search = async (params: SearchParams) => {
    try {
      const response = await client.search(params);
      onOutcome(false);
      return response;
    } catch (error) {
      console.error(error);
      onOutcome(true);
      return emptyResults(params);
    }
  };
  return {
    search: search as DocSearchTransformClient['search'],
    addAlgoliaAgent: client.addAlgoliaAgent,
    transporter: client.transporter,
  };
}
