import { describe, expect, it } from 'vitest';
import type { RecurrenceEvent } from './recurrence.events';
import { recurrencesDecider } from './recurrence.decider';
import { cal, created, input, spec } from './testing/recurrence-decider-givens';
import { tueThu } from './testing/recurrence-fixtures';

describe('recurrence decider: series', () => {
  it('creates a series anchored on its first day, once', () => {
    spec
      .given([])
      .when({ type: 'CreateRecurrence', data: { seasonId: 's1', series: input(), calendar: cal } })
      .then(created);
    spec
      .given(created)
      .when({ type: 'CreateRecurrence', data: { seasonId: 's1', series: input(), calendar: cal } })
      .thenThrows('RECURRENCE.ALREADY_EXISTS');
  });

  it('refuses a second series of the same name (ignoring case), a series outside the season, and one of more than 500 practices', () => {
    spec
      .given(created)
      .when({
        type: 'CreateRecurrence',
        data: { seasonId: 's1', series: input({ id: 'r2', name: 'TUE/THU practice ' }), calendar: cal },
      })
      .thenThrows('RECURRENCE.DUPLICATE_NAME');
    spec
      .given([])
      .when({
        type: 'CreateRecurrence',
        data: { seasonId: 's1', series: input({ endDate: '2027-07-31' }), calendar: cal },
      })
      .thenThrows('RECURRENCE.OUTSIDE_SEASON');
    const longSeason = { ...cal, season: { startDate: '2026-01-01', endDate: '2027-12-31' } };
    const daily = input({
      pattern: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6], intervalWeeks: 1 },
      startDate: '2026-01-01',
      endDate: '2027-12-31',
    });
    expect(() =>
      recurrencesDecider.decide(
        { type: 'CreateRecurrence', data: { seasonId: 's1', series: daily, calendar: longSeason } },
        recurrencesDecider.initialState(),
      ),
    ).toThrow(
      'This would make 730 practices; a recurring practice makes at most 500. Choose fewer days or a shorter range.',
    );
  });

  it('keeps a season to 20 series, for a new one and for a split', () => {
    const full: RecurrenceEvent[] = Array.from({ length: 20 }, (_, i) => ({
      type: 'RecurrenceCreated',
      data: { seasonId: 's1', series: tueThu({ id: i ? `r${i + 1}` : 'r1', name: `Series ${i + 1}` }) },
    }));
    spec
      .given(full)
      .when({
        type: 'CreateRecurrence',
        data: { seasonId: 's1', series: input({ id: 'r21', name: 'One more' }), calendar: cal },
      })
      .thenThrows('RECURRENCE.TOO_MANY_SERIES');
    spec
      .given(full)
      .when({
        type: 'EditRecurrence',
        data: {
          seriesId: 'r1',
          changes: { startTime: '19:00' },
          scope: { kind: 'following', from: '2026-09-15', newSeriesId: 'r21' },
          calendar: cal,
        },
      })
      .thenThrows('RECURRENCE.TOO_MANY_SERIES');
    spec
      .given(full.slice(1))
      .when({
        type: 'CreateRecurrence',
        data: { seasonId: 's1', series: input({ id: 'r21', name: 'One more' }), calendar: cal },
      })
      .then([expect.objectContaining({ type: 'RecurrenceCreated' })] as never);
  });

  it('edits the whole series; nothing for no change', () => {
    spec
      .given(created)
      .when({
        type: 'EditRecurrence',
        data: { seriesId: 'r1', changes: { startTime: '18:00' }, scope: { kind: 'all' }, calendar: cal },
      })
      .then([
        {
          type: 'RecurrenceChanged',
          data: { seasonId: 's1', seriesId: 'r1', from: tueThu(), to: tueThu({ startTime: '18:00' }) },
        },
      ]);
    spec
      .given(created)
      .when({
        type: 'EditRecurrence',
        data: { seriesId: 'r1', changes: { startTime: '17:30' }, scope: { kind: 'all' }, calendar: cal },
      })
      .thenNothingHappens();
    spec
      .given([])
      .when({
        type: 'EditRecurrence',
        data: { seriesId: 'r1', changes: { startTime: '18:00' }, scope: { kind: 'all' }, calendar: cal },
      })
      .thenThrows('RECURRENCE.NOT_FOUND');
  });

  it('splits for "this and following", naming the new half after the date', () => {
    spec
      .given(created)
      .when({
        type: 'EditRecurrence',
        data: {
          seriesId: 'r1',
          changes: { durationMinutes: 60 },
          scope: { kind: 'following', from: '2027-01-05', newSeriesId: 'r2' },
          calendar: cal,
        },
      })
      .then([
        {
          type: 'RecurrenceSplit',
          data: {
            seasonId: 's1',
            seriesId: 'r1',
            from: '2027-01-05',
            before: tueThu({ endDate: '2027-01-04' }),
            after: tueThu({
              id: 'r2',
              name: 'Tue/Thu practice (from 2027-01-05)',
              startDate: '2027-01-05',
              durationMinutes: 60,
            }),
          },
        },
      ]);
    spec
      .given(created)
      .when({
        type: 'EditRecurrence',
        data: {
          seriesId: 'r1',
          changes: { durationMinutes: 60 },
          scope: { kind: 'following', from: '2027-06-05', newSeriesId: 'r2' },
          calendar: cal,
        },
      })
      .thenThrows('RECURRENCE.NOT_AN_OCCURRENCE');
  });

  it("moves, cancels and restores one occurrence; a date that is not one of the series' is refused", () => {
    spec
      .given(created)
      .when({
        type: 'MoveOccurrence',
        data: {
          seriesId: 'r1',
          originalDate: '2026-09-03',
          to: { date: '2026-09-04', startTime: '17:30' },
          calendar: cal,
        },
      })
      .then([
        {
          type: 'RecurrenceOccurrenceMoved',
          data: {
            seasonId: 's1',
            seriesId: 'r1',
            originalDate: '2026-09-03',
            from: null,
            to: { date: '2026-09-04', startTime: '17:30' },
          },
        },
      ]);
    spec
      .given(created)
      .when({
        type: 'MoveOccurrence',
        data: {
          seriesId: 'r1',
          originalDate: '2026-09-02',
          to: { date: '2026-09-04', startTime: '17:30' },
          calendar: cal,
        },
      })
      .thenThrows('RECURRENCE.NOT_AN_OCCURRENCE');
    spec
      .given(created)
      .when({
        type: 'MoveOccurrence',
        data: {
          seriesId: 'r1',
          originalDate: '2026-09-03',
          to: { date: '2027-09-04', startTime: '17:30' },
          calendar: cal,
        },
      })
      .thenThrows('RECURRENCE.OUTSIDE_SEASON');
    const cancelled: RecurrenceEvent = {
      type: 'RecurrenceOccurrenceCancelled',
      data: { seasonId: 's1', seriesId: 'r1', originalDate: '2026-09-03' },
    };
    spec
      .given(created)
      .when({ type: 'CancelOccurrence', data: { seriesId: 'r1', originalDate: '2026-09-03', calendar: cal } })
      .then([cancelled]);
    spec
      .given([...created, cancelled])
      .when({ type: 'CancelOccurrence', data: { seriesId: 'r1', originalDate: '2026-09-03', calendar: cal } })
      .thenNothingHappens();
    spec
      .given([...created, cancelled])
      .when({ type: 'RestoreOccurrence', data: { seriesId: 'r1', originalDate: '2026-09-03' } })
      .then([
        { type: 'RecurrenceOccurrenceRestored', data: { seasonId: 's1', seriesId: 'r1', originalDate: '2026-09-03' } },
      ]);
  });

  it('removes a series (its practices stay), which frees its name', () => {
    const removed: RecurrenceEvent = { type: 'RecurrenceRemoved', data: { seasonId: 's1', series: tueThu() } };
    spec
      .given(created)
      .when({ type: 'RemoveRecurrence', data: { seriesId: 'r1' } })
      .then([removed]);
    spec
      .given([...created, removed])
      .when({ type: 'CreateRecurrence', data: { seasonId: 's1', series: input({ id: 'r2' }), calendar: cal } })
      .then([{ type: 'RecurrenceCreated', data: { seasonId: 's1', series: tueThu({ id: 'r2' }) } }]);
  });
});
