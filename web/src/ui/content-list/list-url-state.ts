import { SPORT_IDS, type SportId } from '@sideline/domain';
import type { SortOrder } from '../sort-controls';
import { isOneOf, readTeamFilter, readWhole } from './url-readers';

/**
 * A content list's whole state lives in the URL, with the API's own parameter names, so a shared link shows the same
 * view and the page asks the API exactly what the address bar says. Parsing never fails: unknown or bad values are
 * dropped. Serialising leaves defaults out, so every view has one canonical address.
 *
 * Drills, formations and plans share the search words, the sport, the "mine" and team scope, the sort and the pages;
 * each declares only its own filters (a `ContentListKind`) and gets the rest from `contentListUrl`.
 */

export type { SortOrder };

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;
const MAX_SEARCH_LENGTH = 200;

/** What every content list has. */
export interface ContentListBase<K extends string> {
  q: string;
  sport: SportId | null;
  /** only mine (unlisted ones too) */
  mine: boolean;
  /** `mine`: my teams' items; a team id: that team's */
  team: string | null;
  sort: K;
  order: SortOrder;
  page: number;
  pageSize: number;
}

/** A list's own filters: everything its state holds beyond the shared part. */
export type OwnFilters<S extends ContentListBase<K>, K extends string> = Omit<S, keyof ContentListBase<K>>;

export interface ContentListKind<S extends ContentListBase<K>, K extends string> {
  sortKeys: readonly K[];
  /** the first sort key is the default; each sort's natural direction (the server's defaults) */
  defaultOrder: Record<K, SortOrder>;
  /** its own filters when nothing is chosen */
  emptyFilters: () => OwnFilters<S, K>;
  /** its own filters from an address; never fails */
  readFilters: (params: URLSearchParams) => OwnFilters<S, K>;
  /** its own filters that differ from the empty ones, written between the sport and the scope */
  writeFilters: (state: S, params: URLSearchParams) => void;
  /** how many of its own filters are on */
  countFilters: (state: S) => number;
  /**
   * A view rather than a filter (plans or practices): first in the address when not the default, kept when filters
   * are cleared, and sent last to the API.
   */
  view?: keyof OwnFilters<S, K> & string;
}

export interface ContentListUrl<S extends ContentListBase<K>, K extends string> {
  readonly sortKeys: readonly K[];
  readonly defaultOrder: Record<K, SortOrder>;
  defaults: () => S;
  parse: (params: URLSearchParams) => S;
  /** the address bar's query for a state: only what differs from the defaults, in a fixed order */
  toParams: (state: S) => URLSearchParams;
  /** the API query: the address's parameters with the view, sort and order spelled out at the end */
  toApiQuery: (state: S) => string;
  /** `?…` for links and the address bar; commas left readable (they are legal in a query) */
  search: (state: S) => string;
  /** any change of what is shown starts again at page 1 */
  withFilters: (state: S, patch: Partial<Omit<S, 'sort' | 'order' | 'page' | 'pageSize'>>) => S;
  withSort: (state: S, sort: K, order?: SortOrder) => S;
  /** clears every filter but keeps the view, the search words, the sort and the page size */
  clearFilters: (state: S) => S;
  filterCount: (state: S) => number;
}

export function contentListUrl<S extends ContentListBase<K>, K extends string>(
  kind: ContentListKind<S, K>,
): ContentListUrl<S, K> {
  const defaultSort = kind.sortKeys[0];
  if (defaultSort === undefined) throw new Error('A content list needs at least one sort key');
  const view = kind.view;

  const defaults = (): S =>
    ({
      q: '',
      sport: null,
      ...kind.emptyFilters(),
      mine: false,
      team: null,
      sort: defaultSort,
      order: kind.defaultOrder[defaultSort],
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
    }) as S;

  const parse = (params: URLSearchParams): S => {
    const sportValue = params.get('sport');
    const sortValue = params.get('sort');
    const sort = isOneOf(kind.sortKeys, sortValue) ? sortValue : defaultSort;
    const orderValue = params.get('order');
    return {
      q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
      sport: isOneOf(SPORT_IDS, sportValue) ? sportValue : null,
      ...kind.readFilters(params),
      mine: params.get('mine') === 'true',
      team: readTeamFilter(params),
      sort,
      order: orderValue === 'asc' || orderValue === 'desc' ? orderValue : kind.defaultOrder[sort],
      page: readWhole(params, 'page', 1, MAX_PAGE) ?? 1,
      pageSize: readWhole(params, 'pageSize', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    } as S;
  };

  const viewValue = (state: S): string | null => (view === undefined ? null : String(state[view]));

  const toParams = (state: S): URLSearchParams => {
    const params = new URLSearchParams();
    if (view !== undefined && state[view] !== kind.emptyFilters()[view]) params.set(view, String(state[view]));
    if (state.q.trim() !== '') params.set('q', state.q.trim());
    if (state.sport) params.set('sport', state.sport);
    kind.writeFilters(state, params);
    if (state.mine) params.set('mine', 'true');
    if (state.team) params.set('team', state.team);
    if (state.sort !== defaultSort) params.set('sort', state.sort);
    if (state.order !== kind.defaultOrder[state.sort]) params.set('order', state.order);
    if (state.page !== 1) params.set('page', String(state.page));
    if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
    return params;
  };

  const toApiQuery = (state: S): string => {
    const params = toParams(state);
    const last: [string, string | null][] = [
      [view ?? '', viewValue(state)],
      ['sort', state.sort],
      ['order', state.order],
    ];
    for (const [key, value] of last) {
      if (value === null) continue;
      params.delete(key);
      params.append(key, value);
    }
    return params.toString();
  };

  const search = (state: S): string => {
    const query = toParams(state).toString().replace(/%2C/gi, ',');
    return query === '' ? '' : `?${query}`;
  };

  return {
    sortKeys: kind.sortKeys,
    defaultOrder: kind.defaultOrder,
    defaults,
    parse,
    toParams,
    toApiQuery,
    search,
    withFilters: (state, patch) => ({ ...state, ...patch, page: 1 }),
    withSort: (state, sort, order = kind.defaultOrder[sort]) => ({ ...state, sort, order, page: 1 }),
    clearFilters: (state) => ({
      ...defaults(),
      ...(view === undefined ? {} : { [view]: state[view] }),
      q: state.q,
      sort: state.sort,
      order: state.order,
      pageSize: state.pageSize,
    }),
    filterCount: (state) =>
      kind.countFilters(state) + (state.sport ? 1 : 0) + (state.mine ? 1 : 0) + (state.team ? 1 : 0),
  };
}

/** How the sorts that every content list has read ("Date created", "Newest first"); each list adds its own. */
export const COMMON_SORT_LABELS = { newest: 'Date created', name: 'Name', votes: 'Votes' } as const;
export const COMMON_ORDER_LABELS = {
  newest: { desc: 'Newest first', asc: 'Oldest first' },
  name: { asc: 'A to Z', desc: 'Z to A' },
  votes: { desc: 'Most votes first', asc: 'Fewest votes first' },
} as const satisfies Record<string, Record<SortOrder, string>>;
