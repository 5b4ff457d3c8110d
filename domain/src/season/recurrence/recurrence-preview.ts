import { WEEKDAY_NAMES, weekdayOf } from './calendar-dates';
import { ruleDates } from './recurrence-dates';
import { occurrenceKey, type Occurrence, type RecurrenceSeries, type WeekStart } from './recurrence.model';
import { zonedInstant } from './zoned-time';

/** A series makes at most this many practices (the reference had no limit; a typo could make thousands). */
export const MAX_PRACTICES_PER_SERIES = 500;

export const SKIP_REASONS = ['exception', 'cancelled', 'marker', 'no-such-day', 'outside-season'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** What the markers that can make a series skip a day look like (the season's markers satisfy this). */
export interface MarkerOnCalendar {
  type: string;
  title: string;
  startDate: string;
  endDate: string;
}

export interface PreviewContext {
  zone: string;
  weekStart: WeekStart;
  season: { startDate: string; endDate: string };
  markers: readonly MarkerOnCalendar[];
  /** occurrence keys that already have their practice → its plan id */
  generated: Readonly<Record<string, string>>;
}

export type PreviewEntry = {
  key: string;
  originalDate: string;
  date: string;
  weekday: string;
  startTime: string;
  durationMinutes: number;
  /** the start as an instant (UTC ISO) in the team's zone */
  startsAt: string;
} & (
  | { status: 'create'; planId: null; reason: null; message: string }
  | { status: 'exists'; planId: string; reason: null; message: string }
  | { status: 'skipped'; planId: null; reason: SkipReason; message: string }
);

export interface Preview {
  entries: PreviewEntry[];
  counts: { total: number; create: number; exists: number; skipped: number };
  /** the practices the series has in all: create + exists, at most MAX_PRACTICES_PER_SERIES */
  practices: number;
}

const covers = (marker: MarkerOnCalendar, date: string) => marker.startDate <= date && marker.endDate >= date;

function markerOn(
  date: string,
  series: RecurrenceSeries,
  markers: readonly MarkerOnCalendar[],
): MarkerOnCalendar | null {
  if (series.skipMarkerTypes.length === 0) return null;
  return markers.find((marker) => series.skipMarkerTypes.includes(marker.type) && covers(marker, date)) ?? null;
}

/**
 * The markers a practice that is made anyway falls under ("in Winter break"), so the coach sees it before generating.
 */
function underMarkers(date: string, markers: readonly MarkerOnCalendar[]): string {
  const titles = markers.filter((marker) => covers(marker, date)).map((marker) => marker.title);
  return titles.length ? ` (in ${titles.join(', ')})` : '';
}

function entry(series: RecurrenceSeries, originalDate: string, context: PreviewContext): PreviewEntry {
  const move = series.moved[originalDate];
  const date = move?.date ?? originalDate;
  const startTime = move?.startTime ?? series.startTime;
  const base = {
    key: occurrenceKey(series.id, originalDate),
    originalDate,
    date,
    weekday: WEEKDAY_NAMES[weekdayOf(date)]!,
    startTime,
    durationMinutes: series.durationMinutes,
    startsAt: zonedInstant(date, startTime, context.zone),
  };
  const skipped = (reason: SkipReason, message: string): PreviewEntry => ({
    ...base,
    status: 'skipped',
    planId: null,
    reason,
    message,
  });
  const planId = context.generated[base.key];
  if (planId) return { ...base, status: 'exists', planId, reason: null, message: 'Already created' };
  if (series.exceptionDates.includes(originalDate))
    return skipped('exception', 'Skipped: an exception date of the series');
  if (series.cancelled.includes(originalDate)) return skipped('cancelled', 'Skipped: this practice was cancelled');
  if (date < context.season.startDate || date > context.season.endDate)
    return skipped('outside-season', 'Skipped: outside the season');
  // A practice moved on purpose to a day with a marker is kept: the coach chose that day.
  const marker = move ? null : markerOn(date, series, context.markers);
  if (marker) return skipped('marker', `Skipped: ${marker.type} "${marker.title}" on this day`);
  const under = underMarkers(date, context.markers);
  return {
    ...base,
    status: 'create',
    planId: null,
    reason: null,
    message: move ? `Will create (moved from ${originalDate})${under}` : `Will create${under}`,
  };
}

/**
 * Every date of the series (or of `range` within it) with what generating would do: create it, leave it (its
 * practice exists), or skip it and why. Sorted by the date the practice is on.
 */
export function previewSeries(
  series: RecurrenceSeries,
  context: PreviewContext,
  range?: { from: string; to: string },
): Preview {
  const from = range && range.from > series.startDate ? range.from : series.startDate;
  const to = range && range.to < series.endDate ? range.to : series.endDate;
  const rule = ruleDates(series.pattern, series.anchorDate, from, to, context.weekStart);
  const entries = rule.dates.map((date) => entry(series, date, context));
  for (const missing of rule.missingMonthDays) {
    const base = entry(series, missing.date, context);
    entries.push({
      ...base,
      key: `${series.id}:missing:${missing.date}`,
      status: 'skipped',
      planId: null,
      reason: 'no-such-day',
      message: `Skipped: ${missing.reason}`,
    });
  }
  entries.sort((a, b) => (a.date === b.date ? a.startTime.localeCompare(b.startTime) : a.date.localeCompare(b.date)));
  const counts = { total: entries.length, create: 0, exists: 0, skipped: 0 };
  for (const { status } of entries) counts[status === 'skipped' ? 'skipped' : status] += 1;
  return { entries, counts, practices: counts.create + counts.exists };
}

/** The occurrences the series has (skips left out): what generation works through. */
export function seriesOccurrences(series: RecurrenceSeries, context: PreviewContext): Occurrence[] {
  return previewSeries(series, context)
    .entries.filter((e) => e.status !== 'skipped')
    .map(({ key, originalDate, date, startTime, durationMinutes }) => ({
      key,
      seriesId: series.id,
      originalDate,
      date,
      startTime,
      durationMinutes,
    }));
}
