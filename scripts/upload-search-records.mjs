// Uploads the search records of the built site (doc_build/search/records.*.json,
// written by the search-records plugin) to the hosted search provider, replacing
// the index's content, and sets the index settings the modal relies on.
// Needs: DOCSEARCH_APP_ID, DOCSEARCH_INDEX_NAME and DOCSEARCH_ADMIN_API_KEY (a key
// with write rights; it is read here only and never reaches the site's bundle).
// Usage: npm run build && npm run search:upload [-- --dir doc_build]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { algoliasearch } from 'algoliasearch';
import { SITE_LANGS } from '../site/language-list.mjs';
import { withObjectIds } from '../site/search-object-ids.mjs';

const LANGS = SITE_LANGS;

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'doc_build' } },
});
const { DOCSEARCH_APP_ID, DOCSEARCH_INDEX_NAME, DOCSEARCH_ADMIN_API_KEY } =
  process.env;
if (!DOCSEARCH_APP_ID || !DOCSEARCH_INDEX_NAME || !DOCSEARCH_ADMIN_API_KEY) {
  console.error(
    'Set DOCSEARCH_APP_ID, DOCSEARCH_INDEX_NAME and DOCSEARCH_ADMIN_API_KEY.',
  );
  process.exit(1);
}

const records = [];
for (const lang of LANGS) {
  const file = path.join(values.dir, 'search', `records.${lang}.json`);
  records.push(...withObjectIds(JSON.parse(await readFile(file, 'utf8'))));
}

const client = algoliasearch(DOCSEARCH_APP_ID, DOCSEARCH_ADMIN_API_KEY);
await client.setSettings({
  indexName: DOCSEARCH_INDEX_NAME,
  indexSettings: {
    // Headings before text; a match anywhere in a heading counts the same.
    searchableAttributes: [
      'unordered(hierarchy.lvl0)',
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
    ],
    // The modal asks for one language with facetFilters: ['lang:<lang>'].
    attributesForFaceting: ['filterOnly(lang)'],
    camelCaseAttributes: ['hierarchy', 'content'],
    // Chinese text is segmented into words, as the embedded search does.
    indexLanguages: [...SITE_LANGS],
    queryLanguages: [...SITE_LANGS],
  },
});
await client.replaceAllObjects({
  indexName: DOCSEARCH_INDEX_NAME,
  objects: records,
});
console.log(
  `Uploaded ${records.length} records (${LANGS.join(', ')}) to ${DOCSEARCH_INDEX_NAME}.`,
);
