import { describe, expect, it } from 'vitest';
import { addDays, daysOf, monthsOf, packLanes, todayIn } from './season-layout';

describe('season timeline layout', () => {
  it('lists every day with its weekday, across a leap day', () => {
    const days = daysOf('2028-02-27', '2028-03-01');
    expect(days.map((d) => [d.date, d.weekday])).toEqual([
      ['2028-02-27', 0],
      ['2028-02-28', 1],
      ['2028-02-29', 2],
      ['2028-03-01', 3],
    ]);
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });
  it('groups the days into months', () => {
    expect(monthsOf(daysOf('2026-09-29', '2026-10-02')).map((m) => [m.key, m.firstIndex, m.days])).toEqual([
      ['2026-09', 0, 2],
      ['2026-10', 2, 2],
    ]);
  });
  it('stacks overlapping sections into lanes and keeps apart ones in one lane', () => {
    const a = { id: 'a', startDate: '2026-09-01', endDate: '2026-09-30' };
    const b = { id: 'b', startDate: '2026-09-20', endDate: '2026-10-10' };
    const c = { id: 'c', startDate: '2026-10-01', endDate: '2026-10-31' };
    expect(packLanes([a, b, c]).map((lane) => lane.map((s) => s.id))).toEqual([['a', 'c'], ['b']]);
  });
  it("knows the team's today, whatever the browser's zone", () => {
    const late = new Date('2026-10-20T23:30:00Z');
    expect([todayIn('Europe/Berlin', late), todayIn('America/Chicago', late)]).toEqual(['2026-10-21', '2026-10-20']);
  });
});
