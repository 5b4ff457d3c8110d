import { describe, expect, it } from 'vitest';
import { rowsToTimeline, stepMinutes, suggestedMinutes, timelineRows } from './timeline-rows';

const sections = [
  { id: 'a', key: 'Warm-up', name: 'Warm-up', goals: [], notes: '' },
  { id: 'b', key: null, name: 'Beater 2v2', goals: [], notes: '' },
  { id: 'c', key: 'Scrimmage', name: 'Scrimmage', goals: [], notes: '' },
];

describe('timeline rows', () => {
  it("suggest the pack's share of the practice for predefined sections, nothing for custom ones", () => {
    expect(suggestedMinutes({ key: 'Warm-up' }, 90, 'quadball')).toBe(15);
    expect(suggestedMinutes({ key: 'Warm-up' }, 60, 'quadball')).toBe(10);
    expect(suggestedMinutes({ key: 'Cool-down' }, 30, 'quadball')).toBe(5);
    expect(suggestedMinutes({ key: null }, 90, 'quadball')).toBe(0);
  });

  it("keep the minutes given, in the sections' order, and drop those of sections no longer chosen", () => {
    const rows = timelineRows(
      sections,
      {
        sectionMinutes: [
          { sectionId: 'c', minutes: 40 },
          { sectionId: 'gone', minutes: 10 },
        ],
      },
      90,
      'quadball',
    );
    expect(rows).toEqual([
      { sectionId: 'a', name: 'Warm-up', minutes: 15 },
      { sectionId: 'b', name: 'Beater 2v2', minutes: 0 },
      { sectionId: 'c', name: 'Scrimmage', minutes: 40 },
    ]);
    expect(rowsToTimeline(rows)).toEqual({
      sectionMinutes: [
        { sectionId: 'a', minutes: 15 },
        { sectionId: 'b', minutes: 0 },
        { sectionId: 'c', minutes: 40 },
      ],
    });
  });

  it('±5 stays within 1 and a whole day', () => {
    expect(stepMinutes(3, -5)).toBe(1);
    expect(stepMinutes(0, 5)).toBe(5);
    expect(stepMinutes(1438, 5)).toBe(1440);
  });
});
