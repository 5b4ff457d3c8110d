import { z } from 'zod';
import { assertNever, type Decider, type DomainCommand, type DomainEvent } from '../shared/events';

export const VOTE_TARGET_TYPES = ['drill', 'plan', 'formation'] as const;
export type VoteTargetType = (typeof VOTE_TARGET_TYPES)[number];
export interface VoteTarget {
  type: VoteTargetType;
  id: string;
}

export const voteInputSchema = z.object({
  value: z.union([z.literal(1), z.literal(-1), z.literal(0)], {
    error: 'A vote is 1 (up), -1 (down) or 0 (take it back).',
  }),
});

/** One stream per voter and target: votes never contend with edits of the thing voted on. */
export const voteStreamId = (target: VoteTarget, userId: string) => `vote-${target.type}-${target.id}-${userId}`;
export const VOTE_STREAM_TYPE = 'vote';

export type VoteCast = DomainEvent<'VoteCast', { target: VoteTarget; userId: string; value: 1 | -1 }>;
export type VoteWithdrawn = DomainEvent<'VoteWithdrawn', { target: VoteTarget; userId: string }>;
export type VoteEvent = VoteCast | VoteWithdrawn;
export const VOTE_EVENT_TYPES = ['VoteCast', 'VoteWithdrawn'] as const satisfies readonly VoteEvent['type'][];

export type CastVote = DomainCommand<'CastVote', { target: VoteTarget; userId: string; value: 1 | -1 | 0 }>;

export type VoteState = { value: 0 | 1 | -1 };

/** One vote per user and target, up or down, changeable; casting the same vote again records nothing. */
export const voteDecider: Decider<CastVote, VoteEvent, VoteState> = {
  initialState: () => ({ value: 0 }),
  decide(command, state) {
    const { target, userId, value } = command.data;
    if (value === state.value) return [];
    if (value === 0) return [{ type: 'VoteWithdrawn', data: { target, userId } }];
    return [{ type: 'VoteCast', data: { target, userId, value } }];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'VoteCast':
        return { value: event.data.value };
      case 'VoteWithdrawn':
        return { value: 0 };
      default:
        return assertNever(event, 'vote event');
    }
  },
};
