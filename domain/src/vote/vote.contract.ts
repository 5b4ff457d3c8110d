import { z } from 'zod';

export const voteTallyContract = z.strictObject({
  up: z.number().int(),
  down: z.number().int(),
  score: z.number().int(),
});
export const myVoteContract = z
  .union([z.literal(-1), z.literal(0), z.literal(1)])
  .describe('the viewer’s vote: 1 up, -1 down, 0 none');
/** PUT …/vote: the totals and the viewer's vote after it. */
export const voteResponseContract = z.strictObject({ votes: voteTallyContract, myVote: myVoteContract });

export type VoteTally = z.infer<typeof voteTallyContract>;
export type MyVote = z.infer<typeof myVoteContract>;
export type VoteResponse = z.infer<typeof voteResponseContract>;
