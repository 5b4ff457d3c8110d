import { readTeamFilter } from '../../teams';
import { SPORT_IDS, type SportId } from '@sideline/domain';

/**
 * The drill list's whole state lives in the URL, with the API's own parameter names, so a shared link shows the
 * same view and the page asks the API exactly what the address bar says. Parsing never fails: unknown or bad
 * values are dropped. Serialising leaves defaults out, so every view has one canonical address.
 */

export const FACET_KEYS = ['skillLevels', 'complexity', 'skills', 'positions', 'drillTypes'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

export const SORT_KEYS = ['newest', 'name', 'complexity', 'length', 'votes', 'usage'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/** The natural direction of each sort: newest and most voted first, names A to Z. */
export const DEFAULT_ORDER: Record<SortKey, SortOrder> = {
  newest: 'desc',
  name: 'asc',
  complexity: 'asc',
  length: 'asc',
  votes: 'desc',
  usage: 'desc',
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const MAX_NUMBER_FILTER = 1000;

export type FacetSelection = Record<FacetKey, string[]>;

export interface DrillListState {
  q: string;
  sport: SportId | null;
  /** any of these */
  include: FacetSelection;
  /** none of these */
  exclude: FacetSelection;
  /** a group size: drills whose player range contains it */
  players: number | null;
  /** drills whose longest length is at least this */
  lengthMin: number | null;
  /** drills whose shortest length is at most this */
  lengthMax: number | null;
  hasVideo: boolean | null;
  hasDiagrams: boolean | null;
  /** only my drills (including unlisted ones) */
  mine: boolean;
  /** `mine`: my teams' drills; a team id: that team's */
  team: string | null;
  sort: SortKey;
  order: SortOrder;
  page: number;
  pageSize: number;
}

const emptyFacets = (): FacetSelection => ({
  skillLevels: [],
  complexity: [],
  skills: [],
  positions: [],
  drillTypes: [],
});

export function defaultListState(): DrillListState {
  return {
    q: '',
    sport: null,
    include: emptyFacets(),
    exclude: emptyFacets(),
    players: null,
    lengthMin: null,
    lengthMax: null,
    hasVideo: null,
    hasDiagrams: null,
    mine: false,
    team: null,
    sort: 'newest',
    order: DEFAULT_ORDER.newest,
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

const excludeKey = (facet: FacetKey) => `${facet}Exclude`;

function readList(params: URLSearchParams, key: string): string[] {
  const raw = params.get(key);
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map((value) => value.trim())
        .filter((value) => value !== ''),
    ),
  ];
}

function readWhole(params: URLSearchParams, key: string, min: number, max: number): number | null {
  const raw = params.get(key);
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number.parseInt(raw, 10);
  return value >= min && value <= max ? value : null;
}

function readFlag(params: URLSearchParams, key: string): boolean | null {
  const raw = params.get(key);
  return raw === 'true' ? true : raw === 'false' ? false : null;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

export function parseListParams(params: URLSearchParams): DrillListState {
  const state = defaultListState();
  state.q = (params.get('q') ?? '').trim().slice(0, 200);
  const sport = params.get('sport');
  state.sport = isOneOf(SPORT_IDS, sport) ? sport : null;
  for (const facet of FACET_KEYS) {
    state.include[facet] = readList(params, facet);
    // One value cannot be both wanted and unwanted: "any of" wins.
    state.exclude[facet] = readList(params, excludeKey(facet)).filter((value) => !state.include[facet].includes(value));
  }
  state.players = readWhole(params, 'players', 1, MAX_NUMBER_FILTER);
  state.lengthMin = readWhole(params, 'lengthMin', 0, MAX_NUMBER_FILTER);
  state.lengthMax = readWhole(params, 'lengthMax', 0, MAX_NUMBER_FILTER);
  state.hasVideo = readFlag(params, 'hasVideo');
  state.hasDiagrams = readFlag(params, 'hasDiagrams');
  state.mine = params.get('mine') === 'true';
  state.team = readTeamFilter(params);
  const sort = params.get('sort');
  state.sort = isOneOf(SORT_KEYS, sort) ? sort : 'newest';
  const order = params.get('order');
  state.order = order === 'asc' || order === 'desc' ? order : DEFAULT_ORDER[state.sort];
  state.page = readWhole(params, 'page', 1, Number.MAX_SAFE_INTEGER) ?? 1;
  state.pageSize = readWhole(params, 'pageSize', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
  return state;
}

/** The address bar's query for a state: only what differs from the defaults, in a fixed order. */
export function toListParams(state: DrillListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  if (state.sport) params.set('sport', state.sport);
  for (const facet of FACET_KEYS) {
    if (state.include[facet].length > 0) params.set(facet, state.include[facet].join(','));
    if (state.exclude[facet].length > 0) params.set(excludeKey(facet), state.exclude[facet].join(','));
  }
  if (state.players !== null) params.set('players', String(state.players));
  if (state.lengthMin !== null) params.set('lengthMin', String(state.lengthMin));
  if (state.lengthMax !== null) params.set('lengthMax', String(state.lengthMax));
  if (state.hasVideo !== null) params.set('hasVideo', String(state.hasVideo));
  if (state.hasDiagrams !== null) params.set('hasDiagrams', String(state.hasDiagrams));
  if (state.mine) params.set('mine', 'true');
  if (state.team) params.set('team', state.team);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.order !== DEFAULT_ORDER[state.sort]) params.set('order', state.order);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/**
 * The API query for a state: the URL's parameters plus sort and order spelled out (the server has its own defaults).
 */
export function toApiQuery(state: DrillListState): string {
  const params = toListParams(state);
  params.set('sort', state.sort);
  params.set('order', state.order);
  return params.toString();
}

export type FacetChoice = 'include' | 'exclude' | null;

export function facetChoice(state: DrillListState, facet: FacetKey, value: string): FacetChoice {
  if (state.include[facet].includes(value)) return 'include';
  if (state.exclude[facet].includes(value)) return 'exclude';
  return null;
}

/** A chip's next state on click: not filtered → any of → none of → not filtered. */
export function nextFacetChoice(choice: FacetChoice): FacetChoice {
  return choice === null ? 'include' : choice === 'include' ? 'exclude' : null;
}

/** Any change of what is shown starts again at page 1. */
export function withFacet(state: DrillListState, facet: FacetKey, value: string, choice: FacetChoice): DrillListState {
  const include = state.include[facet].filter((v) => v !== value);
  const exclude = state.exclude[facet].filter((v) => v !== value);
  if (choice === 'include') include.push(value);
  if (choice === 'exclude') exclude.push(value);
  return {
    ...state,
    include: { ...state.include, [facet]: include },
    exclude: { ...state.exclude, [facet]: exclude },
    page: 1,
  };
}

export type FilterPatch = Partial<Omit<DrillListState, 'include' | 'exclude' | 'page' | 'pageSize' | 'sort' | 'order'>>;

export function withFilters(state: DrillListState, patch: FilterPatch): DrillListState {
  return { ...state, ...patch, page: 1 };
}

export function withSort(state: DrillListState, sort: SortKey, order: SortOrder = DEFAULT_ORDER[sort]): DrillListState {
  return { ...state, sort, order, page: 1 };
}

/** Clears every filter but keeps the search words, the sort and the page size. */
export function clearFilters(state: DrillListState): DrillListState {
  const cleared = defaultListState();
  return { ...cleared, q: state.q, sort: state.sort, order: state.order, pageSize: state.pageSize };
}

export function activeFilterCount(state: DrillListState): number {
  let count = 0;
  for (const facet of FACET_KEYS) count += state.include[facet].length + state.exclude[facet].length;
  for (const value of [
    state.sport,
    state.players,
    state.lengthMin,
    state.lengthMax,
    state.hasVideo,
    state.hasDiagrams,
    state.team,
  ]) {
    if (value !== null) count += 1;
  }
  return count + (state.mine ? 1 : 0);
}

/** `?…` for links and the address bar; commas left readable (they are legal in a query). */
export function listSearch(state: DrillListState): string {
  const query = toListParams(state).toString().replace(/%2C/gi, ',');
  return query === '' ? '' : `?${query}`;
}
