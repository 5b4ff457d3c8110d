import { isApiError } from '../../../api/api-error';
import { friendlyMessage } from '../../../api/friendly-message';

/**
 * What a refused command means for the editor. `gone`: a co-editor removed what the command was about (show the
 * server's message as it is, and refetch: the plan on screen is out of date). `invalid`: the input was wrong (show it
 * next to the control, keep what was typed). `conflict`: another 409 (too big, last lane…): say so and refetch.
 */
export type CommandProblem =
  | { kind: 'gone'; message: string; refetch: true }
  | { kind: 'invalid'; message: string; refetch: false }
  | { kind: 'conflict'; message: string; refetch: true }
  | { kind: 'other'; message: string; refetch: boolean };

const GONE_CODES = new Set([
  'PLAN.ITEM_NOT_FOUND',
  'PLAN.SECTION_NOT_FOUND',
  'PLAN.LANE_NOT_FOUND',
  'PLAN.BLOCK_NOT_FOUND',
  'PLAN.UNDO_NOT_POSSIBLE',
  'PLAN.REDO_NOT_POSSIBLE',
]);

export function commandProblem(error: unknown): CommandProblem {
  if (!isApiError(error)) return { kind: 'other', message: friendlyMessage(error), refetch: false };
  if (GONE_CODES.has(error.code)) return { kind: 'gone', message: error.message, refetch: true };
  if (error.status === 400) {
    // The schema's or the decider's own words, e.g. "A drill takes at least 1 minute." (never a generic line).
    const fieldMessage = Object.values(error.fieldErrors).flat().join(' ');
    return { kind: 'invalid', message: fieldMessage || error.message, refetch: false };
  }
  if (error.status === 409 || error.status === 412) {
    // The server's messages say what happened ("At most 8 lanes…", "This plan was deleted…"); keep them.
    return { kind: 'conflict', message: error.message || friendlyMessage(error), refetch: true };
  }
  return { kind: 'other', message: friendlyMessage(error), refetch: error.status === 404 || error.status === 403 };
}
