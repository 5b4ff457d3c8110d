import { describe, expect, it } from 'vitest';
import { formatLength, formatPlayers, formatScore, playersLabel, positionName } from '../format-drill';
import { applyVote, nextVote } from './vote-tally';

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
});

describe('drill facts in words', () => {
  it('formats lengths, players, scores and positions', () => {
    expect(formatLength(10, 15)).toBe('10–15 min');
    expect(formatLength(5, 5)).toBe('5 min');
    expect(formatPlayers(6, 12)).toBe('6–12');
    expect(formatPlayers(6, null)).toBe('6+');
    expect(formatPlayers(8, 8)).toBe('8');
    expect(playersLabel(6, null)).toBe('6+ players');
    expect(playersLabel(1, 1)).toBe('1 player');
    expect(formatScore(3)).toBe('+3');
    expect(formatScore(-2)).toBe('−2');
    expect(formatScore(0)).toBe('0');
    expect(positionName('basketball', 'point-guard')).toBe('Point Guard');
    expect(positionName('basketball', 'goalie')).toBe('goalie');
  });
});
