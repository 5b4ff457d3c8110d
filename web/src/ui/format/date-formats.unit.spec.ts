import { describe, expect, it } from 'vitest';
import { dateFormatsFor } from './date-formats';

// 2026-11-27 16:17:05 UTC: 17:17 in Berlin, 11:17 in New York.
const INSTANT = '2026-11-27T16:17:05.000Z';
const us = dateFormatsFor('en-US', 'America/New_York');
const berlin = dateFormatsFor('en-GB', 'Europe/Berlin');
const german = dateFormatsFor('de-DE', 'Europe/Berlin');

describe('date formats', () => {
  it('a day reads in the locale, with no seconds and no numeric month', () => {
    expect(us.day(INSTANT)).toBe('Nov 27, 2026');
    expect(berlin.day(INSTANT)).toBe('27 Nov 2026');
    expect(german.day(INSTANT)).toBe('27. Nov. 2026');
  });

  it('a calendar day is that day in every time zone (no shift to the day before)', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      const formats = dateFormatsFor('en-US', zone);
      expect(formats.day('2026-11-30')).toBe('Nov 30, 2026');
      expect(formats.dayWithWeekday('2026-11-30')).toBe('Mon, Nov 30, 2026');
      expect(formats.month('2026-11-01')).toBe('Nov 2026');
    }
  });

  it('an instant is shown in the viewer’s zone', () => {
    expect(us.dateTime(INSTANT)).toBe('Nov 27, 2026, 11:17');
    expect(berlin.dateTime(INSTANT)).toBe('27 Nov 2026, 17:17');
    expect(berlin.dayWithWeekday(INSTANT)).toBe('Fri, 27 Nov 2026');
    // late in the evening in New York is already the next day in Berlin
    expect(us.day('2026-11-28T03:30:00Z')).toBe('Nov 27, 2026');
    expect(berlin.day('2026-11-28T03:30:00Z')).toBe('28 Nov 2026');
  });

  it('times are the 24-hour clock, the same for an instant and a wall clock', () => {
    expect(us.time(INSTANT)).toBe('11:17');
    expect(berlin.time(INSTANT)).toBe('17:17');
    expect(us.time('2026-11-27T05:05:00Z')).toBe('00:05');
    expect(us.clock('18:30')).toBe('18:30');
    expect(us.clock('07:05')).toBe('07:05');
    expect(us.clock('not a time')).toBe('not a time');
    expect(us.clockRange('18:00', '18:33')).toBe('18:00–18:33');
    expect(us.clockRange('18:00', null)).toBe('18:00');
    expect(us.clockRange('18:00', '18:00')).toBe('18:00');
  });

  it('one input gives one text: Date, epoch ms and ISO agree', () => {
    const at = new Date(INSTANT);
    expect(new Set([us.dateTime(at), us.dateTime(at.getTime()), us.dateTime(INSTANT)]).size).toBe(1);
  });

  it('relative times up to a week, then the day', () => {
    const now = Date.parse(INSTANT);
    expect(us.relative(new Date(now - 10_000).toISOString(), now)).toBe('now');
    expect(us.relative(new Date(now - 3 * 60_000).toISOString(), now)).toBe('3 minutes ago');
    expect(us.relative(new Date(now - 2 * 3_600_000).toISOString(), now)).toBe('2 hours ago');
    expect(us.relative(new Date(now - 86_400_000).toISOString(), now)).toBe('yesterday');
    expect(us.relative(new Date(now + 2 * 3_600_000).toISOString(), now)).toBe('in 2 hours');
    expect(us.relative(new Date(now - 30 * 86_400_000).toISOString(), now)).toBe('Oct 28, 2026');
  });

  it('ranges of days share what both ends have', () => {
    expect(us.dayRange('2026-11-03', '2026-11-09')).toBe('Nov 3 – 9, 2026');
    expect(us.dayRange('2026-10-03', '2027-07-24')).toBe('Oct 3, 2026 – Jul 24, 2027');
    expect(us.dayRange('2026-11-03', '2026-11-03')).toBe('Nov 3, 2026');
    expect(berlin.dayRange('2026-11-03', '2026-12-09')).toBe('3 Nov – 9 Dec 2026');
  });

  it('what is not a date is shown as it is', () => {
    expect(us.day('soon')).toBe('soon');
    expect(us.dateTime('')).toBe('');
    expect(us.relative('later')).toBe('later');
  });
});
