import { z } from 'zod';
import { entityIdSchema } from '../../content/content.schemas';
import { clockTimeSchema } from '../../practice-plan/plan-vocabulary';
import { calendarDateSchema } from '../../shared/input-ranges';
import { markerTypeSchema, type MarkerType } from '../season.schemas';

/**
 * `series`: a season holds at most this many series, so its list, its calendar and what generating makes stay bounded.
 */
export const RECURRENCE_LIMITS = {
  name: 120,
  intervalWeeks: 8,
  exceptionDates: 200,
  minutes: { min: 15, max: 600 },
  series: 20,
} as const;

const weekdays = z
  .array(
    z.number().int().min(0, 'Days are 0 (Sunday) to 6 (Saturday).').max(6, 'Days are 0 (Sunday) to 6 (Saturday).'),
    { error: 'Choose the weekdays.' },
  )
  .min(1, 'Choose at least one weekday.')
  .transform((days) => [...new Set(days)].sort());
const monthDays = z
  .array(
    z
      .number({ error: 'A day of the month is a number from 1 to 31.' })
      .int('A day of the month is a whole number.')
      .min(1, 'Days of the month go from 1 to 31.')
      .max(31, 'Days of the month go from 1 to 31 (a month without the day is skipped).'),
    { error: 'Choose the days of the month.' },
  )
  .min(1, 'Choose at least one day of the month.')
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const recurrencePatternSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('weekly'),
      weekdays,
      intervalWeeks: z
        .number()
        .int('Use a whole number of weeks.')
        .min(1, 'Every 1 week or more.')
        .max(RECURRENCE_LIMITS.intervalWeeks, `At most every ${RECURRENCE_LIMITS.intervalWeeks} weeks.`)
        .default(1),
    }),
    z.object({ kind: z.literal('monthly'), monthDays }),
  ],
  { error: 'The pattern is weekly (on weekdays, every N weeks) or monthly (on days of the month).' },
);

const name = z
  .string({ error: 'Give the series a name.' })
  .trim()
  .min(1, 'Give the series a name.')
  .max(RECURRENCE_LIMITS.name, `Keep the name under ${RECURRENCE_LIMITS.name} characters.`);
const minutes = z
  .number({ error: 'Give the practice length in minutes.' })
  .int('Use whole minutes.')
  .min(RECURRENCE_LIMITS.minutes.min, `A practice is at least ${RECURRENCE_LIMITS.minutes.min} minutes.`)
  .max(RECURRENCE_LIMITS.minutes.max, `At most ${RECURRENCE_LIMITS.minutes.max} minutes.`);
const exceptionDates = z
  .array(calendarDateSchema)
  .max(RECURRENCE_LIMITS.exceptionDates, `At most ${RECURRENCE_LIMITS.exceptionDates} exception dates.`)
  .transform((dates) => [...new Set(dates)].sort());

const seriesFields = {
  name,
  pattern: recurrencePatternSchema,
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  startTime: clockTimeSchema,
  durationMinutes: minutes,
  templatePlanId: entityIdSchema.nullable(),
  exceptionDates,
  skipMarkerTypes: z.array(markerTypeSchema).transform((types) => [...new Set(types)]),
};

function datesInOrder(value: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) {
  if (value.startDate && value.endDate && value.endDate < value.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The last day must be on or after the first day.' });
}

/**
 * The marker types a new series skips unless the coach says otherwise: nobody plans a practice inside a break, on a
 * game day or at a tournament by default (the preview still names any other marker a practice falls under).
 */
export const DEFAULT_SKIP_MARKER_TYPES = ['break', 'game', 'tournament'] as const satisfies readonly MarkerType[];

/** A new series: the time and length default to the team's (the API fills them in). */
export const createRecurrenceSchema = z
  .object({
    ...seriesFields,
    startTime: seriesFields.startTime.optional(),
    durationMinutes: seriesFields.durationMinutes.optional(),
    templatePlanId: seriesFields.templatePlanId.default(null),
    exceptionDates: seriesFields.exceptionDates.default([]),
    skipMarkerTypes: seriesFields.skipMarkerTypes.default([...DEFAULT_SKIP_MARKER_TYPES]),
  })
  .superRefine(datesInOrder);
export type CreateRecurrenceInput = z.output<typeof createRecurrenceSchema>;

/** An edit of a series: for all its dates, or for the dates from `from` on ("this and following"). */
export const updateRecurrenceSchema = z.object({
  changes: z
    .object(seriesFields)
    .partial()
    .refine((c) => Object.keys(c).length > 0, { message: 'Change at least one detail.' })
    .superRefine(datesInOrder),
  scope: z
    .discriminatedUnion(
      'kind',
      [z.object({ kind: z.literal('all') }), z.object({ kind: z.literal('following'), from: calendarDateSchema })],
      { error: 'Say whether the change is for all dates or for this and the following ones.' },
    )
    .default({ kind: 'all' }),
});
export type UpdateRecurrenceInput = z.output<typeof updateRecurrenceSchema>;

export const moveOccurrenceSchema = z.object({ date: calendarDateSchema, startTime: clockTimeSchema });
export const previewRangeSchema = z.object({ from: calendarDateSchema.optional(), to: calendarDateSchema.optional() });
export const resolveConflictSchema = z.object({
  choice: z.enum(['keep', 'take'], { error: 'Choose keep (mine) or take (the template).' }),
});
