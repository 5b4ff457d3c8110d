import { z } from 'zod';
import { entityIdSchema } from '../content/content.schemas';
import { clockTimeSchema, laneColourSchema } from '../practice-plan/plan-vocabulary';
import { calendarDateSchema } from '../shared/input-ranges';

export const SEASON_LIMITS = {
  name: 100,
  notes: 2_000,
  sectionName: 80,
  markerTitle: 120,
  sections: 40,
  markers: 500,
  defaultSections: 12,
  linkedItems: 40,
  linkedMinutes: { min: 1, max: 240 },
  markerMinutes: { min: 5, max: 24 * 60 },
  /** a season spans at most this many days (about two years) */
  days: 750,
} as const;

export const MARKER_TYPES = ['game', 'tournament', 'scrimmage', 'break', 'deadline', 'custom'] as const;
export type MarkerType = (typeof MARKER_TYPES)[number];
export const MARKER_TYPE_LABELS: Record<MarkerType, string> = {
  game: 'Game',
  tournament: 'Tournament',
  scrimmage: 'Scrimmage',
  break: 'Break',
  deadline: 'Deadline',
  custom: 'Custom',
};
export const markerTypeSchema = z.enum(MARKER_TYPES, {
  error: 'A marker is a game, tournament, scrimmage, break, deadline or custom.',
});

/** The two links a season hands out: the read-only page and the calendar feed. */
export const SHARE_LINK_KINDS = ['view', 'calendar'] as const;
export type ShareLinkKind = (typeof SHARE_LINK_KINDS)[number];
export const shareLinkKindSchema = z.enum(SHARE_LINK_KINDS, { error: 'The link is "view" or "calendar".' });

export const LINKED_ITEM_KINDS = ['drill', 'formation', 'break'] as const;
export type LinkedItemKind = (typeof LINKED_ITEM_KINDS)[number];

/** Section colours offered (any #rrggbb is accepted). */
export const SECTION_COLOURS = ['#2563eb', '#16a34a', '#9333ea', '#d97706', '#e11d48', '#0891b2'] as const;

const name = z
  .string({ error: 'Give the season a name.' })
  .trim()
  .min(1, 'Give the season a name.')
  .max(SEASON_LIMITS.name, `Keep the name under ${SEASON_LIMITS.name} characters.`);
const notes = z.string().trim().max(SEASON_LIMITS.notes, `Keep the notes under ${SEASON_LIMITS.notes} characters.`);
const date = (what: string) => calendarDateSchema.describe(`${what} (YYYY-MM-DD)`);

/** Days from `a` to `b` ("YYYY-MM-DD", calendar days; negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

function datesInOrder<T extends { startDate?: string; endDate?: string }>(
  value: T,
  ctx: z.RefinementCtx,
  endName = 'endDate',
) {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: [endName], message: 'The end date must be on or after the start date.' });
  }
}

const seasonFields = {
  name,
  startDate: date('first day'),
  endDate: date('last day'),
  templatePlanId: entityIdSchema.nullable(),
};
export const createSeasonSchema = z
  .object({
    ...seasonFields,
    templatePlanId: seasonFields.templatePlanId.default(null),
    activate: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    datesInOrder(value, ctx);
    if (value.endDate >= value.startDate && daysBetween(value.startDate, value.endDate) > SEASON_LIMITS.days) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `A season lasts at most ${SEASON_LIMITS.days} days.`,
      });
    }
  });
export type CreateSeasonInput = z.output<typeof createSeasonSchema>;
export const updateSeasonSchema = z
  .object(seasonFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Change at least one detail.' })
  .superRefine((value, ctx) => datesInOrder(value, ctx));
export type SeasonPatch = z.output<typeof updateSeasonSchema>;

export const defaultPracticeSectionSchema = z.object({
  name: z
    .string({ error: 'Name the practice section.' })
    .trim()
    .min(1, 'Name the practice section.')
    .max(SEASON_LIMITS.sectionName, 'Keep the name short.'),
  goals: z.array(z.string().trim().min(1).max(120)).max(10, 'At most 10 goals.').default([]),
  notes: notes.default(''),
});
export type DefaultPracticeSection = z.output<typeof defaultPracticeSectionSchema>;

export const linkedItemSchema = z
  .object({
    id: entityIdSchema,
    kind: z.enum(LINKED_ITEM_KINDS, { error: 'Link a drill, a formation or a break.' }),
    drillId: entityIdSchema.nullable().default(null),
    formationId: entityIdSchema.nullable().default(null),
    title: z.string().trim().max(120).default(''),
    minutes: z
      .number({ error: 'Give the minutes.' })
      .int('Use whole minutes.')
      .min(SEASON_LIMITS.linkedMinutes.min, 'At least a minute.')
      .max(SEASON_LIMITS.linkedMinutes.max, `At most ${SEASON_LIMITS.linkedMinutes.max} minutes.`)
      .default(30),
    /** the default practice section (by name) it goes into; null: the practice's last section */
    practiceSection: z.string().trim().max(SEASON_LIMITS.sectionName).nullable().default(null),
  })
  .superRefine((item, ctx) => {
    if (item.kind === 'drill' && !item.drillId)
      ctx.addIssue({ code: 'custom', path: ['drillId'], message: 'Choose the drill.' });
    if (item.kind === 'formation' && !item.formationId)
      ctx.addIssue({ code: 'custom', path: ['formationId'], message: 'Choose the formation.' });
  });
export type LinkedItem = z.output<typeof linkedItemSchema>;

const sectionFields = {
  name: z
    .string({ error: 'Name the section.' })
    .trim()
    .min(1, 'Name the section.')
    .max(SEASON_LIMITS.sectionName, `Keep the name under ${SEASON_LIMITS.sectionName} characters.`),
  startDate: date('first day'),
  endDate: date('last day'),
  colour: laneColourSchema,
  notes,
  visibleToMembers: z.boolean(),
  defaultSections: z
    .array(defaultPracticeSectionSchema)
    .max(SEASON_LIMITS.defaultSections, `At most ${SEASON_LIMITS.defaultSections} practice sections.`),
  linkedItems: z
    .array(linkedItemSchema)
    .max(SEASON_LIMITS.linkedItems, `At most ${SEASON_LIMITS.linkedItems} linked items.`),
};
export const seasonSectionInputSchema = z
  .object({
    ...sectionFields,
    colour: sectionFields.colour.default(SECTION_COLOURS[0]),
    notes: sectionFields.notes.default(''),
    visibleToMembers: sectionFields.visibleToMembers.default(true),
    defaultSections: sectionFields.defaultSections.default([]),
    linkedItems: sectionFields.linkedItems.default([]),
  })
  .superRefine((value, ctx) => datesInOrder(value, ctx));
export type SeasonSectionInput = z.output<typeof seasonSectionInputSchema>;
export const updateSeasonSectionSchema = z
  .object(sectionFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Change at least one detail.' })
  .superRefine((value, ctx) => datesInOrder(value, ctx));
export type SeasonSectionPatch = z.output<typeof updateSeasonSectionSchema>;
export const reorderSectionsSchema = z.object({
  sectionIds: z.array(entityIdSchema).min(1, 'List the sections in their new order.'),
});

const markerFields = {
  type: markerTypeSchema,
  title: z
    .string({ error: 'Give the marker a title.' })
    .trim()
    .min(1, 'Give the marker a title.')
    .max(SEASON_LIMITS.markerTitle, `Keep the title under ${SEASON_LIMITS.markerTitle} characters.`),
  startDate: date('first day'),
  endDate: date('last day'),
  /** "HH:MM" local time in the team's zone; null: all day */
  time: clockTimeSchema.nullable(),
  durationMinutes: z
    .number()
    .int('Use whole minutes.')
    .min(SEASON_LIMITS.markerMinutes.min, `At least ${SEASON_LIMITS.markerMinutes.min} minutes.`)
    .max(SEASON_LIMITS.markerMinutes.max, 'At most a day.')
    .nullable(),
  colour: laneColourSchema,
  notes,
  visibleToMembers: z.boolean(),
};
export const seasonMarkerInputSchema = z
  .object({
    ...markerFields,
    endDate: markerFields.endDate.optional(),
    time: markerFields.time.default(null),
    durationMinutes: markerFields.durationMinutes.default(null),
    colour: markerFields.colour.default('#e11d48'),
    notes: markerFields.notes.default(''),
    visibleToMembers: markerFields.visibleToMembers.default(true),
  })
  .superRefine((value, ctx) => datesInOrder(value, ctx))
  .transform((value) => ({ ...value, endDate: value.endDate ?? value.startDate }));
export type SeasonMarkerInput = z.output<typeof seasonMarkerInputSchema>;
export const updateSeasonMarkerSchema = z
  .object(markerFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Change at least one detail.' })
  .superRefine((value, ctx) => datesInOrder(value, ctx));
export type SeasonMarkerPatch = z.output<typeof updateSeasonMarkerSchema>;

/** What a plan's place on the season calendar is made of (the plan event `PlanScheduled`). */
export const schedulePracticeSchema = z.object({
  date: date('practice day'),
  startTime: clockTimeSchema,
  durationMinutes: z
    .number({ error: 'Give the practice length.' })
    .int('Use whole minutes.')
    .min(15, 'A practice is at least 15 minutes.')
    .max(600, 'At most 600 minutes.'),
});
export type SchedulePracticeInput = z.output<typeof schedulePracticeSchema>;
