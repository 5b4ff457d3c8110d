import { SPORT_PACKS } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { firstErrorMessage, placeServerErrors } from './drill-form-errors';
import { adaptToSport } from './drill-form-values';
import { localSkillSuggestions, skillOptions } from './skill-options';

const FORM_FIELDS = ['name', 'lengthMax', 'positions', 'diagrams', 'variationOf'];

describe('server field errors → form fields', () => {
  it('places messages on their field, or on an item of a list field, by the zod path', () => {
    const { placed, unplaced } = placeServerErrors(
      {
        lengthMax: ['The longest length must not be shorter than the shortest.'],
        'positions.1': ['Goalie is not a Quadball position.'],
        'diagrams.0.title': ['Keep diagram titles under 80 characters.'],
        variationOf: ['A variation cannot have variations.', 'Pick another drill.'],
      },
      FORM_FIELDS,
    );
    expect(placed).toEqual([
      { path: 'lengthMax', message: 'The longest length must not be shorter than the shortest.' },
      { path: 'positions.1', message: 'Goalie is not a Quadball position.' },
      { path: 'diagrams.0.title', message: 'Keep diagram titles under 80 characters.' },
      { path: 'variationOf', message: 'A variation cannot have variations. Pick another drill.' },
    ]);
    expect(unplaced).toEqual([]);
  });

  it('keeps messages for fields the form does not have, to show above it', () => {
    const { placed, unplaced } = placeServerErrors({ '': ['The drill is invalid.'], ownerId: ['Not yours.'] }, FORM_FIELDS);
    expect(placed).toEqual([]);
    expect(unplaced).toEqual(['The drill is invalid.', 'Not yours.']);
  });
});

describe('reading react-hook-form errors', () => {
  it('takes the field message, the list message, or the first item message', () => {
    expect(firstErrorMessage({ type: 'too_small', message: 'Choose at least one position.' })).toBe('Choose at least one position.');
    expect(firstErrorMessage({ root: { type: 'too_big', message: 'At most 8 diagrams.' } })).toBe('At most 8 diagrams.');
    // positions.1 → errors.positions[1]
    expect(firstErrorMessage([undefined, { type: 'server', message: 'Goalie is not a position.' }])).toBe('Goalie is not a position.');
    expect(firstErrorMessage([{ title: { type: 'server', message: 'Too long.' } }])).toBe('Too long.');
    expect(firstErrorMessage({ ref: { message: 'not this' } })).toBeUndefined();
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });
});

describe('switching the sport of a drill', () => {
  it('keeps positions and drill types the new sport has, in its spelling', () => {
    expect(adaptToSport({ positions: ['chaser', 'keeper'], drillTypes: ['Warmup', 'Contact'] }, 'quadball', 'basketball')).toEqual({
      positions: [],
      drillTypes: ['Warmup'],
    });
    expect(adaptToSport({ positions: ['point-guard'], drillTypes: ['Shooting', 'Competitive'] }, 'basketball', 'basketball')).toEqual({
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
