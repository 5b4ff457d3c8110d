import { describe, expect, it } from 'vitest';
import { choiceOf, nextChoice, readFlag, readList, readTeamFilter, readWhole, withChoice } from './url-readers';

const params = (query: string) => new URLSearchParams(query);

describe('the team filter in a list address', () => {
  it('reads mine or a team id, and nothing else', () => {
    expect(readTeamFilter(params('team=mine'))).toBe('mine');
    expect(readTeamFilter(params('team=5B0C1D3E-0000-4000-8000-000000000001'))).toBe(
      '5b0c1d3e-0000-4000-8000-000000000001',
    );
    expect(readTeamFilter(params('team=riverside'))).toBeNull();
    expect(readTeamFilter(params(''))).toBeNull();
  });
});

describe('list filters in an address', () => {
  it('reads comma-separated and repeated values, trimmed, once each, in the order given', () => {
    expect(readList(params('tags=zone,, press ,zone&tags=Box%20%20one'), 'tags')).toEqual(['zone', 'press', 'Box one']);
    expect(readList(params(''), 'tags')).toEqual([]);
  });

  it('keeps only accepted values, up to the limit', () => {
    const isDigit = (value: string): value is `${number}` => /^\d$/.test(value);
    expect(readList(params('n=1,x,2,3,4'), 'n', { accept: isDigit, max: 3 })).toEqual(['1', '2', '3']);
  });

  it('reads whole numbers within their range and flags, and nothing else', () => {
    expect(readWhole(params('n=12'), 'n', 1, 100)).toBe(12);
    expect(readWhole(params('n=0'), 'n', 1, 100)).toBeNull();
    expect(readWhole(params('n=101'), 'n', 1, 100)).toBeNull();
    expect(readWhole(params('n=1.5'), 'n', 1, 100)).toBeNull();
    expect(readWhole(params('n=-3'), 'n', 1, 100)).toBeNull();
    expect([readFlag(params('f=true'), 'f'), readFlag(params('f=false'), 'f'), readFlag(params('f=yes'), 'f')]).toEqual(
      [true, false, null],
    );
  });
});

describe('include and exclude chips', () => {
  it('cycle not filtered → wanted → unwanted → not filtered, one list at a time', () => {
    let lists: [string[], string[]] = [['a'], []];
    expect(choiceOf(...lists, 'b')).toBeNull();
    lists = withChoice(...lists, 'b', nextChoice(choiceOf(...lists, 'b')));
    expect(lists).toEqual([['a', 'b'], []]);
    lists = withChoice(...lists, 'b', nextChoice(choiceOf(...lists, 'b')));
    expect(lists).toEqual([['a'], ['b']]);
    lists = withChoice(...lists, 'b', nextChoice(choiceOf(...lists, 'b')));
    expect(lists).toEqual([['a'], []]);
  });
});
