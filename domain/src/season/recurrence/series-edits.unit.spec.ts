import { describe, expect, it } from 'vitest';
import { previewSeries } from './recurrence-preview';
import { berlin, tueThu } from './testing/recurrence-fixtures';
import { cancelOccurrence, editWholeSeries, moveOccurrence, restoreOccurrence, splitSeries } from './series-edits';

const dates = (series: ReturnType<typeof tueThu>, from: string, to: string) =>
  previewSeries(series, berlin(), { from, to })
    .entries.filter((e) => e.status !== 'skipped')
    .map((e) => `${e.date} ${e.startTime}`);

describe('series edits', () => {
  it('"this and following" ends the series the day before and starts a new one with the change', () => {
    const series = tueThu({
      exceptionDates: ['2026-09-08', '2026-09-24'],
      cancelled: ['2026-09-29'],
      moved: { '2026-09-03': { date: '2026-09-04', startTime: '17:30' } },
    });
    const { before, after } = splitSeries(series, '2026-09-15', 'r2', { startTime: '18:00' });
    expect(before).toMatchObject({
      id: 'r1',
      endDate: '2026-09-14',
      exceptionDates: ['2026-09-08'],
      cancelled: [],
      moved: { '2026-09-03': { date: '2026-09-04', startTime: '17:30' } },
    });
    expect(after).toMatchObject({
      id: 'r2',
      startDate: '2026-09-15',
      endDate: '2027-05-31',
      startTime: '18:00',
      exceptionDates: ['2026-09-24'],
      cancelled: ['2026-09-29'],
      moved: {},
    });
    expect(dates(before, '2026-09-01', '2026-09-30')).toEqual([
      '2026-09-01 17:30',
      '2026-09-04 17:30',
      '2026-09-10 17:30',
    ]);
    expect(dates(after, '2026-09-01', '2026-09-30')).toEqual([
      '2026-09-15 18:00',
      '2026-09-17 18:00',
      '2026-09-22 18:00',
    ]);
  });

  it('keeps an "every 2 weeks" series in step across a split, and counts a new pattern from the split', () => {
    const series = tueThu({ pattern: { kind: 'weekly', weekdays: [2], intervalWeeks: 2 } });
    const kept = splitSeries(series, '2026-09-08', 'r2', { durationMinutes: 60 }).after;
    expect(dates(kept, '2026-09-01', '2026-10-01')).toEqual(['2026-09-15 17:30', '2026-09-29 17:30']);
    const changed = splitSeries(series, '2026-09-08', 'r2', {
      pattern: { kind: 'weekly', weekdays: [2], intervalWeeks: 2 },
    }).after;
    expect(changed.anchorDate).toBe('2026-09-01');
    const repatterned = splitSeries(series, '2026-09-08', 'r2', {
      pattern: { kind: 'weekly', weekdays: [4], intervalWeeks: 2 },
    }).after;
    expect(dates(repatterned, '2026-09-01', '2026-10-01')).toEqual(['2026-09-10 17:30', '2026-09-24 17:30']);
  });

  it('edits the whole series, re-anchoring only when the pattern or start changes', () => {
    expect(editWholeSeries(tueThu(), { durationMinutes: 60 }).anchorDate).toBe('2026-09-01');
    expect(editWholeSeries(tueThu(), { startDate: '2026-09-10' }).anchorDate).toBe('2026-09-10');
  });

  it('moves one occurrence without touching the others, and moving it back clears the move', () => {
    const moved = moveOccurrence(tueThu(), '2026-09-03', { date: '2026-09-05', startTime: '10:00' });
    expect(dates(moved, '2026-09-01', '2026-09-08')).toEqual([
      '2026-09-01 17:30',
      '2026-09-05 10:00',
      '2026-09-08 17:30',
    ]);
    expect(moveOccurrence(moved, '2026-09-03', { date: '2026-09-03', startTime: '17:30' }).moved).toEqual({});
  });

  it('cancels one occurrence (the series goes on) and restores it', () => {
    const cancelled = cancelOccurrence(tueThu(), '2026-09-03');
    expect(dates(cancelled, '2026-09-01', '2026-09-08')).toEqual(['2026-09-01 17:30', '2026-09-08 17:30']);
    expect(cancelOccurrence(cancelled, '2026-09-03')).toBe(cancelled);
    expect(restoreOccurrence(cancelled, '2026-09-03').cancelled).toEqual([]);
  });
});
