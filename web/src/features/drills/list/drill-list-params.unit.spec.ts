import { describe, expect, it } from 'vitest';
import { nextChoice as nextFacetChoice } from '../../../ui/content-list';
import { drillList, facetChoice, withFacet } from './drill-list-params';

const {
  filterCount: activeFilterCount,
  clearFilters,
  defaults: defaultListState,
  search: listSearch,
  toApiQuery,
  toParams: toListParams,
  withFilters,
  withSort,
} = drillList;
const parse = (query: string) => drillList.parse(new URLSearchParams(query));

describe('drill list state in the URL', () => {
  it('reads every filter, sort and page from the query string', () => {
    const state = parse(
      'q=pass+drill&sport=quadball&skillLevels=Beginner,Intermediate&skillLevelsExclude=Expert&complexity=Low' +
        '&skills=Passing&skillsExclude=Tackling&positions=chaser&positionsExclude=seeker&drillTypes=Warmup&drillTypesExclude=Contact' +
        '&players=8&lengthMin=10&lengthMax=20&hasVideo=true&hasDiagrams=false&mine=true&sort=votes&order=asc&page=3&pageSize=50',
    );
    expect(state).toEqual({
      q: 'pass drill',
      sport: 'quadball',
      include: {
        skillLevels: ['Beginner', 'Intermediate'],
        complexity: ['Low'],
        skills: ['Passing'],
        positions: ['chaser'],
        drillTypes: ['Warmup'],
      },
      exclude: {
        skillLevels: ['Expert'],
        complexity: [],
        skills: ['Tackling'],
        positions: ['seeker'],
        drillTypes: ['Contact'],
      },
      players: 8,
      lengthMin: 10,
      lengthMax: 20,
      hasVideo: true,
      hasDiagrams: false,
      mine: true,
      team: null,
      sort: 'votes',
      order: 'asc',
      page: 3,
      pageSize: 50,
    });
  });

  it('round-trips: state → query → state, and a shared link gives the same state', () => {
    let state = defaultListState();
    state = withFacet(state, 'skills', 'Passing', 'include');
    state = withFacet(state, 'positions', 'beater', 'exclude');
    state = withFilters(state, { q: 'zone', sport: 'quadball', players: 6, hasDiagrams: true });
    state = withSort(state, 'name', 'desc');
    state = { ...state, page: 2, pageSize: 10 };
    const query = toListParams(state).toString();
    expect(parse(query)).toEqual(state);
    expect(parse(listSearch(state).slice(1))).toEqual(state);
  });

  it('leaves defaults out, so each view has one address', () => {
    expect(toListParams(defaultListState()).toString()).toBe('');
    expect(listSearch(defaultListState())).toBe('');
    // newest is newest-first by default; name is A to Z by default
    expect(toListParams(withSort(defaultListState(), 'name')).toString()).toBe('sort=name');
    expect(toListParams(withSort(defaultListState(), 'name', 'desc')).toString()).toBe('sort=name&order=desc');
    expect(listSearch(withFacet(defaultListState(), 'skills', 'Passing', 'include'))).toBe('?skills=Passing');
  });

  it('keeps commas readable in links and separates list values with them', () => {
    let state = withFacet(defaultListState(), 'skillLevels', 'Beginner', 'include');
    state = withFacet(state, 'skillLevels', 'New to Sport', 'include');
    expect(listSearch(state)).toBe('?skillLevels=Beginner,New+to+Sport');
    expect(parse(listSearch(state).slice(1)).include.skillLevels).toEqual(['Beginner', 'New to Sport']);
  });

  it('always spells out sort and order for the API', () => {
    expect(toApiQuery(defaultListState())).toBe('sort=newest&order=desc');
    const state = withFilters(defaultListState(), { q: 'rondo', mine: true });
    expect(new URLSearchParams(toApiQuery(state)).get('q')).toBe('rondo');
    expect(new URLSearchParams(toApiQuery(state)).get('mine')).toBe('true');
  });

  it('drops what it cannot use instead of failing', () => {
    const state = parse(
      'sport=cricket&sort=random&order=sideways&page=0&pageSize=500&players=-3&lengthMax=ten&hasVideo=maybe&mine=yes&skills=,,Passing,,Passing',
    );
    expect(state.sport).toBeNull();
    expect(state.sort).toBe('newest');
    expect(state.order).toBe('desc');
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(20);
    expect(state.players).toBeNull();
    expect(state.lengthMax).toBeNull();
    expect(state.hasVideo).toBeNull();
    expect(state.mine).toBe(false);
    expect(state.include.skills).toEqual(['Passing']);
  });

  it('takes the default order of the sort when none is given', () => {
    expect(parse('sort=name').order).toBe('asc');
    expect(parse('sort=votes').order).toBe('desc');
    expect(parse('sort=length').order).toBe('asc');
  });

  it('a value cannot be required and excluded at once: required wins', () => {
    const state = parse('skills=Passing&skillsExclude=Passing,Tackling');
    expect(state.include.skills).toEqual(['Passing']);
    expect(state.exclude.skills).toEqual(['Tackling']);
  });
});

describe('changing the list', () => {
  it('cycles a chip: not filtered → required → excluded → not filtered', () => {
    let state = { ...defaultListState(), page: 4 };
    expect(facetChoice(state, 'complexity', 'High')).toBeNull();
    state = withFacet(state, 'complexity', 'High', nextFacetChoice(facetChoice(state, 'complexity', 'High')));
    expect(facetChoice(state, 'complexity', 'High')).toBe('include');
    expect(state.page).toBe(1);
    state = withFacet(state, 'complexity', 'High', nextFacetChoice(facetChoice(state, 'complexity', 'High')));
    expect(facetChoice(state, 'complexity', 'High')).toBe('exclude');
    expect(state.include.complexity).toEqual([]);
    state = withFacet(state, 'complexity', 'High', nextFacetChoice(facetChoice(state, 'complexity', 'High')));
    expect(facetChoice(state, 'complexity', 'High')).toBeNull();
    expect(toListParams(state).toString()).toBe('');
  });

  it('starts again at page 1 when filters or the sort change, and keeps the page size', () => {
    const state = { ...defaultListState(), page: 5, pageSize: 50 };
    expect(withFilters(state, { hasVideo: true }).page).toBe(1);
    expect(withSort(state, 'length').page).toBe(1);
    expect(withSort(state, 'length').pageSize).toBe(50);
  });

  it('clears every filter but keeps the search words, sort and page size', () => {
    let state = withFacet(defaultListState(), 'drillTypes', 'Warmup', 'include');
    state = withFilters(state, { q: 'tag', sport: 'soccer', players: 10, mine: true, hasVideo: false });
    state = withSort({ ...state, pageSize: 10 }, 'votes');
    expect(activeFilterCount(state)).toBe(5);
    const cleared = clearFilters(state);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(listSearch(cleared)).toBe('?q=tag&sort=votes&pageSize=10');
  });
});
