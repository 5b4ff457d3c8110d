import { addDays } from './calendar-dates';
import type { OccurrenceOverride, RecurrencePattern, RecurrenceSeries } from './recurrence.model';

/** The fields a coach edits on a series (the rest, moved and cancelled occurrences, change one by one). */
export type SeriesFields = Pick<
  RecurrenceSeries,
  | 'name'
  | 'pattern'
  | 'startTime'
  | 'durationMinutes'
  | 'templatePlanId'
  | 'exceptionDates'
  | 'skipMarkerTypes'
  | 'startDate'
  | 'endDate'
>;
export type SeriesChanges = Partial<SeriesFields>;

const patternChanged = (a: RecurrencePattern, b: RecurrencePattern | undefined) =>
  b !== undefined && JSON.stringify(a) !== JSON.stringify(b);

function pick<T>(record: Readonly<Record<string, T>>, keep: (date: string) => boolean): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([date]) => keep(date)));
}

/** The whole series changed. A new pattern counts its weeks from the series' start again. */
export function editWholeSeries(series: RecurrenceSeries, changes: SeriesChanges): RecurrenceSeries {
  const next = { ...series, ...changes };
  const anchorDate =
    patternChanged(series.pattern, changes.pattern) || (changes.startDate && changes.startDate !== series.startDate)
      ? next.startDate
      : series.anchorDate;
  return { ...next, anchorDate };
}

/**
 * "This and following": the series ends the day before `from`, and a new series (`newId`) takes over from `from` with
 * the changes. Exceptions, moves and cancellations go with the half their dates belong to. Unless the pattern changes,
 * the new half keeps the old anchor, so "every 2 weeks" stays in step.
 */
export function splitSeries(
  series: RecurrenceSeries,
  from: string,
  newId: string,
  changes: SeriesChanges,
): { before: RecurrenceSeries; after: RecurrenceSeries } {
  const before: RecurrenceSeries = {
    ...series,
    endDate: addDays(from, -1),
    exceptionDates: series.exceptionDates.filter((d) => d < from),
    moved: pick(series.moved, (d) => d < from),
    cancelled: series.cancelled.filter((d) => d < from),
  };
  const after: RecurrenceSeries = {
    ...series,
    ...changes,
    id: newId,
    startDate: from,
    endDate: changes.endDate ?? series.endDate,
    anchorDate: patternChanged(series.pattern, changes.pattern) ? from : series.anchorDate,
    exceptionDates: (changes.exceptionDates ?? series.exceptionDates).filter((d) => d >= from),
    moved: pick(series.moved, (d) => d >= from),
    cancelled: series.cancelled.filter((d) => d >= from),
  };
  return { before, after };
}

/** One occurrence goes to another day or time; the series and its other dates stay as they are. */
export function moveOccurrence(
  series: RecurrenceSeries,
  originalDate: string,
  to: OccurrenceOverride,
): RecurrenceSeries {
  const stays = to.date === originalDate && to.startTime === series.startTime;
  const moved = { ...series.moved };
  if (stays) delete moved[originalDate];
  else moved[originalDate] = to;
  return { ...series, moved, cancelled: series.cancelled.filter((d) => d !== originalDate) };
}

export function cancelOccurrence(series: RecurrenceSeries, originalDate: string): RecurrenceSeries {
  return series.cancelled.includes(originalDate)
    ? series
    : { ...series, cancelled: [...series.cancelled, originalDate].sort() };
}

export function restoreOccurrence(series: RecurrenceSeries, originalDate: string): RecurrenceSeries {
  return { ...series, cancelled: series.cancelled.filter((d) => d !== originalDate) };
}
