import { z } from 'zod';
import { isoDateTime } from '../contracts/contract-kit';
import { SUGGESTION_STATUSES } from './poll.schemas';

export const suggestionCanContract = z.strictObject({
  vote: z.boolean().describe('signed in, the suggestion is open, and the viewer has not voted for it'),
  moderate: z.boolean().describe('link a drill, close or remove (site admins)'),
});

export const suggestionContract = z.strictObject({
  id: z.string(),
  text: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  votes: z.number().int(),
  votedByMe: z.boolean(),
  /** the viewer suggested it */
  mine: z.boolean(),
  suggestedBy: z.strictObject({ id: z.string(), name: z.string() }),
  /** an open suggestion with the same text when this one was made (flagged, for admins to close) */
  duplicateOf: z.string().nullable(),
  /**
   * the drill that fulfils it; null until an admin links one (the name is null when the viewer may not see the drill)
   */
  drill: z.strictObject({ id: z.string(), name: z.string().nullable() }).nullable(),
  createdAt: isoDateTime,
  can: suggestionCanContract,
});
export type DrillSuggestion = z.infer<typeof suggestionContract>;

/** GET /api/poll: open suggestions by votes (most first), then the decided ones. */
export const pollContract = z.strictObject({
  open: z.array(suggestionContract),
  decided: z.array(suggestionContract),
  can: z.strictObject({ suggest: z.boolean() }),
});
export type PollView = z.infer<typeof pollContract>;

export const suggestionResponseContract = z.strictObject({ suggestion: suggestionContract });
