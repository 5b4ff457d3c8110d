import { describe, expect, it } from 'vitest';
import { formatLength, formatPlayers, playersLabel, positionName } from './format-drill';

describe('drill facts in words', () => {
  it('formats lengths, players and positions', () => {
    expect(formatLength(10, 15)).toBe('10–15 min');
    expect(formatLength(5, 5)).toBe('5 min');
    expect(formatLength(45, 90)).toBe('45 min–1 h 30 min');
    expect(formatLength(60, 60)).toBe('1 h');
    expect(formatPlayers(6, 12)).toBe('6–12');
    expect(formatPlayers(6, null)).toBe('6+');
    expect(formatPlayers(8, 8)).toBe('8');
    expect(playersLabel(6, null)).toBe('6+ players');
    expect(playersLabel(1, 1)).toBe('1 player');
    expect(positionName('basketball', 'point-guard')).toBe('Point Guard');
    expect(positionName('basketball', 'goalie')).toBe('goalie');
  });
});
