import type { ContentAccess } from '../content/content.schemas';
import type { PlanMetadata, Section } from './plan.model';

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
}

/** A plan as the decider (and the plan read model, which folds the same events) knows it. */
export type PlanState = { status: 'none' } | PlanFacts;

export const initialPlanState = (): PlanState => ({ status: 'none' });

/** What the policy needs to know about a plan, from its state; null when there is no such plan. */
export function planAccessOf(state: PlanState): ContentAccess | null {
  if (state.status === 'none') return null;
  const { metadata } = state;
  return { ownerId: state.ownerId, visibility: metadata.visibility, teamId: metadata.teamId, editableByOthers: metadata.editableByOthers, deleted: state.status === 'deleted', published: state.published };
}
