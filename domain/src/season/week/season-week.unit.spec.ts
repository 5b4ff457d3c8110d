import { describe, expect, it } from 'vitest';
import { weekDays } from './season-week';

describe('week days', () => {
  it("start on the team's first day of week", () => {
    expect(weekDays('2026-09-03', 1)).toMatchObject({
      weekStart: '2026-08-31',
      days: [{ date: '2026-08-31', weekday: 'Monday' }, {}, {}, {}, {}, {}, { date: '2026-09-06', weekday: 'Sunday' }],
    });
    expect(weekDays('2026-09-03', 0).weekStart).toBe('2026-08-30');
    expect(weekDays('2026-08-30', 1).weekStart).toBe('2026-08-24');
    expect(weekDays('2026-09-05', 6).weekStart).toBe('2026-09-05');
  });
  it('cross months and years', () => {
    expect(weekDays('2027-01-01', 1).days.map((d) => d.date)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});
