import type { MyVote, VoteTally } from '@sideline/domain';

/** The tally after changing my vote from `from` to `to`, as the server will count it (shown before it answers). */
export function applyVote(tally: VoteTally, from: MyVote, to: MyVote): VoteTally {
  const up = tally.up - (from === 1 ? 1 : 0) + (to === 1 ? 1 : 0);
  const down = tally.down - (from === -1 ? 1 : 0) + (to === -1 ? 1 : 0);
  return { up, down, score: up - down };
}

/** Clicking the arrow I already chose takes my vote back. */
export const nextVote = (current: MyVote, clicked: 1 | -1): MyVote => (current === clicked ? 0 : clicked);

/** "+3", "0", "−2": a vote score with its sign. */
export function formatScore(score: number): string {
  return score > 0 ? `+${score}` : score < 0 ? `−${Math.abs(score)}` : '0';
}
