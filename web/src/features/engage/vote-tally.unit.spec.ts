import { describe, expect, it } from 'vitest';
import { applyVote, formatScore, nextVote } from './vote-tally';

describe('votes', () => {
  const tally = { up: 3, down: 1, score: 2 };

  it('counts a change of my vote the way the server will', () => {
    expect(applyVote(tally, 0, 1)).toEqual({ up: 4, down: 1, score: 3 });
    expect(applyVote(tally, 1, -1)).toEqual({ up: 2, down: 2, score: 0 });
    expect(applyVote(tally, -1, 0)).toEqual({ up: 3, down: 0, score: 3 });
    expect(applyVote(tally, 1, 1)).toEqual(tally);
  });

  it('takes my vote back when I click my own choice again', () => {
    expect(nextVote(0, 1)).toBe(1);
    expect(nextVote(1, 1)).toBe(0);
    expect(nextVote(1, -1)).toBe(-1);
    expect(nextVote(-1, -1)).toBe(0);
  });

  it('shows the score with its sign', () => {
    expect(formatScore(3)).toBe('+3');
    expect(formatScore(-2)).toBe('−2');
    expect(formatScore(0)).toBe('0');
  });
});
