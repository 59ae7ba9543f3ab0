import type { DocSearchTransformClient } from '@docsearch/react';
import { emptyResults } from './failure-reporting-client';

/**
 * The embedded search's client on the development server, which builds no
 * index: it answers every query with no hits and tells the modal, which
 * then says that search runs on the built site instead of a network error.
 */
export function unbuiltIndexClient(
  onSearch: () => void,
): DocSearchTransformClient {
  const search = async (
    params: Parameters<DocSearchTransformClient['search']>[0],
  ) => {
    onSearch();
    return emptyResults(params);
  };
  return {
    search: search as unknown as DocSearchTransformClient['search'],
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent: { value: 'unbuilt', add: () => {} } } as never,
  };
}
