import { z } from 'zod';
import { entityIdSchema, visibilitySchema } from '../../content/content.schemas';
import { sanitizeRichText } from '../../content/rich-text';
import { sportIdSchema } from '../../sports';
import { PLAN_LIMITS, clockTimeSchema, phaseOfSeasonSchema, practiceGoalSchema } from '../plan-vocabulary';
import { sectionGoalsSchema, sectionNameSchema, sectionNotesSchema } from '../plan.schemas';
import { DRAFT_STEPS, type DraftStep } from './wizard-steps';

export {
  DRAFT_STEPS,
  WIZARD_STEPS,
  isDraftStep,
  stepNeighbours,
  type DraftStep,
  type WizardStep,
} from './wizard-steps';

/**
 * One schema per wizard step, shared by the web wizard (form validation) and the API (PUT /drafts/:id/steps/:step).
 * A step's schema checks the step on its own, as far as it can be saved while the coach works on it (basic info
 * without a goal yet: `draftBasicInfoCompleteSchema` is the step done); whether steps agree with each other (the
 * timeline fits the total, the drills fit the timeline) is for the guards in plan-draft.guards.ts, so a half-done draft
 * can always be saved.
 */
export const draftStepSchema = z.enum(DRAFT_STEPS, { error: `A wizard step is one of ${DRAFT_STEPS.join(', ')}.` });

export const draftBasicInfoSchema = z.object({
  name: z
    .string({ error: 'Give the plan a name.' })
    .trim()
    .min(1, 'Give the plan a name.')
    .max(PLAN_LIMITS.name, `Keep the name under ${PLAN_LIMITS.name} characters.`),
  sport: sportIdSchema,
  participants: z
    .number({ error: 'Enter a number of participants.' })
    .int('Use a whole number.')
    .min(1, 'At least 1 participant.')
    .max(PLAN_LIMITS.participants, `At most ${PLAN_LIMITS.participants} participants.`)
    .nullable()
    .default(null),
  phase: phaseOfSeasonSchema.nullable().default(null),
  // May be empty while the coach is still choosing (the step is saved as it is typed); completing needs one.
  goals: z
    .array(practiceGoalSchema, { error: 'Choose the goals from the list.' })
    .max(10)
    .default([])
    .transform((goals) => [...new Set(goals)]),
  description: z
    .string()
    .max(PLAN_LIMITS.description, 'The description is too long.')
    .default('')
    .transform(sanitizeRichText),
  visibility: visibilitySchema.exclude(['team']).default('private'),
  editableByOthers: z.boolean().default(false),
  startTime: clockTimeSchema.nullable().default(null),
  totalMinutes: z
    .number({ error: 'Enter the practice length in minutes.' })
    .int('Use whole minutes.')
    .min(15, 'A practice is at least 15 minutes.')
    .max(PLAN_LIMITS.targetMinutes, `At most ${PLAN_LIMITS.targetMinutes} minutes.`),
});
export type DraftBasicInfo = z.output<typeof draftBasicInfoSchema>;
export const NO_GOAL_MESSAGE = 'Choose at least one goal.';
/** Basic info as Next and completing need it: everything the saved step has, and at least one goal. */
export const draftBasicInfoCompleteSchema = draftBasicInfoSchema.refine((info) => info.goals.length > 0, {
  path: ['goals'],
  message: NO_GOAL_MESSAGE,
});

export const draftSectionSchema = z.object({
  /**
   * made by the wizard (a UUID) so the timeline and drills steps can refer to the section; becomes the plan section's
   * id
   */
  id: entityIdSchema,
  /** the sport pack's predefined section it came from (its name), null for a custom one */
  key: z.string().trim().max(PLAN_LIMITS.sectionName).nullable().default(null),
  name: sectionNameSchema,
  goals: sectionGoalsSchema.default([]),
  notes: sectionNotesSchema.default(''),
});
export const draftSectionsSchema = z
  .array(draftSectionSchema)
  .min(1, 'Choose at least one section.')
  .max(PLAN_LIMITS.sections, `At most ${PLAN_LIMITS.sections} sections.`)
  .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, 'Each section needs its own id.');
export type DraftSection = z.output<typeof draftSectionSchema>;

export const draftTimelineSchema = z.object({
  sectionMinutes: z
    .array(
      z.object({
        sectionId: entityIdSchema,
        minutes: z
          .number({ error: 'Enter minutes.' })
          .int('Use whole minutes.')
          .min(1, 'At least 1 minute.')
          .max(PLAN_LIMITS.targetMinutes, `At most ${PLAN_LIMITS.targetMinutes} minutes.`),
      }),
    )
    .max(PLAN_LIMITS.sections),
});
export type DraftTimeline = z.output<typeof draftTimelineSchema>;

export const draftDrillSchema = z.object({
  drillId: entityIdSchema,
  durationMinutes: z
    .number({ error: 'Enter minutes.' })
    .int('Use whole minutes.')
    .min(1, 'A drill takes at least 1 minute.')
    .max(PLAN_LIMITS.itemMinutes, `At most ${PLAN_LIMITS.itemMinutes} minutes.`),
});
export const draftDrillsSchema = z.object({
  sections: z
    .array(z.object({ sectionId: entityIdSchema, items: z.array(draftDrillSchema).max(PLAN_LIMITS.entriesPerSection) }))
    .max(PLAN_LIMITS.sections),
});
export type DraftDrills = z.output<typeof draftDrillsSchema>;

/** Everything chosen so far; a step never visited is null. */
export interface PlanDraftData {
  basicInfo: DraftBasicInfo | null;
  sections: DraftSection[] | null;
  timeline: DraftTimeline | null;
  drills: DraftDrills | null;
}
export const emptyDraftData = (): PlanDraftData => ({ basicInfo: null, sections: null, timeline: null, drills: null });

export const DRAFT_STEP_SCHEMAS = {
  'basic-info': draftBasicInfoSchema,
  sections: draftSectionsSchema,
  timeline: draftTimelineSchema,
  drills: draftDrillsSchema,
} as const satisfies Record<DraftStep, z.ZodType>;

/** Which field of the draft data a step fills. */
export const DRAFT_STEP_FIELDS = {
  'basic-info': 'basicInfo',
  sections: 'sections',
  timeline: 'timeline',
  drills: 'drills',
} as const satisfies Record<DraftStep, keyof PlanDraftData>;
