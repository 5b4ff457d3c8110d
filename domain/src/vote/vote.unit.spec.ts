import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { voteDecider, voteInputSchema, voteStreamId, type VoteEvent, type VoteTarget } from './vote';

const spec = deciderSpec(voteDecider);
const target: VoteTarget = { type: 'drill', id: 'd1' };
const up: VoteEvent = { type: 'VoteCast', data: { target, userId: 'u1', value: 1 } };
const down: VoteEvent = { type: 'VoteCast', data: { target, userId: 'u1', value: -1 } };
const withdrawn: VoteEvent = { type: 'VoteWithdrawn', data: { target, userId: 'u1' } };
const cast = (value: 1 | -1 | 0) => ({ type: 'CastVote' as const, data: { target, userId: 'u1', value } });

describe('vote decider', () => {
  it('casts a first vote', () => {
    spec.given([]).when(cast(1)).then([up]);
  });
  it('records nothing when the same vote is cast again', () => {
    spec.given([up]).when(cast(1)).thenNothingHappens();
  });
  it('changes a vote', () => {
    spec.given([up]).when(cast(-1)).then([down]);
  });
  it('withdraws a vote, and withdrawing without a vote records nothing', () => {
    spec.given([up, down]).when(cast(0)).then([withdrawn]);
    spec.given([]).when(cast(0)).thenNothingHappens();
    spec.given([up, withdrawn]).when(cast(0)).thenNothingHappens();
  });
  it('votes again after withdrawing', () => {
    spec.given([up, withdrawn]).when(cast(1)).then([up]);
  });
  it('keeps one stream per voter and target', () => {
    expect(voteStreamId(target, 'u1')).not.toBe(voteStreamId(target, 'u2'));
    expect(voteStreamId(target, 'u1')).not.toBe(voteStreamId({ type: 'plan', id: 'd1' }, 'u1'));
  });
  it('accepts only 1, -1 and 0', () => {
    expect(voteInputSchema.safeParse({ value: 1 }).success).toBe(true);
    expect(voteInputSchema.safeParse({ value: 0 }).success).toBe(true);
    expect(voteInputSchema.safeParse({ value: 2 }).success).toBe(false);
    expect(voteInputSchema.safeParse({ value: '1' }).success).toBe(false);
  });
});
