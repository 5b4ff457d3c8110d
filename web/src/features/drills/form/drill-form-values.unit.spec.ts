import { SPORT_PACKS } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { adaptToSport } from './drill-form-values';
import { localSkillSuggestions, skillOptions } from './skill-options';

describe('switching the sport of a drill', () => {
  it('keeps positions and drill types the new sport has, in its spelling', () => {
    expect(
      adaptToSport({ positions: ['chaser', 'keeper'], drillTypes: ['Warmup', 'Contact'] }, 'quadball', 'basketball'),
    ).toEqual({
      positions: [],
      drillTypes: ['Warmup'],
    });
    expect(
      adaptToSport({ positions: ['point-guard'], drillTypes: ['Shooting', 'Competitive'] }, 'basketball', 'basketball'),
    ).toEqual({
      positions: ['point-guard'],
      drillTypes: ['Shooting', 'Competitive'],
    });
  });
});

describe('skill suggestions', () => {
  const suggestions = [
    { skill: 'Passing', count: 12, fromPack: true },
    { skill: 'Pass Fakes', count: 2, fromPack: false },
    { skill: 'Positioning', count: 0, fromPack: true },
  ];

  it('leaves out chosen skills and offers to add words that match no skill', () => {
    expect(skillOptions(suggestions, 'pas', ['passing'])).toEqual([
      { kind: 'existing', skill: 'Pass Fakes', count: 2, fromPack: false },
      { kind: 'existing', skill: 'Positioning', count: 0, fromPack: true },
      { kind: 'new', skill: 'pas' },
    ]);
  });

  it('does not offer to add a skill that exists or is chosen already', () => {
    expect(skillOptions(suggestions, ' passing ', []).some((option) => option.kind === 'new')).toBe(false);
    expect(skillOptions([], 'Tackling', ['tackling'])).toEqual([]);
    expect(skillOptions(suggestions, '', []).every((option) => option.kind === 'existing')).toBe(true);
  });

  it('falls back to the sport pack, words at the start first', () => {
    const local = localSkillSuggestions(SPORT_PACKS.quadball.skills, 'tr');
    expect(local[0]).toEqual({ skill: 'Tracking', count: 0, fromPack: true });
    expect(local.map((s) => s.skill)).toContain('Strength');
  });
});
