import { describe, expect, it } from 'vitest';
import { nextChoice } from '../../../ui/content-list';
import { goalChoice, planList, withGoal, withPhase, withPlanShow } from './plan-list-params';

const DRILL = '5b0c1d3e-0000-4000-8000-000000000001';
const {
  filterCount: activePlanFilterCount,
  clearFilters: clearPlanFilters,
  defaults: defaultPlanListState,
  search: planListSearch,
  toApiQuery: toPlanApiQuery,
  withFilters: withPlanFilters,
  withSort: withPlanSort,
} = planList;
const parse = (query: string) => planList.parse(new URLSearchParams(query));

describe('plan list state in the URL', () => {
  it('reads every filter with the API names, comma-separated or repeated', () => {
    const state = parse(
      `q=+press+&sport=soccer&phases=mid-season,offseason&phasesExclude=offseason,end-of-season&goals=recovery&goals=conditioning&goalsExclude=recovery&participantsMin=10&participantsMax=20&drillIds=${DRILL}&published=true&mine=true&sort=name&order=desc&page=3&pageSize=50`,
    );
    expect(state).toEqual({
      show: 'plans',
      q: 'press',
      sport: 'soccer',
      phases: ['mid-season', 'offseason'],
      phasesExclude: ['end-of-season'],
      goals: ['recovery', 'conditioning'],
      goalsExclude: [],
      participantsMin: 10,
      participantsMax: 20,
      drillIds: [DRILL],
      published: true,
      mine: true,
      team: null,
      sort: 'name',
      order: 'desc',
      page: 3,
      pageSize: 50,
    });
  });

  it('drops what it does not know instead of failing', () => {
    const state = parse(
      'show=calendar&sport=cricket&phases=winter&goals=fun&participantsMin=0&participantsMax=9999&drillIds=not-a-uuid&published=maybe&sort=random&order=up&page=-1&pageSize=500',
    );
    expect(state).toEqual(defaultPlanListState());
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(planListSearch(defaultPlanListState())).toBe('');
    const state = {
      ...defaultPlanListState(),
      q: 'warm',
      goals: ['recovery' as const],
      drillIds: [DRILL],
      sort: 'votes' as const,
      order: 'desc' as const,
      page: 2,
    };
    const search = planListSearch(state);
    expect(search).toBe(`?q=warm&goals=recovery&drillIds=${DRILL}&sort=votes&page=2`);
    expect(parse(search.slice(1))).toEqual(state);
  });

  it('spells out sort and order for the API', () => {
    expect(toPlanApiQuery(defaultPlanListState())).toBe('show=plans&sort=newest&order=desc');
    expect(toPlanApiQuery(withPlanSort(defaultPlanListState(), 'duration'))).toBe('show=plans&sort=duration&order=asc');
  });

  it('shows the library of plans by default; the practices on the calendar, or all, are a choice kept in the URL', () => {
    expect(parse('').show).toBe('plans');
    const practices = withPlanShow({ ...defaultPlanListState(), page: 3 }, 'practices');
    expect([practices.show, practices.page, practices.sort, practices.order]).toEqual(['practices', 1, 'date', 'asc']);
    expect(planListSearch(practices)).toBe('?show=practices&sort=date');
    expect(parse('show=all').show).toBe('all');
    expect(toPlanApiQuery(practices)).toBe('show=practices&sort=date&order=asc');
    expect(withPlanShow(practices, 'plans')).toEqual({ ...defaultPlanListState(), page: 1 });
    expect(withPlanShow(withPlanSort(defaultPlanListState(), 'name'), 'practices').sort).toBe('name');
    expect(clearPlanFilters({ ...practices, mine: true }).show).toBe('practices');
  });

  it('cycles a goal chip: required, excluded, cleared, and goes back to page 1', () => {
    let state = { ...defaultPlanListState(), page: 4 };
    const click = () => {
      state = withGoal(state, 'recovery', nextChoice(goalChoice(state, 'recovery')));
    };
    click();
    expect([state.goals, state.goalsExclude, state.page]).toEqual([['recovery'], [], 1]);
    click();
    expect([state.goals, state.goalsExclude]).toEqual([[], ['recovery']]);
    click();
    expect([state.goals, state.goalsExclude]).toEqual([[], []]);
  });

  it('counts and clears filters, keeping search, sort and page size', () => {
    const state = withPlanFilters(
      withPhase(
        { ...defaultPlanListState(), q: 'x', pageSize: 50, sort: 'name', order: 'asc' },
        'offseason',
        'exclude',
      ),
      { mine: true, participantsMin: 5, drillIds: [DRILL] },
    );
    expect(activePlanFilterCount(state)).toBe(4);
    expect(clearPlanFilters(state)).toEqual({
      ...defaultPlanListState(),
      q: 'x',
      pageSize: 50,
      sort: 'name',
      order: 'asc',
    });
  });
});
