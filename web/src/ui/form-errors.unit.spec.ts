import { describe, expect, it } from 'vitest';
import { firstErrorMessage, placeServerErrors } from './form-errors';

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
    const { placed, unplaced } = placeServerErrors(
      { '': ['The drill is invalid.'], ownerId: ['Not yours.'] },
      FORM_FIELDS,
    );
    expect(placed).toEqual([]);
    expect(unplaced).toEqual(['The drill is invalid.', 'Not yours.']);
  });
});

describe('reading react-hook-form errors', () => {
  it('takes the field message, the list message, or the first item message', () => {
    expect(firstErrorMessage({ type: 'too_small', message: 'Choose at least one position.' })).toBe(
      'Choose at least one position.',
    );
    expect(firstErrorMessage({ root: { type: 'too_big', message: 'At most 8 diagrams.' } })).toBe(
      'At most 8 diagrams.',
    );
    // positions.1 → errors.positions[1]
    expect(firstErrorMessage([undefined, { type: 'server', message: 'Goalie is not a position.' }])).toBe(
      'Goalie is not a position.',
    );
    expect(firstErrorMessage([{ title: { type: 'server', message: 'Too long.' } }])).toBe('Too long.');
    expect(firstErrorMessage({ ref: { message: 'not this' } })).toBeUndefined();
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });
});
