import {
  MONTH_NAMES,
  WEEKDAY_NAMES,
  formatMinutes,
  ordinal,
  type GenerationState,
  type GenerationView,
  type RecurrenceSeries,
  type RecurrenceView,
  type RecurrencesState,
} from '@sideline/domain';

const listed = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** "Tuesday and Thursday, every week, at 17:30 for 1 h 30 min" (durations read as everywhere: `formatMinutes`) */
export function seriesSummary(series: RecurrenceSeries): string {
  const when =
    series.pattern.kind === 'weekly'
      ? `${listed(series.pattern.weekdays.map((d) => WEEKDAY_NAMES[d]!))}, ${series.pattern.intervalWeeks === 1 ? 'every week' : `every ${series.pattern.intervalWeeks} weeks`}`
      : `on the ${listed(series.pattern.monthDays.map(ordinal))} of each month${series.pattern.monthDays.some((d) => d > 28) ? ' (months without that day are skipped)' : ''}`;
  return `${when}, at ${series.startTime} for ${formatMinutes(series.durationMinutes)}`;
}

export function recurrenceView(
  seasonId: string,
  series: RecurrenceSeries,
  state: RecurrencesState,
  can: RecurrenceView['can'],
): RecurrenceView {
  const generatedCount = Object.values(state.practices).filter((p) => p.seriesId === series.id).length;
  return { ...series, seasonId, generatedCount, summary: seriesSummary(series), can };
}

export function generationView(generation: GenerationState): GenerationView {
  const { generationId, seriesId, status, total, done, created, existing, skipped, failed, startedAt, finishedAt } =
    generation;
  return { id: generationId, seriesId, status, total, done, created, existing, skipped, failed, startedAt, finishedAt };
}

export const monthName = (month: number) => MONTH_NAMES[month - 1]!;
