import { describe, expect, it } from 'vitest';
import { readTeamFilter } from './use-my-teams';

describe('the team filter in a list address', () => {
  it('reads mine or a team id, and nothing else', () => {
    expect(readTeamFilter(new URLSearchParams('team=mine'))).toBe('mine');
    expect(readTeamFilter(new URLSearchParams('team=5B0C1D3E-0000-4000-8000-000000000001'))).toBe(
      '5b0c1d3e-0000-4000-8000-000000000001',
    );
    expect(readTeamFilter(new URLSearchParams('team=riverside'))).toBeNull();
    expect(readTeamFilter(new URLSearchParams(''))).toBeNull();
  });
});
