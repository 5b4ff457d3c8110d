import type { ContentAccess } from '../content/content.schemas';
import type { PlanMetadata, Section } from './plan.model';

/** A practice's place on its team's season calendar; `startTime` follows the plan's own start time. */
export interface PlanSchedule {
  seasonId: string;
  /** "YYYY-MM-DD" in the team's zone */
  date: string;
  /** "HH:MM" local time in the team's zone */
  startTime: string;
  durationMinutes: number;
}

export interface PlanFacts {
  status: 'active' | 'deleted';
  planId: string;
  ownerId: string;
  metadata: PlanMetadata;
  sections: Section[];
  published: boolean;
  /** when it was last published (ISO); null when never */
  publishedAt: string | null;
  copiedFrom: string | null;
  draftId: string | null;
  /** set when the plan is a practice on a season's calendar */
  schedule: PlanSchedule | null;
}

/** A plan as the decider (and the plan read model, which folds the same events) knows it. */
export type PlanState = { status: 'none' } | PlanFacts;

export const initialPlanState = (): PlanState => ({ status: 'none' });

/** What the policy needs to know about a plan, from its state; null when there is no such plan. */
export function planAccessOf(state: PlanState): ContentAccess | null {
  if (state.status === 'none') return null;
  const { metadata } = state;
  return {
    ownerId: state.ownerId,
    visibility: metadata.visibility,
    teamId: metadata.teamId,
    editableByOthers: metadata.editableByOthers,
    deleted: state.status === 'deleted',
    published: state.published,
  };
}
