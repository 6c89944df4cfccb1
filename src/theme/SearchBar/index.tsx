/**
 * The navbar search: DocSearch's button and modal, wired to this site's
 * search client. Written here (not wrapped) because the theme's component
 * creates the hosted client itself and always preconnects to the Algolia
 * cluster; in local mode this site must send nothing off the machine.
 */
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import type {
  DocSearchModal as DocSearchModalComponent,
  DocSearchModalProps,
  DocSearchTransformClient,
} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import SearchButton from './SearchButton';
import SearchHit from './SearchHit';
import {useSiteCustomFields} from '@site/src/utils/useSiteCustomFields';
import {isSlowConnection, whenPageIdle} from '@site/src/utils/pageIdle';
import {useSearchKeyboardEvents} from './useSearchKeyboardEvents';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
// Imported here, not with the modal's code: the build puts every stylesheet
// in the site's one CSS file, this one too, so loading it on demand only
// fetched an empty script on the way to the first search.
import '@docsearch/css/dist/modal.css';
import './styles.css';
import type {FacetFilters} from 'algoliasearch/lite';
import type {SiteSearchClient} from '@site/src/search/siteSearchClient';

interface LoadedSearch {
  Modal: typeof DocSearchModalComponent;
  client: SiteSearchClient;
}

/**
 * The modal shows at most 5 hits per group (section); the embedded index
 * then loads the text files of no more pages than it shows (each file holds
 * a few neighbouring pages, see `textPackSize`). Only the four best
 * pages are shown with their matching sections (the best one while the
 * last word is still being typed, see `typedPagesWithText`), the rest by
 * title, so a query waits for one round of at most four small text files.
 * Four rather than six: the judged queries rank the same (MRR 0.953 either
 * way, the right page first for 92.4 %), and the slowest queries, those
 * whose pages' text is not loaded yet, wait for fewer files (warm p95 in
 * alternated runs: 34.6 ms with six, 27.1 ms with four).
 */
const localSearchParameters = {maxHitsPerSection: 5, pagesWithText: 4};

let loadedSearch: LoadedSearch | undefined;
let loadingSearch: Promise<LoadedSearch> | undefined;

/** Loads the search client and starts loading the index these filters need. */
function loadSearchClient(facetFilters: unknown) {
  return import('@site/src/search/siteSearchClient').then((search) => {
    search.prefetchSearch(facetFilters);
    return search;
  });
}

/** Loads the modal and the search client, once, on demand. */
function loadSearch(facetFilters: unknown): Promise<LoadedSearch> {
  loadingSearch ??= Promise.all([
    import('@docsearch/react/modal'),
    // The index starts loading as soon as the client is there, while the
    // modal's code is still on its way.
    loadSearchClient(facetFilters),
  ])
    .then(([modal, search]) => {
      loadedSearch = {
        Modal: modal.DocSearchModal,
        client: search.getSiteSearchClient(),
      };
      return loadedSearch;
    })
    .catch((error: unknown) => {
      loadingSearch = undefined; // let the next interaction retry
      throw error;
    });
  return loadingSearch;
}

function SeeAllResults({
  query,
  count,
  onClose,
}: {
  query: string;
  count: number;
  onClose: () => void;
}): ReactNode {
  const searchLink = useSearchLinkCreator();
  return (
    <Link to={searchLink(query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** Where a reader reports a query that should have found something. */
function missingResultsUrl({query}: {query: string}): string {
  const title = encodeURIComponent(`Search: no results for "${query}"`);
  return `https://github.com/facebook/docusaurus/issues/new?title=${title}`;
}

export default function SearchBar(): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const {searchMode} = useSiteCustomFields();
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters();

  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();

  const facetFilters = useMemo((): FacetFilters[] => {
    const configured = (algolia.searchParameters?.facetFilters ??
      []) as FacetFilters;
    const asList = (filters: FacetFilters): FacetFilters[] =>
      typeof filters === 'string' ? [filters] : filters;
    return algolia.contextualSearch
      ? [...asList(contextualFilters as FacetFilters), ...asList(configured)]
      : asList(configured);
  }, [algolia, contextualFilters]);

  const preload = useCallback(() => {
    loadSearch(facetFilters).catch(() => undefined);
  }, [facetFilters]);

  // Once the page has loaded what it needs and the network is quiet, the
  // embedded search starts its worker and loads the index of the version
  // read, so the first query waits only for the modal, ranking and page
  // text. Only the small client module runs on the page's thread: the
  // index is fetched and unpacked in the worker, and the modal's code is
  // left for the reader's first reach for search, so a reader who never
  // searches pays bytes, not main-thread time. Not on a slow or metered
  // connection (the reader pays for what they may never use), and not in
  // hosted modes, where there is no index to load.
  useEffect(() => {
    if (searchMode !== 'local' || isSlowConnection()) {
      return undefined;
    }
    return whenPageIdle(() => {
      loadSearchClient(facetFilters).catch(() => {
        // Loaded again, with its error screen, when the reader searches.
      });
    });
  }, [searchMode, facetFilters]);

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      document.body.insertBefore(
        containerRef.current,
        document.body.firstChild,
      );
    }
    loadSearch(facetFilters).then(
      () => setIsOpen(true),
      (error: unknown) => console.error('Search could not be loaded', error),
    );
  }, [facetFilters]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    searchButtonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        return; // the browser's own find
      }
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput,
    searchButtonRef,
  });

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate({itemUrl}) {
        if (isRegexpStringMatch(algolia.externalUrlRegex, itemUrl)) {
          window.location.href = itemUrl;
        } else {
          history.push(itemUrl);
        }
      },
    }),
    [algolia.externalUrlRegex, history],
  );

  const transformItems = useCallback<
    NonNullable<DocSearchModalProps['transformItems']>
  >(
    (items) => items.map((item) => ({...item, url: processUrl(item.url)})),
    [processUrl],
  );

  const transformSearchClient = useCallback(
    (defaultClient: DocSearchTransformClient): DocSearchTransformClient =>
      (loadedSearch?.client as DocSearchTransformClient | undefined) ??
      defaultClient,
    [],
  );

  const resultsFooter = useCallback<
    NonNullable<DocSearchModalProps['resultsFooterComponent']>
  >(
    ({state}) => (
      <SeeAllResults
        query={state.query}
        count={state.context.nbHits as number}
        onClose={closeModal}
      />
    ),
    [closeModal],
  );

  const Modal = loadedSearch?.Modal;
  const hostedOrigin =
    searchMode === 'algolia'
      ? `https://${algolia.appId}-dsn.algolia.net`
      : undefined;

  return (
    <>
      <Head>
        {/* Lets the stylesheet hide the hosted service's logo in local mode.
            Head merges these attributes into the page's <html>, whose lang
            the theme sets. */}
        {/* eslint-disable-next-line jsx-a11y/html-has-lang */}
        <html data-search-mode={searchMode} />
      </Head>
      {hostedOrigin && (
        <Head>
          {/* Opens the connection to the hosted cluster before the first query. */}
          <link rel="preconnect" href={hostedOrigin} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton
        ref={searchButtonRef}
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={openModal}
        translations={translations.button}
      />
      {isOpen &&
        Modal &&
        containerRef.current &&
        createPortal(
          <Modal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            searchParameters={{
              ...algolia.searchParameters,
              facetFilters,
              ...(searchMode === 'local' ? localSearchParameters : {}),
            }}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            transformSearchClient={transformSearchClient}
            hitComponent={SearchHit}
            placeholder={translations.placeholder}
            translations={translations.modal}
            getMissingResultsUrl={missingResultsUrl}
            {...(algolia.searchPagePath
              ? {resultsFooterComponent: resultsFooter}
              : {})}
          />,
          containerRef.current,
        )}
    </>
  );
}
