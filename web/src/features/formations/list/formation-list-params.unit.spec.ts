import { describe, expect, it } from 'vitest';
import { formationList, hasTag, toggleTag, toggleType } from './formation-list-params';

const {
  filterCount: activeFilterCount,
  clearFilters,
  defaults: defaultListState,
  search: listSearch,
  toApiQuery,
  withFilters,
  withSort,
} = formationList;
const parse = (query: string) => formationList.parse(new URLSearchParams(query));

describe('formation list state in the URL', () => {
  it('reads nothing as the defaults, and writes the defaults as an empty query', () => {
    expect(parse('')).toEqual(defaultListState());
    expect(listSearch(defaultListState())).toBe('');
  });

  it('reads every filter with the API’s names and writes them back in one canonical order', () => {
    const state = parse(
      'tags=zone, Press&formationType=defense,offense&sport=basketball&q=%20horns%20&mine=true&sort=name&order=desc&page=3&pageSize=50',
    );
    expect(state).toEqual({
      q: 'horns',
      sport: 'basketball',
      types: ['offense', 'defense'],
      tags: ['zone', 'Press'],
      mine: true,
      team: null,
      sort: 'name',
      order: 'desc',
      page: 3,
      pageSize: 50,
    });
    expect(listSearch(state)).toBe(
      '?q=horns&sport=basketball&formationType=offense,defense&tags=zone,Press&mine=true&sort=name&order=desc&page=3&pageSize=50',
    );
  });

  it('drops what it does not understand instead of failing', () => {
    const state = parse(
      'sport=curling&formationType=zone,attack&sort=random&order=sideways&page=0&pageSize=500&mine=yes&tags=,,',
    );
    expect(state).toEqual(defaultListState());
  });

  it('accepts repeated parameters and keeps the first spelling of a tag in any case', () => {
    expect(parse('tags=Zone&tags=zone,press&formationType=other&formationType=defense')).toMatchObject({
      tags: ['Zone', 'press'],
      types: ['defense', 'other'],
    });
  });

  it('leaves an order out when it is the natural one for the sort', () => {
    expect(listSearch(withSort(defaultListState(), 'votes'))).toBe('?sort=votes');
    expect(listSearch(withSort(defaultListState(), 'votes', 'asc'))).toBe('?sort=votes&order=asc');
    expect(parse('sort=type').order).toBe('asc');
  });

  it('asks the API with sort and order spelled out', () => {
    expect(toApiQuery(parse('q=box'))).toBe('q=box&sort=newest&order=desc');
  });

  it('goes back to page 1 when the filters change, and toggles types and tags', () => {
    const start = { ...defaultListState(), page: 4 };
    const typed = toggleType(start, 'defense');
    expect(typed).toMatchObject({ types: ['defense'], page: 1 });
    expect(toggleType(toggleType(typed, 'offense'), 'defense').types).toEqual(['offense']);
    const tagged = toggleTag(start, 'Zone');
    expect(hasTag(tagged, 'zone')).toBe(true);
    expect(toggleTag(tagged, 'ZONE').tags).toEqual([]);
    expect(withFilters(start, { mine: true }).page).toBe(1);
  });

  it('counts and clears filters, keeping the search, sort and page size', () => {
    let state = withFilters(defaultListState(), { q: 'press', sport: 'soccer', mine: true, tags: ['high'] });
    state = toggleType(withSort({ ...state, pageSize: 10 }, 'name'), 'offense');
    expect(activeFilterCount(state)).toBe(4);
    const cleared = clearFilters(state);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(listSearch(cleared)).toBe('?q=press&sort=name&pageSize=10');
  });
});
