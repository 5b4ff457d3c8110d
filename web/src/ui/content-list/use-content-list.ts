import { keepPreviousData, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLiveChanges } from '../../live/use-live-changes';
import { useSessionUser } from '../../session/session';
import type { ListPageData } from '../list-page';
import type { SortOrder } from '../sort-controls';
import { PAGE_SIZES, type ContentListBase, type ContentListUrl } from './list-url-state';

export type UpdateList<S> = (next: S, options?: { replace?: boolean }) => void;

/** A list's state, read from and written to the address bar (one history entry per deliberate change). */
export function useContentListState<S extends ContentListBase<K>, K extends string>(
  url: ContentListUrl<S, K>,
): [S, UpdateList<S>] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => url.parse(new URLSearchParams(search)), [url, search]);
  const update = useCallback<UpdateList<S>>(
    (next, options) => {
      void navigate(
        { pathname, search: url.search(next) },
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [navigate, pathname, url],
  );
  return [state, update];
}

/**
 * What a list page wires to its frame and never differs between lists: searching (typing replaces the history
 * entry, a first search adds one), sorting, clearing, the pages and the empty state's ways out.
 */
export function useContentList<S extends ContentListBase<K>, K extends string>(
  url: ContentListUrl<S, K>,
  path: string,
) {
  const [state, update] = useContentListState(url);
  const filterCount = url.filterCount(state);
  const clearFilters = () => update(url.clearFilters(state));
  return {
    state,
    update,
    filterCount,
    clearFilters,
    onSearch: (q: string) => update({ ...state, q, page: 1 }, { replace: state.q !== '' }),
    onSort: (sort: K, order?: SortOrder) => update(url.withSort(state, sort, order)),
    pagination: {
      page: state.page,
      pageSize: state.pageSize,
      pageSizes: PAGE_SIZES,
      hrefFor: (page: number) => `${path}${url.search({ ...state, page })}`,
      onPage: (page: number) => update({ ...state, page }),
      onPageSize: (pageSize: number) => update({ ...state, pageSize, page: 1 }),
    },
    /** the empty state's facts and ways out, for `ListEmptyState` */
    emptyState: (data: ListPageData<unknown>) => ({
      page: state.page,
      pageCount: data.pageCount,
      total: data.total,
      lastPageHref: `${path}${url.search({ ...state, page: data.pageCount })}`,
      q: state.q,
      hasFilters: filterCount > 0,
      onClearFilters: clearFilters,
      onClearSearch: () => update({ ...state, q: '', page: 1 }),
    }),
  };
}

/** Where a list page's items come from, and which live changes make them stale. */
export interface ContentListSource<D extends ListPageData<unknown>, Q extends QueryKey> {
  /** the list's query for the API's query string (the URL's state, with sort and order spelled out) */
  query: (apiQuery: string) => UseQueryOptions<D, Error, D, Q>;
  /** statuses the page shows itself (a 400 for filters the API refused) instead of the global error */
  handledStatuses: number[];
  /** someone created, changed or deleted one of these: the list is fetched again */
  live: { keys: readonly string[]; invalidate: QueryKey };
}

/**
 * A list page's state and wiring (useContentList), its items (the previous page stays on screen, dimmed, while the
 * next one loads) and whether the visitor is signed in.
 */
export function useContentListPage<
  S extends ContentListBase<K>,
  K extends string,
  D extends ListPageData<unknown>,
  Q extends QueryKey,
>(url: ContentListUrl<S, K>, path: string, source: ContentListSource<D, Q>) {
  const signedIn = useSessionUser() !== null;
  const wiring = useContentList(url, path);
  const queryClient = useQueryClient();
  const list = useQuery({
    ...source.query(url.toApiQuery(wiring.state)),
    placeholderData: keepPreviousData,
    meta: { handledStatuses: source.handledStatuses },
  });
  useLiveChanges(source.live.keys, () => void queryClient.invalidateQueries({ queryKey: source.live.invalidate }));
  return { ...wiring, list, signedIn };
}
