import { describe, expect, it } from 'vitest';
import { contentListUrl, type ContentListBase } from './list-url-state';
import { readList } from './url-readers';

/** A list of its own for the kit: one filter (colours), a view (cards or rows), two sorts. */
type Sort = 'newest' | 'name';
interface ShelfState extends ContentListBase<Sort> {
  layout: 'cards' | 'rows';
  colours: string[];
}

const shelf = contentListUrl<ShelfState, Sort>({
  sortKeys: ['newest', 'name'],
  defaultOrder: { newest: 'desc', name: 'asc' },
  view: 'layout',
  emptyFilters: () => ({ layout: 'cards', colours: [] }),
  readFilters: (params) => ({
    layout: params.get('layout') === 'rows' ? 'rows' : 'cards',
    colours: readList(params, 'colours'),
  }),
  writeFilters: (state, params) => {
    if (state.colours.length > 0) params.set('colours', state.colours.join(','));
  },
  countFilters: (state) => state.colours.length,
});

const parse = (query: string) => shelf.parse(new URLSearchParams(query));

describe('a content list in the address bar', () => {
  it('starts from the first sort in its natural direction, page 1 of 20, nothing filtered', () => {
    expect(shelf.defaults()).toEqual({
      q: '',
      sport: null,
      layout: 'cards',
      colours: [],
      mine: false,
      team: null,
      sort: 'newest',
      order: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(shelf.search(shelf.defaults())).toBe('');
  });

  it('writes the view first, then search, sport, its own filters, scope, sort and pages, and reads them back', () => {
    const state: ShelfState = {
      ...shelf.defaults(),
      layout: 'rows',
      q: 'cone',
      sport: 'soccer',
      colours: ['red', 'blue'],
      mine: true,
      team: 'mine',
      sort: 'name',
      order: 'desc',
      page: 3,
      pageSize: 50,
    };
    const search = shelf.search(state);
    expect(search).toBe(
      '?layout=rows&q=cone&sport=soccer&colours=red,blue&mine=true&team=mine&sort=name&order=desc&page=3&pageSize=50',
    );
    expect(parse(search.slice(1))).toEqual(state);
  });

  it('sends the view, sort and order last to the API, whatever the address holds', () => {
    expect(shelf.toApiQuery(shelf.defaults())).toBe('layout=cards&sort=newest&order=desc');
    expect(shelf.toApiQuery({ ...shelf.defaults(), sort: 'name', order: 'asc', page: 2 })).toBe(
      'page=2&layout=cards&sort=name&order=asc',
    );
  });

  it('drops what it cannot use: an unknown sport or sort, a page out of range, a long search', () => {
    const state = parse(`sport=curling&sort=random&order=up&page=0&pageSize=500&mine=yes&q=${'a'.repeat(300)}`);
    expect({ ...state, q: '' }).toEqual(shelf.defaults());
    expect(state.q).toHaveLength(200);
    expect(parse('page=100001').page).toBe(1);
    expect(parse('sort=name').order).toBe('asc');
  });

  it('starts again at page 1 when filters or the sort change', () => {
    const state = { ...shelf.defaults(), page: 4, pageSize: 50 };
    expect(shelf.withFilters(state, { colours: ['red'] }).page).toBe(1);
    expect(shelf.withSort(state, 'name')).toMatchObject({ sort: 'name', order: 'asc', page: 1, pageSize: 50 });
  });

  it('counts the shared filters with its own, and clearing keeps view, search, sort and page size', () => {
    const state: ShelfState = {
      ...shelf.defaults(),
      layout: 'rows',
      q: 'cone',
      sport: 'soccer',
      colours: ['red', 'blue'],
      mine: true,
      team: 'mine',
      sort: 'name',
      order: 'asc',
      page: 2,
      pageSize: 10,
    };
    expect(shelf.filterCount(state)).toBe(5);
    const cleared = shelf.clearFilters(state);
    expect(shelf.filterCount(cleared)).toBe(0);
    expect(shelf.search(cleared)).toBe('?layout=rows&q=cone&sort=name&pageSize=10');
  });
});
