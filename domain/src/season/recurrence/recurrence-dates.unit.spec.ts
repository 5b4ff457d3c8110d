import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-dates';
import { RULE_EXPANSION_LIMITS, ruleDates } from './recurrence-dates';

const weekly = (weekdays: number[], intervalWeeks = 1) => ({ kind: 'weekly' as const, weekdays, intervalWeeks });

describe('recurrence dates (RRULE)', () => {
  it('refuses to expand a range longer than a season, before building a single date, for every kind of rule', () => {
    const started = performance.now();
    for (const pattern of [weekly([0, 1, 2, 3, 4, 5, 6]), { kind: 'monthly' as const, monthDays: [1, 31] }]) {
      expect(() => ruleDates(pattern, '2026-09-01', '2026-09-01', '9999-12-31', 1)).toThrow(
        expect.objectContaining({
          code: 'RECURRENCE.RANGE_TOO_LONG',
          details: { fields: { endDate: [expect.stringContaining('at most 750 days')] } },
        }),
      );
      // an anchor long before the window counts: the rule is walked from it
      expect(() => ruleDates(pattern, '1900-01-01', '2026-09-01', '2026-09-30', 1)).toThrow(
        expect.objectContaining({ code: 'RECURRENCE.RANGE_TOO_LONG' }),
      );
    }
    expect(performance.now() - started).toBeLessThan(500);
    const longest = ruleDates(
      weekly([0, 1, 2, 3, 4, 5, 6]),
      '2026-01-01',
      '2026-01-01',
      addDays('2026-01-01', RULE_EXPANSION_LIMITS.days),
      1,
    ).dates;
    expect(longest.length).toBe(RULE_EXPANSION_LIMITS.days + 1);
    expect(longest.length).toBeLessThanOrEqual(RULE_EXPANSION_LIMITS.dates);
  });

  it('gives the chosen weekdays of every week', () => {
    expect(ruleDates(weekly([2, 4]), '2026-09-01', '2026-09-01', '2026-09-14', 1).dates).toEqual([
      '2026-09-01',
      '2026-09-03',
      '2026-09-08',
      '2026-09-10',
    ]);
  });

  it('counts "every 2 weeks" from the week the series starts, not from the preview window', () => {
    // The series starts on Thursday 2026-09-03: that week is on, the next is off, and so on.
    const fromStart = ruleDates(weekly([2, 4], 2), '2026-09-03', '2026-09-03', '2026-10-02', 1).dates;
    expect(fromStart).toEqual(['2026-09-03', '2026-09-15', '2026-09-17', '2026-09-29', '2026-10-01']);
    // A window starting in an "off" week still follows the series' own rhythm.
    expect(ruleDates(weekly([2, 4], 2), '2026-09-03', '2026-09-07', '2026-10-02', 1).dates).toEqual([
      '2026-09-15',
      '2026-09-17',
      '2026-09-29',
      '2026-10-01',
    ]);
  });

  it("counts weeks by the team's first day of week", () => {
    // Anchor Sunday 2026-09-06. Weeks starting Sunday: the anchor's week holds Tue 8th; weeks starting Monday: it holds
    // Tue 1st (before the start).
    expect(ruleDates(weekly([2], 2), '2026-09-06', '2026-09-06', '2026-09-30', 0).dates).toEqual([
      '2026-09-08',
      '2026-09-22',
    ]);
    expect(ruleDates(weekly([2], 2), '2026-09-06', '2026-09-06', '2026-09-30', 1).dates).toEqual([
      '2026-09-15',
      '2026-09-29',
    ]);
  });

  it('gives monthly days of the month, and names each month that has no such day', () => {
    const result = ruleDates({ kind: 'monthly', monthDays: [31, 15] }, '2027-01-01', '2027-01-01', '2027-04-30', 1);
    expect(result.dates).toEqual(['2027-01-15', '2027-01-31', '2027-02-15', '2027-03-15', '2027-03-31', '2027-04-15']);
    expect(result.missingMonthDays.map((m) => m.date)).toEqual(['2027-02-28', '2027-04-30']);
    expect(result.missingMonthDays[0]!.reason).toContain('February 2027 has no 31st');
  });

  it('knows leap years: the 29th of February exists in 2028 and not in 2027', () => {
    const pattern = { kind: 'monthly' as const, monthDays: [29] };
    expect(ruleDates(pattern, '2027-02-01', '2027-02-01', '2027-02-28', 1)).toEqual({
      dates: [],
      missingMonthDays: [{ date: '2027-02-28', reason: expect.stringContaining('February 2027 has no 29th') }],
    });
    expect(ruleDates(pattern, '2028-02-01', '2028-02-01', '2028-02-29', 1).dates).toEqual(['2028-02-29']);
    expect(ruleDates(weekly([2]), '2028-02-22', '2028-02-22', '2028-03-07', 1).dates).toEqual([
      '2028-02-22',
      '2028-02-29',
      '2028-03-07',
    ]);
  });

  it('gives nothing for an empty window', () => {
    expect(ruleDates(weekly([2]), '2026-09-01', '2026-09-10', '2026-09-01', 1)).toEqual({
      dates: [],
      missingMonthDays: [],
    });
  });
});
