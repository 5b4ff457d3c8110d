import type { ContentAccess } from '../content/content.schemas';
import type { DrillState } from './drill.decider';

/** What the policy needs to know about a drill, from its state; null when there is no such drill. */
export function drillAccessOf(state: DrillState): ContentAccess | null {
  if (state.status === 'none') return null;
  return {
    ownerId: state.ownerId,
    visibility: state.visibility,
    teamId: state.teamId,
    editableByOthers: state.editableByOthers,
    deleted: state.status === 'deleted',
  };
}
