import { describe, expect, it } from 'vitest';
import { previewSeries, seriesOccurrences } from './recurrence-preview';
import { berlin, tueThu } from './testing/recurrence-fixtures';

describe('recurrence preview', () => {
  it('lists every date with "will create", at 17:30 local before and after both clock changes', () => {
    const preview = previewSeries(tueThu(), berlin(), { from: '2026-10-20', to: '2026-10-29' });
    expect(preview.entries.map((e) => [e.date, e.weekday, e.status, e.startsAt])).toEqual([
      ['2026-10-20', 'Tuesday', 'create', '2026-10-20T15:30:00.000Z'],
      ['2026-10-22', 'Thursday', 'create', '2026-10-22T15:30:00.000Z'],
      ['2026-10-27', 'Tuesday', 'create', '2026-10-27T16:30:00.000Z'],
      ['2026-10-29', 'Thursday', 'create', '2026-10-29T16:30:00.000Z'],
    ]);
    const spring = previewSeries(tueThu(), berlin(), { from: '2027-03-23', to: '2027-03-30' });
    expect(spring.entries.map((e) => e.startsAt)).toEqual([
      '2027-03-23T16:30:00.000Z',
      '2027-03-25T16:30:00.000Z',
      '2027-03-30T15:30:00.000Z',
    ]);
  });

  it('skips exception dates, cancelled dates and days under a chosen marker type, saying why', () => {
    const series = tueThu({
      exceptionDates: ['2026-09-08'],
      cancelled: ['2026-09-10'],
      skipMarkerTypes: ['tournament'],
    });
    const markers = [
      { type: 'tournament', title: 'Autumn Cup', startDate: '2026-09-17', endDate: '2026-09-18' },
      { type: 'game', title: 'League game', startDate: '2026-09-15', endDate: '2026-09-15' },
    ];
    const preview = previewSeries(series, berlin({ markers }), { from: '2026-09-07', to: '2026-09-18' });
    expect(preview.entries.map((e) => [e.date, e.status, e.reason, e.message])).toEqual([
      ['2026-09-08', 'skipped', 'exception', 'Skipped: an exception date of the series'],
      ['2026-09-10', 'skipped', 'cancelled', 'Skipped: this practice was cancelled'],
      // a day under a marker of a type the series does not skip is made, and the preview says what it falls under
      ['2026-09-15', 'create', null, 'Will create (in League game)'],
      ['2026-09-17', 'skipped', 'marker', 'Skipped: tournament "Autumn Cup" on this day'],
    ]);
    expect(preview.counts).toEqual({ total: 4, create: 1, exists: 0, skipped: 3 });
  });

  it('shows a moved occurrence on its new day and time, kept even under a marker', () => {
    const series = tueThu({
      moved: { '2026-09-17': { date: '2026-09-19', startTime: '10:00' } },
      skipMarkerTypes: ['game'],
    });
    const markers = [{ type: 'game', title: 'Derby', startDate: '2026-09-19', endDate: '2026-09-19' }];
    const [entry] = previewSeries(series, berlin({ markers }), { from: '2026-09-17', to: '2026-09-17' }).entries;
    expect(entry).toMatchObject({
      key: 'r1:2026-09-17',
      originalDate: '2026-09-17',
      date: '2026-09-19',
      weekday: 'Saturday',
      startTime: '10:00',
      status: 'create',
      message: 'Will create (moved from 2026-09-17) (in Derby)',
    });
  });

  it('marks dates whose practice exists, and skips dates outside the season', () => {
    const preview = previewSeries(
      tueThu({ startDate: '2027-06-28', endDate: '2027-07-06' }),
      berlin({ generated: { 'r1:2027-06-29': 'plan-1' } }),
    );
    expect(preview.entries.map((e) => [e.date, e.status, e.planId])).toEqual([
      ['2027-06-29', 'exists', 'plan-1'],
      ['2027-07-01', 'skipped', null],
      ['2027-07-06', 'skipped', null],
    ]);
    expect(preview.entries[1]!.reason).toBe('outside-season');
    expect(preview.practices).toBe(1);
  });

  it('lists a month without day 31 as skipped with the reason', () => {
    const series = tueThu({
      pattern: { kind: 'monthly', monthDays: [31] },
      startDate: '2026-09-01',
      endDate: '2026-12-31',
    });
    const preview = previewSeries(series, berlin());
    expect(preview.entries.map((e) => [e.date, e.status, e.reason])).toEqual([
      ['2026-09-30', 'skipped', 'no-such-day'],
      ['2026-10-31', 'create', null],
      ['2026-11-30', 'skipped', 'no-such-day'],
      ['2026-12-31', 'create', null],
    ]);
    expect(preview.entries[0]!.message).toBe(
      'Skipped: September 2026 has no 31st: the series skips that month (no practice is moved to another day).',
    );
  });

  it('counts the practices of the whole series (what the 500 limit is checked against)', () => {
    const daily = tueThu({
      pattern: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6], intervalWeeks: 1 },
      startDate: '2026-08-01',
      anchorDate: '2026-08-01',
      endDate: '2027-06-30',
    });
    expect(previewSeries(daily, berlin()).practices).toBe(334);
  });

  it('gives the occurrences generation works through, with stable keys', () => {
    const occurrences = seriesOccurrences(tueThu({ endDate: '2026-09-08', exceptionDates: ['2026-09-03'] }), berlin());
    expect(occurrences).toEqual([
      {
        key: 'r1:2026-09-01',
        seriesId: 'r1',
        originalDate: '2026-09-01',
        date: '2026-09-01',
        startTime: '17:30',
        durationMinutes: 90,
      },
      {
        key: 'r1:2026-09-08',
        seriesId: 'r1',
        originalDate: '2026-09-08',
        date: '2026-09-08',
        startTime: '17:30',
        durationMinutes: 90,
      },
    ]);
  });
});
