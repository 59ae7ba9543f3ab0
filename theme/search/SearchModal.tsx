import {
  DocSearchModal,
  type DocSearchModalProps,
  type DocSearchTransformClient,
} from '@docsearch/react';
import { removeBase, useNavigate } from '@rspress/core/runtime';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SearchLang } from '../../site/search-record';
import { SITE_URL } from '../../site.config';
import { isSiteRoute } from '../router/route-groups';
import { isModifiedClick } from '../utils/url';
import { useSiteI18n } from '../utils/use-site-i18n';
import { docsTermsFor } from './docs-terms';
import { EMBEDDED_SEARCH, EXCERPT_SCALE } from './embedded-search-settings';
import { reportingFailures } from './failure-reporting-client';
import { type HitUrlContext, inSitePath } from './hit-url';
import { hostedClientTransform } from './hosted-client';
import { pagefindEngineOf } from './load-pagefind';
import { createPagefindClient, warmEmbeddedClient } from './pagefind-client';
import { SearchNoticeScreen } from './SearchNoticeScreen';
import { searchProvider } from './search-settings';
import { searchTranslations } from './texts';
import { unbuiltIndexClient } from './unbuilt-index-client';

/** The modal shows at most 20 results per group. */
const MAX_RESULTS_PER_GROUP = 20;

/**
 * The development server builds no search index (Pagefind reads the built
 * pages): there the modal says so instead of failing to fetch one.
 */
const INDEX_BUILT = process.env.NODE_ENV === 'production';

const embeddedClients = new Map<SearchLang, DocSearchTransformClient>();

/** One embedded-index client per language, kept for the life of the page. */
function embeddedClient(lang: SearchLang): DocSearchTransformClient {
  let client = embeddedClients.get(lang);
  if (!client) {
    client = createPagefindClient(pagefindEngineOf(lang), {
      ...EMBEDDED_SEARCH,
      lang,
      excerptScale: EXCERPT_SCALE[lang],
      docsTerms: docsTermsFor(lang),
    });
    embeddedClients.set(lang, client);
  }
  return client;
}

/** What decides whether a result opens in this site (see hit-url.ts). */
const hitUrlContext = (): HitUrlContext => ({
  currentOrigin: window.location.origin,
  siteOrigin: new URL(SITE_URL).origin,
  isRoute: isSiteRoute,
  removeBase,
});

export interface SearchModalProps {
  lang: SearchLang;
  initialQuery?: string;
  onClose: () => void;
}

/**
 * DocSearch's modal over the embedded index, or over the hosted provider when
 * the build was given its keys. Results open by client-side navigation.
 */
export default function SearchModal({
  lang,
  initialQuery,
  onClose,
}: SearchModalProps) {
  const navigate = useNavigate();
  const t = useSiteI18n();
  // The same object while the language stays: DocSearch restarts on new props.
  const translations = useMemo(() => searchTranslations(t), [t]);
  const [failed, setFailed] = useState(false);
  const [unbuilt, setUnbuilt] = useState(false);

  // DocSearch builds a new autocomplete instance, and so forgets what it
  // shows, whenever the navigator changes: both props stay the same objects
  // for the life of the modal and reach the current navigate through a ref.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { navigator, hitComponent, transformItems } = useMemo((): Pick<
    DocSearchModalProps,
    'navigator' | 'hitComponent' | 'transformItems'
  > => {
    const context = hitUrlContext();
    return {
      // A hit of this site (a path, or an absolute URL of one of its pages)
      // gets its in-site path; a hit of another site keeps its URL.
      transformItems: (items) =>
        items.map((item) => ({
          ...item,
          url: inSitePath(item.url, context) ?? item.url,
        })),
      navigator: {
        navigate: ({ itemUrl }) => {
          const path = inSitePath(itemUrl, context);
          if (path === null) window.location.assign(itemUrl);
          else navigateRef.current(path);
        },
        navigateNewTab: ({ itemUrl }) => {
          window.open(itemUrl, '_blank', 'noopener');
        },
        navigateNewWindow: ({ itemUrl }) => {
          window.open(itemUrl, '_blank', 'noopener,popup');
        },
      },
      // A hit is an option of the list the search field drives: arrows move
      // between hits and Enter opens one, so its link is no tab stop of its own.
      hitComponent: ({ hit, children }) => (
        <a
          href={hit.url}
          tabIndex={-1}
          onClick={(event) => {
            const path = inSitePath(hit.url, context);
            // Another site's page, or a new tab or window: the browser's own.
            if (path === null || isModifiedClick(event)) return;
            event.preventDefault();
            navigateRef.current(path);
          }}
        >
          {children}
        </a>
      ),
    };
  }, []);

  const providerProps = useMemo((): Pick<
    DocSearchModalProps,
    | 'appId'
    | 'apiKey'
    | 'indexName'
    | 'transformSearchClient'
    | 'searchParameters'
  > => {
    if (searchProvider) {
      const toHosted = hostedClientTransform(searchProvider);
      return {
        ...searchProvider,
        transformSearchClient: (client) =>
          reportingFailures(toHosted(client), setFailed),
        searchParameters: { facetFilters: [`lang:${lang}`] },
      };
    }
    const client = INDEX_BUILT
      ? reportingFailures(embeddedClient(lang), setFailed)
      : unbuiltIndexClient(() => setUnbuilt(true));
    return {
      // The modal requires credentials; the embedded client never uses them.
      appId: 'embedded',
      apiKey: 'embedded',
      // Saved searches are kept per index name: one list per language.
      indexName: `embedded-${lang}`,
      transformSearchClient: () => client,
    };
  }, [lang]);

  useEffect(() => {
    if (!searchProvider && INDEX_BUILT)
      warmEmbeddedClient(embeddedClient(lang));
  }, [lang]);

  // DocSearch moves focus into its input from a passive effect, which a busy
  // page may run a frame or more after the modal is shown; keys typed in that
  // gap would land on the page and be lost. Focus in the same commit instead.
  const containerRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const input = containerRef.current?.querySelector('input');
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  return createPortal(
    <div
      ref={containerRef}
      className={[
        searchProvider ? undefined : 'embedded-search',
        failed || unbuilt ? 'search-notice' : undefined,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <DocSearchModal
        {...providerProps}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        placeholder={t('searchDocsText')}
        translations={translations}
        maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
        onClose={onClose}
        navigator={navigator}
        hitComponent={hitComponent}
        transformItems={transformItems}
      />
      {failed && (
        <SearchNoticeScreen
          title={t('searchModal.errorScreen.titleText')}
          help={t('searchModal.errorScreen.helpText')}
        />
      )}
      {unbuilt && !failed && (
        <SearchNoticeScreen
          title={t('searchUnbuilt.titleText')}
          help={t('searchUnbuilt.helpText')}
        />
      )}
    </div>,
    document.body,
  );
}
