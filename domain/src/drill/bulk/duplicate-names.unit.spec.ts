import { describe, expect, it } from 'vitest';
import { drillNameKey, duplicateKey, duplicatesInFile } from './duplicate-names';

describe('duplicate drill names', () => {
  it('compares names ignoring case and spacing', () => {
    expect(drillNameKey('  Three  Man Weave ')).toBe(drillNameKey('three man weave'));
    expect(duplicateKey('quadball', 'Box')).not.toBe(duplicateKey('soccer', 'Box'));
  });

  it('points each repeat at the first row with that name, per sport', () => {
    const duplicates = duplicatesInFile([
      { row: 2, sport: 'quadball', name: 'Box drill' },
      { row: 3, sport: 'soccer', name: 'Box drill' },
      { row: 4, sport: 'quadball', name: 'BOX  DRILL' },
      { row: 5, sport: 'quadball', name: 'box drill ' },
      { row: 6, sport: 'quadball', name: 'Other' },
    ]);
    expect([...duplicates]).toEqual([
      [4, 2],
      [5, 2],
    ]);
  });

  it('never flags rows without a name', () => {
    expect(
      duplicatesInFile([
        { row: 2, sport: 'quadball', name: undefined },
        { row: 3, sport: 'quadball', name: undefined },
        { row: 4, sport: 'quadball', name: ' ' },
        { row: 5, sport: 'quadball', name: ' ' },
      ]).size,
    ).toBe(0);
  });
});
