import { z } from 'zod';
import { isoDate } from '../../contracts/contract-kit';
import { calendarDateSchema } from '../../shared/input-ranges';
import { addDays, startOfWeek, WEEKDAY_NAMES, weekdayOf } from '../recurrence/calendar-dates';
import { ATTENDANCE_ANSWERS } from '../attendance/attendance';
import { MARKER_TYPES } from '../season.schemas';

export const weekQuerySchema = z.object({ week: calendarDateSchema.optional() });

const tally = z.strictObject({ going: z.number().int(), 'not-going': z.number().int(), maybe: z.number().int() });

export const weekPracticeContract = z.strictObject({
  planId: z.string(),
  name: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int().describe('the calendar slot, from its start time'),
  plannedMinutes: z
    .number()
    .int()
    .describe("what the plan's drills and activities add up to (parallel ones counted once)"),
  published: z.boolean(),
  attendance: tally,
  myAnswer: z.enum(ATTENDANCE_ANSWERS).nullable(),
  can: z.strictObject({ publish: z.boolean(), answer: z.boolean() }),
});
export const weekMarkerContract = z.strictObject({
  id: z.string(),
  type: z.enum(MARKER_TYPES),
  title: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  time: z.string().nullable(),
  colour: z.string(),
});

/** A week of the team's active season, from the team's first day of week: what the phone at the field shows. */
export const seasonWeekContract = z.strictObject({
  teamId: z.string(),
  season: z.strictObject({ id: z.string(), name: z.string(), startDate: isoDate, endDate: isoDate }).nullable(),
  weekStart: isoDate,
  previousWeek: isoDate,
  nextWeek: isoDate,
  today: isoDate.describe("today in the team's zone"),
  timeZone: z.string(),
  days: z.array(
    z.strictObject({
      date: isoDate,
      weekday: z.string(),
      inSeason: z.boolean(),
      markers: z.array(weekMarkerContract),
      practices: z.array(weekPracticeContract),
    }),
  ),
  /** staff: drafts and hidden markers shown, quick create and publish offered */
  can: z.strictObject({ readAll: z.boolean(), create: z.boolean() }),
});
export type SeasonWeek = z.infer<typeof seasonWeekContract>;

/** The week's days: 7 dates from the week start holding `date` (weeks start on the team's first day). */
export function weekDays(
  date: string,
  firstDayOfWeek: number,
): { weekStart: string; days: { date: string; weekday: string }[] } {
  const weekStart = startOfWeek(date, firstDayOfWeek);
  return {
    weekStart,
    days: Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)).map((d) => ({
      date: d,
      weekday: WEEKDAY_NAMES[weekdayOf(d)]!,
    })),
  };
}
