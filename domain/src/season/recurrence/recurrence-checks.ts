import { notFound, validationError } from '../../shared/errors';
import type { RecurrenceCalendar } from './recurrence.commands';
import type { RecurrenceSeries } from './recurrence.model';
import { ruleDates } from './recurrence-dates';
import { MAX_PRACTICES_PER_SERIES, previewSeries } from './recurrence-preview';
import { generatedKeys, type RecurrencesState } from './recurrence-state';
import { RECURRENCE_LIMITS } from './recurrence.schemas';

/** What the recurring practices decider checks before it decides: each refusal a 4xx naming its field. */

export const seriesNotFound = () =>
  notFound('RECURRENCE.NOT_FOUND', 'There is no such recurring practice in this season.');
export const field = (code: string, name: string, message: string) =>
  validationError(code, message, { [name]: [message] });

export function seriesOf(state: RecurrencesState, seriesId: string): RecurrenceSeries {
  const series = state.series[seriesId];
  if (!series) throw seriesNotFound();
  return series;
}

/** A series' dates lie inside its season, in order: what creating, editing and previewing a series all check first. */
export function checkSeriesDates(
  series: Pick<RecurrenceSeries, 'startDate' | 'endDate'>,
  calendar: Pick<RecurrenceCalendar, 'season'>,
): void {
  const { startDate, endDate } = calendar.season;
  if (series.startDate < startDate || series.startDate > endDate)
    throw field(
      'RECURRENCE.OUTSIDE_SEASON',
      'startDate',
      `The first day must lie inside the season (${startDate} to ${endDate}).`,
    );
  if (series.endDate < startDate || series.endDate > endDate)
    throw field(
      'RECURRENCE.OUTSIDE_SEASON',
      'endDate',
      `The last day must lie inside the season (${startDate} to ${endDate}).`,
    );
  if (series.endDate < series.startDate)
    throw field('RECURRENCE.DATES_OUT_OF_ORDER', 'endDate', 'The last day must be on or after the first day.');
}

/** A series must have a name no other series of the season has, dates inside the season, and at most 500 practices. */
export function checkSeries(
  series: RecurrenceSeries,
  state: RecurrencesState,
  calendar: RecurrenceCalendar,
  ignore: readonly string[] = [],
): void {
  const taken = Object.values(state.series).some(
    (other) =>
      !ignore.includes(other.id) && other.name.trim().toLocaleLowerCase() === series.name.trim().toLocaleLowerCase(),
  );
  if (taken)
    throw field(
      'RECURRENCE.DUPLICATE_NAME',
      'name',
      `This season already has a recurring practice called “${series.name}”. Choose another name.`,
    );
  checkSeriesDates(series, calendar);
  const { practices } = previewSeries(series, { ...calendar, generated: generatedKeys(state) });
  if (practices > MAX_PRACTICES_PER_SERIES) {
    throw field(
      'RECURRENCE.TOO_MANY_PRACTICES',
      'endDate',
      `This would make ${practices} practices; a recurring practice makes at most ${MAX_PRACTICES_PER_SERIES}. Choose fewer days or a shorter range.`,
    );
  }
}

/** One more series must fit the season's bound (a split adds one too). */
export function checkRoomForSeries(state: RecurrencesState): void {
  if (Object.keys(state.series).length >= RECURRENCE_LIMITS.series) {
    throw field(
      'RECURRENCE.TOO_MANY_SERIES',
      'name',
      `A season has at most ${RECURRENCE_LIMITS.series} recurring practices. Remove or change one instead.`,
    );
  }
}

/** Is this a date the series' rule gives (the only dates that can be moved or cancelled)? */
export function checkOccurrence(series: RecurrenceSeries, originalDate: string, calendar: RecurrenceCalendar): void {
  const inRange = originalDate >= series.startDate && originalDate <= series.endDate;
  if (
    !inRange ||
    !ruleDates(series.pattern, series.anchorDate, originalDate, originalDate, calendar.weekStart).dates.includes(
      originalDate,
    )
  ) {
    throw field('RECURRENCE.NOT_AN_OCCURRENCE', 'originalDate', `${originalDate} is not one of this series' dates.`);
  }
}
