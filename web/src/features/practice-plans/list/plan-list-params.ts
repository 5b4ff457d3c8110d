import { readTeamFilter } from '../../teams';
import {
  DEFAULT_PLAN_LIST_SHOW,
  PHASES_OF_SEASON,
  PLAN_LIMITS,
  PRACTICE_GOALS,
  SPORT_IDS,
  planListShowSchema,
  type PhaseOfSeason,
  type PlanListShow,
  type PracticeGoal,
  type SportId,
} from '@sideline/domain';

/**
 * The plan list's whole state lives in the URL, with the API's own parameter names, so a shared link shows the same
 * view and the page asks the API exactly what the address bar says. Parsing never fails: unknown or bad values are
 * dropped. Serialising leaves defaults out, so every view has one canonical address.
 */

export const PLAN_SORT_KEYS = ['newest', 'updated', 'date', 'name', 'duration', 'votes', 'participants'] as const;
export type PlanSortKey = (typeof PLAN_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/** The natural direction of each sort, as the server has it: newest and most voted first, names A to Z. */
export const DEFAULT_PLAN_ORDER: Record<PlanSortKey, SortOrder> = {
  newest: 'desc',
  updated: 'desc',
  date: 'asc',
  name: 'asc',
  duration: 'asc',
  votes: 'desc',
  participants: 'asc',
};

export const PLAN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PLAN_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
/** The API takes at most 20 values per list filter. */
const MAX_LIST_VALUES = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PlanListState {
  /** the library of plans (default), the practices on a season calendar, or both */
  show: PlanListShow;
  q: string;
  sport: SportId | null;
  /** any of these phases */
  phases: PhaseOfSeason[];
  /** none of these phases */
  phasesExclude: PhaseOfSeason[];
  /** all of these goals */
  goals: PracticeGoal[];
  /** none of these goals */
  goalsExclude: PracticeGoal[];
  participantsMin: number | null;
  participantsMax: number | null;
  /** plans that contain every one of these drills */
  drillIds: string[];
  /** true: published only; false: unpublished only */
  published: boolean | null;
  /** only my plans (including unlisted ones) */
  mine: boolean;
  /** `mine`: my teams' plans; a team id: that team's */
  team: string | null;
  sort: PlanSortKey;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export function defaultPlanListState(): PlanListState {
  return {
    show: DEFAULT_PLAN_LIST_SHOW,
    q: '',
    sport: null,
    phases: [],
    phasesExclude: [],
    goals: [],
    goalsExclude: [],
    participantsMin: null,
    participantsMax: null,
    drillIds: [],
    published: null,
    mine: false,
    team: null,
    sort: 'newest',
    order: DEFAULT_PLAN_ORDER.newest,
    page: 1,
    pageSize: DEFAULT_PLAN_PAGE_SIZE,
  };
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

function readList<T extends string>(params: URLSearchParams, key: string, accept: (value: string) => value is T): T[] {
  // Comma-separated or repeated, as the API takes them.
  const values = params
    .getAll(key)
    .flatMap((raw) => raw.split(','))
    .map((value) => value.trim());
  return [...new Set(values.filter(accept))].slice(0, MAX_LIST_VALUES);
}

function readWhole(params: URLSearchParams, key: string, min: number, max: number): number | null {
  const raw = params.get(key);
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number.parseInt(raw, 10);
  return value >= min && value <= max ? value : null;
}

const isPhase = (value: string): value is PhaseOfSeason => isOneOf(PHASES_OF_SEASON, value);
const isGoal = (value: string): value is PracticeGoal => isOneOf(PRACTICE_GOALS, value);
const isUuid = (value: string): value is string => UUID.test(value);

export function parsePlanListParams(params: URLSearchParams): PlanListState {
  const state = defaultPlanListState();
  // the API's own schema: an unknown value falls back to the default as a missing one does
  const show = planListShowSchema.safeParse(params.get('show') ?? undefined);
  state.show = show.success ? show.data : DEFAULT_PLAN_LIST_SHOW;
  state.q = (params.get('q') ?? '').trim().slice(0, 200);
  const sport = params.get('sport');
  state.sport = isOneOf(SPORT_IDS, sport) ? sport : null;
  state.phases = readList(params, 'phases', isPhase);
  // One value cannot be both wanted and unwanted: "wanted" wins.
  state.phasesExclude = readList(params, 'phasesExclude', isPhase).filter((phase) => !state.phases.includes(phase));
  state.goals = readList(params, 'goals', isGoal);
  state.goalsExclude = readList(params, 'goalsExclude', isGoal).filter((goal) => !state.goals.includes(goal));
  state.participantsMin = readWhole(params, 'participantsMin', 1, PLAN_LIMITS.participants);
  state.participantsMax = readWhole(params, 'participantsMax', 1, PLAN_LIMITS.participants);
  state.drillIds = readList(params, 'drillIds', isUuid).map((id) => id.toLowerCase());
  const published = params.get('published');
  state.published = published === 'true' ? true : published === 'false' ? false : null;
  state.mine = params.get('mine') === 'true';
  state.team = readTeamFilter(params);
  const sort = params.get('sort');
  state.sort = isOneOf(PLAN_SORT_KEYS, sort) ? sort : 'newest';
  const order = params.get('order');
  state.order = order === 'asc' || order === 'desc' ? order : DEFAULT_PLAN_ORDER[state.sort];
  state.page = readWhole(params, 'page', 1, 100_000) ?? 1;
  state.pageSize = readWhole(params, 'pageSize', 1, MAX_PAGE_SIZE) ?? DEFAULT_PLAN_PAGE_SIZE;
  return state;
}

/** The address bar's query for a state: only what differs from the defaults, in a fixed order. */
export function toPlanListParams(state: PlanListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.show !== DEFAULT_PLAN_LIST_SHOW) params.set('show', state.show);
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  if (state.sport) params.set('sport', state.sport);
  const lists = {
    phases: state.phases,
    phasesExclude: state.phasesExclude,
    goals: state.goals,
    goalsExclude: state.goalsExclude,
  } as const;
  for (const [key, values] of Object.entries(lists)) if (values.length > 0) params.set(key, values.join(','));
  if (state.participantsMin !== null) params.set('participantsMin', String(state.participantsMin));
  if (state.participantsMax !== null) params.set('participantsMax', String(state.participantsMax));
  if (state.drillIds.length > 0) params.set('drillIds', state.drillIds.join(','));
  if (state.published !== null) params.set('published', String(state.published));
  if (state.mine) params.set('mine', 'true');
  if (state.team) params.set('team', state.team);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.order !== DEFAULT_PLAN_ORDER[state.sort]) params.set('order', state.order);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PLAN_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** The API query for a state: the URL's parameters plus sort and order spelled out. */
export function toPlanApiQuery(state: PlanListState): string {
  const params = toPlanListParams(state);
  // always at the end, in one order, whatever the address bar held
  for (const [key, value] of [
    ['show', state.show],
    ['sort', state.sort],
    ['order', state.order],
  ] as const) {
    params.delete(key);
    params.append(key, value);
  }
  return params.toString();
}

/** `?…` for links and the address bar; commas left readable (they are legal in a query). */
export function planListSearch(state: PlanListState): string {
  const query = toPlanListParams(state).toString().replace(/%2C/gi, ',');
  return query === '' ? '' : `?${query}`;
}

export type Choice = 'include' | 'exclude' | null;

/** A chip's next state on click: not filtered → wanted → unwanted → not filtered. */
export const nextChoice = (choice: Choice): Choice =>
  choice === null ? 'include' : choice === 'include' ? 'exclude' : null;

export function phaseChoice(state: PlanListState, phase: PhaseOfSeason): Choice {
  return state.phases.includes(phase) ? 'include' : state.phasesExclude.includes(phase) ? 'exclude' : null;
}

export function goalChoice(state: PlanListState, goal: PracticeGoal): Choice {
  return state.goals.includes(goal) ? 'include' : state.goalsExclude.includes(goal) ? 'exclude' : null;
}

function chosen<T>(include: readonly T[], exclude: readonly T[], value: T, choice: Choice): [T[], T[]] {
  const nextInclude = include.filter((v) => v !== value);
  const nextExclude = exclude.filter((v) => v !== value);
  if (choice === 'include') nextInclude.push(value);
  if (choice === 'exclude') nextExclude.push(value);
  return [nextInclude, nextExclude];
}

/** Any change of what is shown starts again at page 1. */
export function withPhase(state: PlanListState, phase: PhaseOfSeason, choice: Choice): PlanListState {
  const [phases, phasesExclude] = chosen(state.phases, state.phasesExclude, phase, choice);
  return { ...state, phases, phasesExclude, page: 1 };
}

export function withGoal(state: PlanListState, goal: PracticeGoal, choice: Choice): PlanListState {
  const [goals, goalsExclude] = chosen(state.goals, state.goalsExclude, goal, choice);
  return { ...state, goals, goalsExclude, page: 1 };
}

export type PlanFilterPatch = Partial<
  Pick<
    PlanListState,
    'q' | 'sport' | 'participantsMin' | 'participantsMax' | 'drillIds' | 'published' | 'mine' | 'team'
  >
>;

export function withPlanFilters(state: PlanListState, patch: PlanFilterPatch): PlanListState {
  return { ...state, ...patch, page: 1 };
}

export function withPlanSort(
  state: PlanListState,
  sort: PlanSortKey,
  order: SortOrder = DEFAULT_PLAN_ORDER[sort],
): PlanListState {
  return { ...state, sort, order, page: 1 };
}

/**
 * Which plans the list shows is a view, not a filter: choosing starts again at page 1. Practices come in calendar
 * order unless another sort was chosen; back in the library, the calendar order gives way to the default.
 */
export function withPlanShow(state: PlanListState, show: PlanListShow): PlanListState {
  const next = { ...state, show, page: 1 };
  if (show === 'practices' && state.sort === 'newest') return { ...next, sort: 'date', order: DEFAULT_PLAN_ORDER.date };
  if (show === 'plans' && state.sort === 'date') return { ...next, sort: 'newest', order: DEFAULT_PLAN_ORDER.newest };
  return next;
}

/** Clears every filter but keeps the view (plans or practices), the search words, the sort and the page size. */
export function clearPlanFilters(state: PlanListState): PlanListState {
  return {
    ...defaultPlanListState(),
    show: state.show,
    q: state.q,
    sort: state.sort,
    order: state.order,
    pageSize: state.pageSize,
  };
}

export function activePlanFilterCount(state: PlanListState): number {
  const lists =
    state.phases.length +
    state.phasesExclude.length +
    state.goals.length +
    state.goalsExclude.length +
    state.drillIds.length;
  const singles = [state.sport, state.participantsMin, state.participantsMax, state.published, state.team].filter(
    (value) => value !== null,
  ).length;
  return lists + singles + (state.mine ? 1 : 0);
}
