import { z } from 'zod';
import { entityIdSchema, visibilitySchema } from '../content/content.schemas';
import { sanitizeRichText } from '../content/rich-text';
import { calendarDateSchema } from '../shared/input-ranges';
import { sportIdSchema } from '../sports';
import {
  PLAN_ITEM_KINDS,
  PLAN_LIMITS,
  clockTimeSchema,
  durationProblem,
  laneColourSchema,
  phaseOfSeasonSchema,
  practiceGoalSchema,
  type PlanItemKind,
} from './plan-vocabulary';

/**
 * Zod schemas of plan content, shared by the plan form, the editor, the wizard and the API. Ids are optional on
 * input: the client may make them (so it can refer to a new item at once), otherwise the API does.
 */

const text = (max: number, what: string) => z.string().trim().max(max, `Keep ${what} under ${max} characters.`);
const requiredText = (max: number, what: string, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `Keep ${what} under ${max} characters.`);

export const durationSchema = z
  .number({ error: 'Enter the minutes as a number.' })
  .int('Use whole minutes.')
  .min(0, 'A duration cannot be negative.')
  .max(PLAN_LIMITS.itemMinutes, `At most ${PLAN_LIMITS.itemMinutes} minutes (10 hours) for one item.`);
export const targetMinutesSchema = z
  .number({ error: 'Enter the minutes as a number.' })
  .int('Use whole minutes.')
  .min(1, 'At least 1 minute.')
  .max(PLAN_LIMITS.targetMinutes, `At most ${PLAN_LIMITS.targetMinutes} minutes (a day).`);

export const planItemKindSchema = z.enum(PLAN_ITEM_KINDS, { error: `An item is a ${PLAN_ITEM_KINDS.join(', ')}.` });
export const itemTitleSchema = text(PLAN_LIMITS.title, 'the title');
export const itemNotesSchema = text(PLAN_LIMITS.notes, 'the notes');

/** Checks that hold for an item whatever the field order: the kind decides which reference and which duration. */
function checkItem(
  item: {
    kind: PlanItemKind;
    drillId?: string | null | undefined;
    formationId?: string | null | undefined;
    title?: string | undefined;
    durationMinutes: number;
  },
  ctx: z.RefinementCtx,
) {
  const problem = durationProblem(item.kind, item.durationMinutes);
  if (problem) ctx.addIssue({ code: 'custom', path: ['durationMinutes'], message: problem });
  if (item.kind === 'drill' && !item.drillId)
    ctx.addIssue({ code: 'custom', path: ['drillId'], message: 'Choose the drill.' });
  if (item.kind === 'formation' && !item.formationId)
    ctx.addIssue({ code: 'custom', path: ['formationId'], message: 'Choose the formation.' });
  if (item.kind === 'activity' && !item.title?.trim())
    ctx.addIssue({ code: 'custom', path: ['title'], message: 'Name the activity.' });
  if (item.kind !== 'drill' && item.drillId)
    ctx.addIssue({ code: 'custom', path: ['drillId'], message: `A ${item.kind} does not refer to a drill.` });
  if (item.kind !== 'formation' && item.formationId)
    ctx.addIssue({ code: 'custom', path: ['formationId'], message: `A ${item.kind} does not refer to a formation.` });
}

export const planItemInputSchema = z
  .object({
    id: entityIdSchema.optional(),
    kind: planItemKindSchema,
    drillId: entityIdSchema.nullable().optional(),
    formationId: entityIdSchema.nullable().optional(),
    title: itemTitleSchema.default(''),
    durationMinutes: durationSchema,
    notes: itemNotesSchema.default(''),
  })
  .superRefine(checkItem);
export type PlanItemInput = z.input<typeof planItemInputSchema>;
export type PlanItemFields = z.output<typeof planItemInputSchema>;

export const laneNameSchema = requiredText(PLAN_LIMITS.laneName, 'lane names', 'Name the lane.');
export const positionKeySchema = z.string().trim().min(1).max(40).nullable();

export const laneInputSchema = z.object({
  id: entityIdSchema.optional(),
  name: laneNameSchema,
  colour: laneColourSchema,
  positionKey: positionKeySchema.default(null),
  items: z
    .array(planItemInputSchema)
    .max(PLAN_LIMITS.entriesPerSection, `At most ${PLAN_LIMITS.entriesPerSection} items in a lane.`)
    .default([]),
});

export const parallelBlockInputSchema = z.object({
  kind: z.literal('parallel'),
  id: entityIdSchema.optional(),
  lanes: z
    .array(laneInputSchema)
    .min(1, 'A parallel block needs at least one lane.')
    .max(PLAN_LIMITS.lanesPerBlock, `At most ${PLAN_LIMITS.lanesPerBlock} lanes in a block.`),
});

export const sectionEntryInputSchema = z.union([parallelBlockInputSchema, planItemInputSchema], {
  error: 'Each entry is an item (drill, activity, break, formation) or a parallel block.',
});

export const sectionNameSchema = requiredText(PLAN_LIMITS.sectionName, 'section names', 'Name the section.');
export const sectionGoalsSchema = z
  .array(requiredText(PLAN_LIMITS.goal, 'goals', 'A goal cannot be empty.'))
  .max(PLAN_LIMITS.goalsPerSection, `At most ${PLAN_LIMITS.goalsPerSection} goals.`);
export const sectionNotesSchema = text(PLAN_LIMITS.notes, 'the notes');

export const sectionInputSchema = z.object({
  id: entityIdSchema.optional(),
  name: sectionNameSchema,
  goals: sectionGoalsSchema.default([]),
  notes: sectionNotesSchema.default(''),
  targetMinutes: targetMinutesSchema.nullable().default(null),
  entries: z
    .array(sectionEntryInputSchema)
    .max(PLAN_LIMITS.entriesPerSection, `At most ${PLAN_LIMITS.entriesPerSection} entries in a section.`)
    .default([]),
});
export type SectionInput = z.input<typeof sectionInputSchema>;
export type SectionFields = z.output<typeof sectionInputSchema>;

export const planSectionsInputSchema = z
  .array(sectionInputSchema)
  .max(PLAN_LIMITS.sections, `At most ${PLAN_LIMITS.sections} sections.`);

// ---- metadata ----

const metadataFields = {
  name: requiredText(PLAN_LIMITS.name, 'the name', 'Give the plan a name.'),
  description: z
    .string()
    .max(
      PLAN_LIMITS.description,
      `The description is too long (${PLAN_LIMITS.description.toLocaleString('en')} characters at most).`,
    )
    .transform(sanitizeRichText),
  sport: sportIdSchema,
  phaseOfSeason: phaseOfSeasonSchema.nullable(),
  practiceGoals: z
    .array(practiceGoalSchema)
    .max(10)
    .transform((goals) => [...new Set(goals)]),
  expectedParticipants: z
    .number({ error: 'Enter a number of participants.' })
    .int('Use a whole number.')
    .min(1, 'At least 1 participant.')
    .max(PLAN_LIMITS.participants, `At most ${PLAN_LIMITS.participants} participants.`)
    .nullable(),
  startTime: clockTimeSchema.nullable(),
  visibility: visibilitySchema,
  editableByOthers: z.boolean(),
  teamId: entityIdSchema.nullable(),
  scheduledDate: calendarDateSchema.nullable(),
  targetMinutes: targetMinutesSchema.nullable(),
};

const teamVisibilityNeedsTeam = (
  m: { visibility?: string | undefined; teamId?: string | null | undefined },
  ctx: z.RefinementCtx,
) => {
  if (m.visibility === 'team' && !m.teamId)
    ctx.addIssue({
      code: 'custom',
      path: ['visibility'],
      message: 'Choose a team first: team visibility shares the plan with a team.',
    });
};

/** Every metadata field with its default (private, no clock, no team). */
const planMetadataShape = z.object({
  name: metadataFields.name,
  description: metadataFields.description.default(''),
  sport: metadataFields.sport,
  phaseOfSeason: metadataFields.phaseOfSeason.default(null),
  practiceGoals: metadataFields.practiceGoals.default([]),
  expectedParticipants: metadataFields.expectedParticipants.default(null),
  startTime: metadataFields.startTime.default(null),
  visibility: metadataFields.visibility.default('private'),
  editableByOthers: metadataFields.editableByOthers.default(false),
  teamId: metadataFields.teamId.default(null),
  scheduledDate: metadataFields.scheduledDate.default(null),
  targetMinutes: metadataFields.targetMinutes.default(null),
});

/** The whole metadata of a new plan, with defaults: private, no clock, no team. */
export const planMetadataInputSchema = planMetadataShape.superRefine(teamVisibilityNeedsTeam);
export type PlanMetadataInput = z.input<typeof planMetadataInputSchema>;

/**
 * A new plan (POST /api/practice-plans): the metadata, and optionally its sections. Without `sections` the plan gets
 * the sport pack's default sections (empty); `fromCart: true` adds one section holding the drills of my plan cart
 * (named `cartSectionName`, default "From the cart") and empties the cart.
 */
export const createPlanBodySchema = planMetadataShape
  .extend({
    sections: z
      .array(sectionInputSchema)
      .max(PLAN_LIMITS.sections, `At most ${PLAN_LIMITS.sections} sections.`)
      .optional(),
    fromCart: z.boolean().default(false),
    cartSectionName: sectionNameSchema.default('From the cart'),
  })
  .superRefine(teamVisibilityNeedsTeam);
export type CreatePlanBody = z.input<typeof createPlanBodySchema>;
export type CreatePlanFields = z.output<typeof createPlanBodySchema>;

/** Some fields of the metadata (the editor saves one field at a time); at least one. */
export const planMetadataPatchSchema = z
  .strictObject({
    name: metadataFields.name.optional(),
    description: metadataFields.description.optional(),
    sport: metadataFields.sport.optional(),
    phaseOfSeason: metadataFields.phaseOfSeason.optional(),
    practiceGoals: metadataFields.practiceGoals.optional(),
    expectedParticipants: metadataFields.expectedParticipants.optional(),
    startTime: metadataFields.startTime.optional(),
    visibility: metadataFields.visibility.optional(),
    editableByOthers: metadataFields.editableByOthers.optional(),
    teamId: metadataFields.teamId.optional(),
    scheduledDate: metadataFields.scheduledDate.optional(),
    targetMinutes: metadataFields.targetMinutes.optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, 'Name at least one field to change.');
export type PlanMetadataPatch = z.output<typeof planMetadataPatchSchema>;
