import { conflict, notFound } from '../shared/errors';
import { assertNever, type Decider, type DomainCommand } from '../shared/events';
import type { SuggestionEvent, SuggestionVoteEvent } from './poll.events';
import type { SuggestionStatus } from './poll.schemas';

/** `duplicateOf`: an open suggestion with the same normalised text, found by the API (flagged, not refused). */
export type SuggestDrill = DomainCommand<
  'SuggestDrill',
  { suggestionId: string; text: string; suggestedBy: string; duplicateOf: string | null }
>;
/** Who may is the policy's to say (poll.moderate): site admins. `drillId` names a drill the API found. */
export type LinkSuggestionToDrill = DomainCommand<'LinkSuggestionToDrill', { drillId: string; by: string }>;
export type CloseSuggestion = DomainCommand<'CloseSuggestion', { by: string }>;
export type RemoveSuggestion = DomainCommand<'RemoveSuggestion', { by: string }>;
export type SuggestionCommand = SuggestDrill | LinkSuggestionToDrill | CloseSuggestion | RemoveSuggestion;

export type SuggestionState =
  { status: 'none' } | { status: SuggestionStatus; suggestionId: string; suggestedBy: string; drillId: string | null };

export const suggestionNotFound = () => notFound('POLL.SUGGESTION_NOT_FOUND', 'There is no such suggestion.');

function existing(state: SuggestionState): Exclude<SuggestionState, { status: 'none' }> {
  if (state.status === 'none' || state.status === 'removed') throw suggestionNotFound();
  return state;
}

export const suggestionDecider: Decider<SuggestionCommand, SuggestionEvent, SuggestionState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'SuggestDrill':
        if (state.status !== 'none') throw conflict('POLL.SUGGESTION_EXISTS', 'This suggestion was already made.');
        return [{ type: 'DrillSuggested', data: { ...command.data } }];
      case 'LinkSuggestionToDrill': {
        const suggestion = existing(state);
        if (suggestion.drillId === command.data.drillId) return [];
        return [
          {
            type: 'DrillSuggestionLinked',
            data: { suggestionId: suggestion.suggestionId, drillId: command.data.drillId, by: command.data.by },
          },
        ];
      }
      case 'CloseSuggestion': {
        const suggestion = existing(state);
        return suggestion.status === 'closed'
          ? []
          : [{ type: 'DrillSuggestionClosed', data: { suggestionId: suggestion.suggestionId, by: command.data.by } }];
      }
      case 'RemoveSuggestion': {
        const suggestion = existing(state);
        return [
          { type: 'DrillSuggestionRemoved', data: { suggestionId: suggestion.suggestionId, by: command.data.by } },
        ];
      }
      default:
        return assertNever(command, 'suggestion command');
    }
  },
  evolve(state, event) {
    if (event.type === 'DrillSuggested')
      return {
        status: 'open',
        suggestionId: event.data.suggestionId,
        suggestedBy: event.data.suggestedBy,
        drillId: null,
      };
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'DrillSuggestionLinked':
        return { ...state, status: 'fulfilled', drillId: event.data.drillId };
      case 'DrillSuggestionClosed':
        return { ...state, status: 'closed' };
      case 'DrillSuggestionRemoved':
        return { ...state, status: 'removed' };
      default:
        return assertNever(event, 'suggestion event');
    }
  },
};

/**
 * `suggestion`: the suggestion as its own stream has it when the vote is decided (read by the caller): only an open
 * suggestion takes votes.
 */
export type VoteForSuggestion = DomainCommand<
  'VoteForSuggestion',
  { suggestionId: string; userId: string; suggestion: SuggestionState }
>;
export type SuggestionVoteState = { voted: boolean };

/**
 * One vote per user and suggestion, for good: a second is refused, also when twenty arrive at once (one stream each).
 */
export const suggestionVoteDecider: Decider<VoteForSuggestion, SuggestionVoteEvent, SuggestionVoteState> = {
  initialState: () => ({ voted: false }),
  decide(command, state) {
    const { suggestionId, userId, suggestion } = command.data;
    if (suggestion.status === 'none' || suggestion.status === 'removed') throw suggestionNotFound();
    if (suggestion.status !== 'open') throw conflict('POLL.SUGGESTION_CLOSED', 'Voting on this suggestion has ended.');
    if (state.voted)
      throw conflict('POLL.ALREADY_VOTED', 'You have voted for this suggestion already: one vote per person.');
    return [{ type: 'SuggestionVoted', data: { suggestionId, userId } }];
  },
  // the stream holds this one event type
  evolve: () => ({ voted: true }),
};
