import {
  VOTE_STREAM_TYPE,
  voteDecider,
  voteStreamId,
  type Actor,
  type MyVote,
  type VoteResponse,
  type VoteTarget,
} from '@sideline/domain';
import type { CommandContext } from '../commands/command-context';
import type { CommandHandler } from '../commands/command-handler';

/** One vote per user and target: 1 up, -1 down, 0 takes it back. The caller has asked the policy (content.engage). */
export async function castVote(
  handler: CommandHandler,
  ctx: CommandContext,
  actor: NonNullable<Actor>,
  target: VoteTarget,
  value: 1 | -1 | 0,
): Promise<MyVote> {
  const decided = await handler.handle(
    { streamId: voteStreamId(target, actor.userId), streamType: VOTE_STREAM_TYPE, decider: voteDecider },
    { type: 'CastVote', data: { target, userId: actor.userId, value } },
    ctx,
  );
  return decided.state.value;
}

/**
 * The totals as they are with this vote, from the read model's totals (which may not hold it yet): the vote the read
 * model counted for this voter is taken out and the new one put in, so the answer never waits for the read model.
 */
export function tallyWithVote(counted: VoteResponse, myVote: MyVote): VoteResponse {
  const up = counted.votes.up - (counted.myVote === 1 ? 1 : 0) + (myVote === 1 ? 1 : 0);
  const down = counted.votes.down - (counted.myVote === -1 ? 1 : 0) + (myVote === -1 ? 1 : 0);
  return { votes: { up, down, score: up - down }, myVote };
}
