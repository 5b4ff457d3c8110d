/**
 * A recurring practice series of a season. Dates are local calendar dates ("YYYY-MM-DD") in the team's IANA zone,
 * times are local wall-clock times ("HH:MM"): a 17:30 practice is at 17:30 on every date, whatever daylight saving
 * does (the instant is worked out per date, see zoned-time.ts).
 */
export type RecurrencePattern =
  /** on the chosen weekdays (0 Sunday … 6 Saturday) of every `intervalWeeks`-th week, counted from the anchor's week */
  | { kind: 'weekly'; weekdays: number[]; intervalWeeks: number }
  /** on the chosen days of every month (1–31); a day a month does not have is skipped in that month, with the reason */
  | { kind: 'monthly'; monthDays: number[] };

/**
 * The marker types a series can skip (the season's markers; kept as plain strings here so this module stands alone).
 */
export type SkipMarkerType = string;

export interface RecurrenceSeries {
  id: string;
  name: string;
  pattern: RecurrencePattern;
  /** first and last local date the series may produce (inclusive) */
  startDate: string;
  endDate: string;
  /**
   * the date "every N weeks" counts from: the series' first date, kept by a "this and following" split so the
   * second half stays in step with the first
   */
  anchorDate: string;
  /** "HH:MM" local time of day */
  startTime: string;
  durationMinutes: number;
  /** the plan each practice starts from; null: the season's template (or an empty practice) */
  templatePlanId: string | null;
  /** dates the series leaves out */
  exceptionDates: string[];
  /** skip a date covered by a season marker of one of these types (game, tournament…) */
  skipMarkerTypes: SkipMarkerType[];
  /** one occurrence moved to another day or time: its original date → where it goes now */
  moved: Record<string, OccurrenceOverride>;
  /** original dates of occurrences cancelled one by one (the series goes on) */
  cancelled: string[];
}

export interface OccurrenceOverride {
  date: string;
  startTime: string;
}

/** The week's first day for the "every N weeks" count: the team's first day of week (0 Sunday … 6 Saturday). */
export type WeekStart = number;

/**
 * One date of a series. `key` is stable for its whole life (series id and original date), so moving it or
 * generating twice never makes a second practice.
 */
export interface Occurrence {
  key: string;
  seriesId: string;
  /** the date the rule gave */
  originalDate: string;
  /** where it is now (moved or not) */
  date: string;
  startTime: string;
  durationMinutes: number;
}

export const occurrenceKey = (seriesId: string, originalDate: string) => `${seriesId}:${originalDate}`;
