import { readTeamFilter } from '../../teams';
import { FORMATION_LIMITS, FORMATION_TYPES, SPORT_IDS, type FormationType, type SportId } from '@sideline/domain';

/**
 * The formation list's whole state lives in the URL, with the API's own parameter names (`formationType`, `tags`,
 * comma-separated), so a shared link shows the same view and the page asks the API exactly what the address bar says.
 * Parsing never fails: unknown or bad values are dropped. Serialising leaves defaults out (one address per view).
 */

export const SORT_KEYS = ['newest', 'name', 'updated', 'votes', 'type'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/** The natural direction of each sort (the server's defaults): newest, latest edited and most voted first, A to Z. */
export const DEFAULT_ORDER: Record<SortKey, SortOrder> = {
  newest: 'desc',
  name: 'asc',
  updated: 'desc',
  votes: 'desc',
  type: 'asc',
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
/** the API accepts at most this many values per list filter */
const MAX_LIST_VALUES = 40;

export interface FormationListState {
  q: string;
  sport: SportId | null;
  /** any of these types */
  types: FormationType[];
  /** any of these tags */
  tags: string[];
  /** only mine (unlisted ones too) */
  mine: boolean;
  /** `mine`: my teams' formations; a team id: that team's */
  team: string | null;
  sort: SortKey;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export function defaultListState(): FormationListState {
  return {
    q: '',
    sport: null,
    types: [],
    tags: [],
    mine: false,
    team: null,
    sort: 'newest',
    order: DEFAULT_ORDER.newest,
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

function readList(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((raw) => raw.split(','))
    .map((value) => value.trim().replace(/\s+/g, ' '))
    .filter((value) => value !== '');
}

function readWhole(params: URLSearchParams, key: string, min: number, max: number): number | null {
  const raw = params.get(key);
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number.parseInt(raw, 10);
  return value >= min && value <= max ? value : null;
}

/** Tags match in any case on the server: keep the first spelling of each, drop what the API would refuse. */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    const key = tag.toLowerCase();
    if (tag.length > FORMATION_LIMITS.tag || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept.slice(0, MAX_LIST_VALUES);
}

export function parseListParams(params: URLSearchParams): FormationListState {
  const state = defaultListState();
  state.q = (params.get('q') ?? '').trim().slice(0, 200);
  const sport = params.get('sport');
  state.sport = isOneOf(SPORT_IDS, sport) ? sport : null;
  const types = new Set(readList(params, 'formationType'));
  // In the domain's order, so `?formationType=defense,offense` and `offense,defense` are one view.
  state.types = FORMATION_TYPES.filter((type) => types.has(type));
  state.tags = uniqueTags(readList(params, 'tags'));
  state.mine = params.get('mine') === 'true';
  state.team = readTeamFilter(params);
  const sort = params.get('sort');
  state.sort = isOneOf(SORT_KEYS, sort) ? sort : 'newest';
  const order = params.get('order');
  state.order = order === 'asc' || order === 'desc' ? order : DEFAULT_ORDER[state.sort];
  state.page = readWhole(params, 'page', 1, 100_000) ?? 1;
  state.pageSize = readWhole(params, 'pageSize', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
  return state;
}

/** The address bar's query for a state: only what differs from the defaults, in a fixed order. */
export function toListParams(state: FormationListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  if (state.sport) params.set('sport', state.sport);
  if (state.types.length > 0) params.set('formationType', state.types.join(','));
  if (state.tags.length > 0) params.set('tags', state.tags.join(','));
  if (state.mine) params.set('mine', 'true');
  if (state.team) params.set('team', state.team);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.order !== DEFAULT_ORDER[state.sort]) params.set('order', state.order);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** The API query for a state: the URL's parameters with sort and order spelled out. */
export function toApiQuery(state: FormationListState): string {
  const params = toListParams(state);
  params.set('sort', state.sort);
  params.set('order', state.order);
  return params.toString();
}

/** `?…` for links and the address bar; commas left readable (they are legal in a query). */
export function listSearch(state: FormationListState): string {
  const query = toListParams(state).toString().replace(/%2C/gi, ',');
  return query === '' ? '' : `?${query}`;
}

export type FilterPatch = Partial<Pick<FormationListState, 'q' | 'sport' | 'types' | 'tags' | 'mine' | 'team'>>;

/** Any change of what is shown starts again at page 1. */
export function withFilters(state: FormationListState, patch: FilterPatch): FormationListState {
  return { ...state, ...patch, page: 1 };
}

export function toggleType(state: FormationListState, type: FormationType): FormationListState {
  const chosen = new Set(state.types);
  if (chosen.has(type)) chosen.delete(type);
  else chosen.add(type);
  return withFilters(state, { types: FORMATION_TYPES.filter((t) => chosen.has(t)) });
}

export function toggleTag(state: FormationListState, tag: string): FormationListState {
  const key = tag.toLowerCase();
  const has = state.tags.some((t) => t.toLowerCase() === key);
  return withFilters(state, {
    tags: has ? state.tags.filter((t) => t.toLowerCase() !== key) : uniqueTags([...state.tags, tag]),
  });
}

export const hasTag = (state: FormationListState, tag: string) =>
  state.tags.some((t) => t.toLowerCase() === tag.toLowerCase());

export function withSort(
  state: FormationListState,
  sort: SortKey,
  order: SortOrder = DEFAULT_ORDER[sort],
): FormationListState {
  return { ...state, sort, order, page: 1 };
}

/** Clears every filter but keeps the search words, the sort and the page size. */
export function clearFilters(state: FormationListState): FormationListState {
  return { ...defaultListState(), q: state.q, sort: state.sort, order: state.order, pageSize: state.pageSize };
}

export function activeFilterCount(state: FormationListState): number {
  return (state.sport ? 1 : 0) + state.types.length + state.tags.length + (state.mine ? 1 : 0) + (state.team ? 1 : 0);
}
