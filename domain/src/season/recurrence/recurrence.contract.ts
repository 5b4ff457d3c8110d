import { z } from 'zod';
import { isoDate, isoDateTime } from '../../contracts/contract-kit';
import { SKIP_REASONS } from './recurrence-preview';

/** What the recurrence endpoints answer (read models, API and web app share these). */

export const recurrenceCanContract = z.strictObject({
  /** create, edit, move or cancel dates, generate (the team's coaches, admins and owners) */
  edit: z.boolean(),
});

const pattern = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('weekly'), weekdays: z.array(z.number().int()), intervalWeeks: z.number().int() }),
  z.strictObject({ kind: z.literal('monthly'), monthDays: z.array(z.number().int()) }),
]);

export const recurrenceContract = z.strictObject({
  id: z.string(),
  seasonId: z.string(),
  name: z.string(),
  pattern,
  startDate: isoDate,
  endDate: isoDate,
  anchorDate: isoDate.describe('the date "every N weeks" counts from'),
  startTime: z.string().describe('"HH:MM" in the team zone'),
  durationMinutes: z.number().int(),
  templatePlanId: z.string().nullable(),
  exceptionDates: z.array(isoDate),
  skipMarkerTypes: z.array(z.string()),
  moved: z.record(z.string(), z.strictObject({ date: isoDate, startTime: z.string() })),
  cancelled: z.array(isoDate),
  /** practices this series made so far */
  generatedCount: z.number().int(),
  /** a sentence saying what the pattern is ("Tuesday and Thursday, every week, 17:30 for 1 h 30 min") */
  summary: z.string(),
  can: recurrenceCanContract,
});
export type RecurrenceView = z.infer<typeof recurrenceContract>;

export const recurrenceListContract = z.strictObject({
  items: z.array(recurrenceContract),
  timeZone: z.string(),
  firstDayOfWeek: z.number().int(),
  can: recurrenceCanContract,
});
export type RecurrenceList = z.infer<typeof recurrenceListContract>;

export const previewEntryContract = z.strictObject({
  key: z.string(),
  originalDate: isoDate,
  date: isoDate,
  weekday: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  startsAt: isoDateTime,
  status: z.enum(['create', 'exists', 'skipped']),
  planId: z.string().nullable(),
  reason: z.enum(SKIP_REASONS).nullable(),
  message: z.string(),
});

export const recurrencePreviewContract = z.strictObject({
  entries: z.array(previewEntryContract),
  counts: z.strictObject({
    total: z.number().int(),
    create: z.number().int(),
    exists: z.number().int(),
    skipped: z.number().int(),
  }),
  practices: z.number().int(),
  limit: z.number().int(),
  timeZone: z.string(),
});
export type RecurrencePreviewView = z.infer<typeof recurrencePreviewContract>;

/** A generation run: its progress while it runs, and its log when done. */
export const generationContract = z.strictObject({
  id: z.string(),
  seriesId: z.string(),
  status: z.enum(['running', 'finished']),
  total: z.number().int(),
  done: z.number().int(),
  created: z.number().int(),
  existing: z.number().int(),
  skipped: z.array(z.strictObject({ date: isoDate, reason: z.string() })),
  failed: z.array(z.strictObject({ date: isoDate, message: z.string() })),
  startedAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
});
export type GenerationView = z.infer<typeof generationContract>;

export const templateConflictContract = z.strictObject({
  id: z.string(),
  entity: z.enum(['item', 'section']),
  field: z.string(),
  label: z.string(),
  mine: z.unknown(),
  template: z.unknown(),
});

/** What a practice's plan page shows about its template (a practice no series made: no series, nothing to settle). */
export const practiceTemplateContract = z.strictObject({
  planId: z.string(),
  seriesId: z.string().nullable(),
  templatePlanId: z.string().nullable(),
  templateVersion: z.number().int(),
  conflicts: z.array(templateConflictContract),
  can: z.strictObject({ resolve: z.boolean() }),
});
export type PracticeTemplateView = z.infer<typeof practiceTemplateContract>;
