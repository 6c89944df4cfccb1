import {useCallback, useMemo} from 'react';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistorySelector} from '@docusaurus/theme-common';
import {parseFilters, serializeFilters, type ShowcaseFilters} from './filters';

/**
 * `push` adds a history entry (tag and operator changes, so back/forward
 * step through them); `replace` rewrites the current one (typing a name, so
 * every keystroke does not become an entry).
 */
export type HistoryMode = 'push' | 'replace';

export interface ShowcaseFiltersState {
  filters: ShowcaseFilters;
  setFilters: (next: ShowcaseFilters, mode: HistoryMode) => void;
}

/** The showcase filters, read from and written to the URL query. */
export function useShowcaseFilters(): ShowcaseFiltersState {
  const history = useHistory();
  // Read the query from the history object rather than `useLocation()`:
  // Docusaurus holds the routed location back while it preloads the "next"
  // route, even for a query-only change, so a search box bound to
  // `useLocation()` would lag behind and drop keystrokes.
  const search = useHistorySelector(({location}) => location.search);
  // The server renders the unfiltered list; reading the query only after
  // hydration keeps the first client render identical to that HTML.
  const isBrowser = useIsBrowser();
  const filters = useMemo(
    () => parseFilters(isBrowser ? search : ''),
    [isBrowser, search],
  );

  const setFilters = useCallback(
    (next: ShowcaseFilters, mode: HistoryMode) => {
      const {location} = history;
      const query = serializeFilters(location.search, next);
      if (`?${query}` === location.search || (!query && !location.search)) {
        return;
      }
      const target = {
        pathname: location.pathname,
        search: query ? `?${query}` : '',
        hash: location.hash,
      };
      if (mode === 'push') {
        history.push(target);
      } else {
        history.replace(target);
      }
    },
    [history],
  );

  return {filters, setFilters};
}
