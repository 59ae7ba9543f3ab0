import { withBase } from '@rspress/core/runtime';
import { withObjectIds } from '../../site/search-object-ids.mjs';
import {
  recordsPath,
  type SearchLang,
  type SearchRecord,
  type StoredSearchRecord,
} from '../../site/search-record';

const loads = new Map<SearchLang, Promise<SearchRecord[]>>();

/**
 * The embedded index's records of a language, fetched once per page life.
 * Small enough to ship with the button, so opening the modal fetches the
 * records and the modal's code side by side instead of one after the other.
 * A failed fetch is forgotten, so the next search tries again.
 */
export function loadRecords(lang: SearchLang): Promise<SearchRecord[]> {
  let load = loads.get(lang);
  if (!load) {
    load = fetch(withBase(`/${recordsPath(lang)}`)).then((response) => {
      if (!response.ok) throw new Error(`search records: ${response.status}`);
      return (response.json() as Promise<StoredSearchRecord[]>).then(
        withObjectIds,
      );
    });
    load.catch(() => loads.delete(lang));
    loads.set(lang, load);
  }
  return load;
}
