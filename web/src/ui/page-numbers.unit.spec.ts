import { describe, expect, it } from 'vitest';
import { pageItems } from './page-numbers';

describe('page links', () => {
  it('shows the ends and the pages around the current one, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    // a gap of exactly one page shows the page instead of "…"
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});
