import { describe, expect, it } from 'vitest';
import { localDateTime, zonedInstant, zoneOffsetMinutes } from './zoned-time';

describe('zoned time', () => {
  it('keeps 17:30 local in Berlin on both sides of the October change', () => {
    expect(zonedInstant('2026-10-22', '17:30', 'Europe/Berlin')).toBe('2026-10-22T15:30:00.000Z');
    expect(zonedInstant('2026-10-27', '17:30', 'Europe/Berlin')).toBe('2026-10-27T16:30:00.000Z');
  });

  it('keeps 17:30 local in Chicago on both sides of the March change', () => {
    expect(zonedInstant('2027-03-11', '17:30', 'America/Chicago')).toBe('2027-03-11T23:30:00.000Z');
    expect(zonedInstant('2027-03-16', '17:30', 'America/Chicago')).toBe('2027-03-16T22:30:00.000Z');
  });

  it('is right on the very day the clocks change, in either direction', () => {
    expect(zonedInstant('2027-03-28', '17:30', 'Europe/Berlin')).toBe('2027-03-28T15:30:00.000Z');
    expect(zonedInstant('2026-10-25', '17:30', 'Europe/Berlin')).toBe('2026-10-25T16:30:00.000Z');
  });

  it('moves a time inside the spring-forward gap later by the gap, and takes the first of a doubled hour', () => {
    expect(zonedInstant('2027-03-28', '02:30', 'Europe/Berlin')).toBe('2027-03-28T01:30:00.000Z');
    expect(localDateTime('2027-03-28T01:30:00.000Z', 'Europe/Berlin')).toEqual({ date: '2027-03-28', time: '03:30' });
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('works in zones without daylight saving and with half-hour offsets', () => {
    expect(zonedInstant('2026-07-01', '17:30', 'Asia/Kolkata')).toBe('2026-07-01T12:00:00.000Z');
    expect(zoneOffsetMinutes('UTC', Date.parse('2026-07-01T00:00:00Z'))).toBe(0);
    expect(zonedInstant('2026-12-31', '23:00', 'Pacific/Auckland')).toBe('2026-12-31T10:00:00.000Z');
  });

  it('reads an instant back as the local date and time', () => {
    expect(localDateTime('2026-10-27T16:30:00.000Z', 'Europe/Berlin')).toEqual({ date: '2026-10-27', time: '17:30' });
    expect(localDateTime('2027-01-01T04:30:00.000Z', 'America/Chicago')).toEqual({ date: '2026-12-31', time: '22:30' });
  });
});
