import type { DomainEvent } from '../shared/events';

/** A drill suggestion in the community poll: one stream each. */
export type DrillSuggested = DomainEvent<
  'DrillSuggested',
  { suggestionId: string; text: string; suggestedBy: string; duplicateOf: string | null }
>;
/** A site admin names the drill that fulfils it; the suggestion is then done. */
export type DrillSuggestionLinked = DomainEvent<
  'DrillSuggestionLinked',
  { suggestionId: string; drillId: string; by: string }
>;
export type DrillSuggestionClosed = DomainEvent<'DrillSuggestionClosed', { suggestionId: string; by: string }>;
export type DrillSuggestionRemoved = DomainEvent<'DrillSuggestionRemoved', { suggestionId: string; by: string }>;
export type SuggestionEvent = DrillSuggested | DrillSuggestionLinked | DrillSuggestionClosed | DrillSuggestionRemoved;
export const SUGGESTION_EVENT_TYPES = [
  'DrillSuggested',
  'DrillSuggestionLinked',
  'DrillSuggestionClosed',
  'DrillSuggestionRemoved',
] as const satisfies readonly SuggestionEvent['type'][];
export const SUGGESTION_STREAM_TYPE = 'poll-suggestion';
export const suggestionStreamId = (suggestionId: string) => `poll-suggestion-${suggestionId}`;

/** One vote per user and suggestion: a stream of its own, so a second vote (or twenty at once) meets the first. */
export type SuggestionVoted = DomainEvent<'SuggestionVoted', { suggestionId: string; userId: string }>;
export type SuggestionVoteEvent = SuggestionVoted;
export const SUGGESTION_VOTE_EVENT_TYPES = [
  'SuggestionVoted',
] as const satisfies readonly SuggestionVoteEvent['type'][];
export const SUGGESTION_VOTE_STREAM_TYPE = 'poll-vote';
export const suggestionVoteStreamId = (suggestionId: string, userId: string) => `poll-vote-${suggestionId}-${userId}`;
