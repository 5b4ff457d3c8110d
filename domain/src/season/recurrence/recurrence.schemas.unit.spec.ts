import { describe, expect, it } from 'vitest';
import { createRecurrenceSchema, DEFAULT_SKIP_MARKER_TYPES } from './recurrence.schemas';

const series = {
  name: 'Tue/Thu',
  pattern: { kind: 'weekly', weekdays: [2, 4] },
  startDate: '2026-09-01',
  endDate: '2026-12-20',
};

describe('a new series', () => {
  it('skips breaks, games and tournaments unless the coach says otherwise', () => {
    const parsed = createRecurrenceSchema.parse(series);
    expect(parsed.skipMarkerTypes).toEqual([...DEFAULT_SKIP_MARKER_TYPES]);
    expect(parsed.skipMarkerTypes).toContain('break');
  });

  it('keeps what the coach chose, none included', () => {
    expect(createRecurrenceSchema.parse({ ...series, skipMarkerTypes: [] }).skipMarkerTypes).toEqual([]);
    expect(createRecurrenceSchema.parse({ ...series, skipMarkerTypes: ['game'] }).skipMarkerTypes).toEqual(['game']);
  });
});
