import { z } from 'zod';
import { isoDateTime } from '../../contracts/contract-kit';
import {
  DRAFT_STEPS,
  WIZARD_STEPS,
  draftBasicInfoSchema,
  draftDrillsSchema,
  draftSectionsSchema,
  draftTimelineSchema,
} from './plan-draft.schemas';

/** A wizard draft as the owner reads it: every step chosen so far, and where the wizard resumes. */
export const planDraftContract = z.strictObject({
  id: z.string(),
  status: z.enum(['open', 'discarded', 'completed']),
  data: z.strictObject({
    basicInfo: draftBasicInfoSchema.nullable(),
    sections: draftSectionsSchema.nullable(),
    timeline: draftTimelineSchema.nullable(),
    drills: draftDrillsSchema.nullable(),
  }),
  planId: z.string().nullable().describe('the plan made from it, once completed'),
  name: z.string().nullable().describe('the plan name chosen in basic info'),
  nextStep: z.enum(WIZARD_STEPS).describe('the first step that still needs the coach, or overview'),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export const planDraftResponseContract = z.strictObject({ draft: planDraftContract });
export const planDraftListContract = z.strictObject({ items: z.array(planDraftContract) });
export const draftStepParam = z.enum(DRAFT_STEPS);

export type PlanDraft = z.infer<typeof planDraftContract>;
