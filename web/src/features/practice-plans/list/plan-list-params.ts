import {
  DEFAULT_PLAN_LIST_SHOW,
  PHASES_OF_SEASON,
  PLAN_LIMITS,
  PRACTICE_GOALS,
  planListShowSchema,
  type PhaseOfSeason,
  type PlanListShow,
  type PracticeGoal,
} from '@sideline/domain';
import {
  choiceOf,
  contentListUrl,
  isOneOf,
  isUuid,
  readFlag,
  readList,
  readWhole,
  withChoice,
  type Choice,
  type ContentListBase,
  type SortOrder,
} from '../../../ui/content-list';

/**
 * The plan list's state in the URL (the content-list kit's search, sport, scope, sort and pages), its view (plans,
 * practices on a calendar, or both) and its own filters: phases and goals to include or exclude, participants, the
 * drills a plan contains, published or not.
 */

export const PLAN_SORT_KEYS = ['newest', 'updated', 'date', 'name', 'duration', 'votes', 'participants'] as const;
export type PlanSortKey = (typeof PLAN_SORT_KEYS)[number];
export type { Choice, SortOrder };

/** The API takes at most 20 values per list filter. */
const MAX_LIST_VALUES = 20;

export interface PlanListState extends ContentListBase<PlanSortKey> {
  /** the library of plans (default), the practices on a season calendar, or both */
  show: PlanListShow;
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
}

const isPhase = (value: string): value is PhaseOfSeason => isOneOf(PHASES_OF_SEASON, value);
const isGoal = (value: string): value is PracticeGoal => isOneOf(PRACTICE_GOALS, value);
const LISTS = ['phases', 'phasesExclude', 'goals', 'goalsExclude'] as const;
const SINGLES = ['participantsMin', 'participantsMax', 'published'] as const;

export const planList = contentListUrl<PlanListState, PlanSortKey>({
  sortKeys: PLAN_SORT_KEYS,
  // as the server has it: newest and most voted first, names A to Z
  defaultOrder: {
    newest: 'desc',
    updated: 'desc',
    date: 'asc',
    name: 'asc',
    duration: 'asc',
    votes: 'desc',
    participants: 'asc',
  },
  view: 'show',
  emptyFilters: () => ({
    show: DEFAULT_PLAN_LIST_SHOW,
    phases: [],
    phasesExclude: [],
    goals: [],
    goalsExclude: [],
    participantsMin: null,
    participantsMax: null,
    drillIds: [],
    published: null,
  }),
  readFilters: (params) => {
    // the API's own schema: an unknown value falls back to the default as a missing one does
    const show = planListShowSchema.safeParse(params.get('show') ?? undefined);
    const phases = readList(params, 'phases', { accept: isPhase, max: MAX_LIST_VALUES });
    const goals = readList(params, 'goals', { accept: isGoal, max: MAX_LIST_VALUES });
    return {
      show: show.success ? show.data : DEFAULT_PLAN_LIST_SHOW,
      phases,
      // One value cannot be both wanted and unwanted: "wanted" wins.
      phasesExclude: readList(params, 'phasesExclude', { accept: isPhase, max: MAX_LIST_VALUES }).filter(
        (phase) => !phases.includes(phase),
      ),
      goals,
      goalsExclude: readList(params, 'goalsExclude', { accept: isGoal, max: MAX_LIST_VALUES }).filter(
        (goal) => !goals.includes(goal),
      ),
      participantsMin: readWhole(params, 'participantsMin', 1, PLAN_LIMITS.participants),
      participantsMax: readWhole(params, 'participantsMax', 1, PLAN_LIMITS.participants),
      drillIds: readList(params, 'drillIds', { accept: isUuid, max: MAX_LIST_VALUES }).map((id) => id.toLowerCase()),
      published: readFlag(params, 'published'),
    };
  },
  writeFilters: (state, params) => {
    for (const key of LISTS) if (state[key].length > 0) params.set(key, state[key].join(','));
    if (state.participantsMin !== null) params.set('participantsMin', String(state.participantsMin));
    if (state.participantsMax !== null) params.set('participantsMax', String(state.participantsMax));
    if (state.drillIds.length > 0) params.set('drillIds', state.drillIds.join(','));
    if (state.published !== null) params.set('published', String(state.published));
  },
  countFilters: (state) =>
    [...LISTS, 'drillIds' as const].reduce((count, key) => count + state[key].length, 0) +
    SINGLES.filter((key) => state[key] !== null).length,
});

export const phaseChoice = (state: PlanListState, phase: PhaseOfSeason): Choice =>
  choiceOf(state.phases, state.phasesExclude, phase);

export const goalChoice = (state: PlanListState, goal: PracticeGoal): Choice =>
  choiceOf(state.goals, state.goalsExclude, goal);

/** Any change of what is shown starts again at page 1. */
export function withPhase(state: PlanListState, phase: PhaseOfSeason, choice: Choice): PlanListState {
  const [phases, phasesExclude] = withChoice(state.phases, state.phasesExclude, phase, choice);
  return { ...state, phases, phasesExclude, page: 1 };
}

export function withGoal(state: PlanListState, goal: PracticeGoal, choice: Choice): PlanListState {
  const [goals, goalsExclude] = withChoice(state.goals, state.goalsExclude, goal, choice);
  return { ...state, goals, goalsExclude, page: 1 };
}

/**
 * Which plans the list shows is a view, not a filter: choosing starts again at page 1. Practices come in calendar
 * order unless another sort was chosen; back in the library, the calendar order gives way to the default.
 */
export function withPlanShow(state: PlanListState, show: PlanListShow): PlanListState {
  const next = { ...state, show, page: 1 };
  const { defaultOrder } = planList;
  if (show === 'practices' && state.sort === 'newest') return { ...next, sort: 'date', order: defaultOrder.date };
  if (show === 'plans' && state.sort === 'date') return { ...next, sort: 'newest', order: defaultOrder.newest };
  return next;
}
