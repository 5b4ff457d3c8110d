/**
 * Local wall-clock time in an IANA zone ↔ instants, with the runtime's Intl data (no hand-written offsets).
 * A local time the day does not have (inside a spring-forward gap) is moved later by the gap; a time the day has
 * twice (fall-back) is the first of them: both are what calendar apps do.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in minutes (Berlin in summer: +120). */
export function zoneOffsetMinutes(zone: string, instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/** The instant (ISO, UTC) of a local date and time in the zone. */
export function zonedInstant(date: string, time: string, zone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offset before and after the wall time: equal on ordinary days; they differ on the day the clocks change.
  const before = zoneOffsetMinutes(zone, wall - 86_400_000 / 2);
  const after = zoneOffsetMinutes(zone, wall + 86_400_000 / 2);
  const withBefore = wall - before * 60_000;
  const withAfter = wall - after * 60_000;
  // The first reading of the wall time that the zone actually shows at that instant (fall-back: the earlier one).
  for (const candidate of [Math.min(withBefore, withAfter), Math.max(withBefore, withAfter)]) {
    if (candidate + zoneOffsetMinutes(zone, candidate) * 60_000 === wall) return new Date(candidate).toISOString();
  }
  // In a spring-forward gap: the clock jumps over this time, so it is moved later by the gap.
  return new Date(wall - before * 60_000).toISOString();
}

/** The local date and time ("YYYY-MM-DD", "HH:MM") of an instant in the zone. */
export function localDateTime(instant: string, zone: string): { date: string; time: string } {
  const ms = Date.parse(instant);
  const local = new Date(ms + zoneOffsetMinutes(zone, ms) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
