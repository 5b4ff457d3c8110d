import { describe, expect, it } from 'vitest';
import {
  FORMATION_LIMITS,
  formationCopyName,
  formationInputSchema,
  formationPatchSchema,
  type FormationInput,
} from './formation.schemas';

const valid: FormationInput = {
  sport: 'basketball',
  name: '1-3-1 zone',
  briefDescription: 'Trap the corners, protect the middle.',
  detailedDescription: '<p>Wings <strong>trap</strong>.</p>',
  tags: ['zone', 'trap'],
  formationType: 'defense',
};

/** Field path → messages, as the API reports them. */
function fieldErrors(
  schema: typeof formationInputSchema | typeof formationPatchSchema,
  input: unknown,
): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.') || '_form'] ??= []).push(issue.message);
  return fields;
}

describe('formation input schema', () => {
  it('accepts a complete formation and fills defaults, the court from the sport', () => {
    expect(formationInputSchema.parse(valid)).toMatchObject({
      visibility: 'public',
      editableByOthers: false,
      courtTemplateId: 'basketball-full',
    });
    expect(formationInputSchema.parse({ sport: 'soccer', name: 'Back four' })).toEqual({
      sport: 'soccer',
      name: 'Back four',
      briefDescription: '',
      detailedDescription: '',
      tags: [],
      formationType: 'other',
      courtTemplateId: 'soccer-full',
      visibility: 'public',
      teamId: null,
      editableByOthers: false,
    });
  });

  it('requires a name of at most 120 characters and a known sport and type', () => {
    const errors = fieldErrors(formationInputSchema, {
      ...valid,
      name: '  ',
      sport: 'curling',
      formationType: 'attack',
    });
    expect(Object.keys(errors).sort()).toEqual(['formationType', 'name', 'sport']);
    expect(
      Object.keys(fieldErrors(formationInputSchema, { ...valid, name: 'x'.repeat(FORMATION_LIMITS.name + 1) })),
    ).toEqual(['name']);
    expect(fieldErrors(formationInputSchema, { ...valid, name: 'x'.repeat(FORMATION_LIMITS.name) })).toEqual({});
  });

  it('trims tags, collapses spaces, drops empty ones and duplicates in any case (first spelling wins)', () => {
    expect(
      formationInputSchema.parse({ ...valid, tags: ['  Zone ', 'zone', 'full   court', '', 'ZONE', 'Press'] }).tags,
    ).toEqual(['Zone', 'full court', 'Press']);
  });

  it('allows at most 20 distinct tags of 40 characters, naming the long one', () => {
    const many = Array.from({ length: 21 }, (_, i) => `tag ${i}`);
    expect(Object.keys(fieldErrors(formationInputSchema, { ...valid, tags: many }))).toEqual(['tags']);
    expect(fieldErrors(formationInputSchema, { ...valid, tags: [...many.slice(0, 20), 'TAG 0', 'tag 1'] })).toEqual({});
    expect(Object.keys(fieldErrors(formationInputSchema, { ...valid, tags: ['ok', 'x'.repeat(41)] }))).toEqual([
      'tags.1',
    ]);
    expect(fieldErrors(formationInputSchema, { ...valid, tags: ['zone, press'] })).toEqual({
      'tags.0': ['Tags cannot contain commas.'],
    });
  });

  it('sanitises the detailed description', () => {
    expect(
      formationInputSchema.parse({ ...valid, detailedDescription: '<p onclick="x()">Go<script>alert(1)</script></p>' })
        .detailedDescription,
    ).toBe('<p>Go</p>');
    expect(
      Object.keys(
        fieldErrors(formationInputSchema, { ...valid, detailedDescription: 'x'.repeat(FORMATION_LIMITS.detailed + 1) }),
      ),
    ).toEqual(['detailedDescription']);
  });

  it('refuses a court of another sport', () => {
    expect(
      fieldErrors(formationInputSchema, { ...valid, courtTemplateId: 'quadball-full' }).courtTemplateId![0],
    ).toMatch(/Basketball courts/);
    expect(formationInputSchema.parse({ ...valid, courtTemplateId: 'basketball-half' }).courtTemplateId).toBe(
      'basketball-half',
    );
  });

  it('refuses unknown visibilities and non-boolean editability', () => {
    expect(
      Object.keys(
        fieldErrors(formationInputSchema, { ...valid, visibility: 'everyone', editableByOthers: 'yes' }),
      ).sort(),
    ).toEqual(['editableByOthers', 'visibility']);
  });
});

describe('formation patch schema', () => {
  it('takes any subset of the fields, with the same rules, and no defaults', () => {
    expect(formationPatchSchema.parse({ name: ' New name ' })).toEqual({ name: 'New name' });
    expect(formationPatchSchema.parse({ tags: ['a', 'A', ' b '] })).toEqual({ tags: ['a', 'b'] });
    expect(Object.keys(fieldErrors(formationPatchSchema, { name: '', formationType: 'attack' })).sort()).toEqual([
      'formationType',
      'name',
    ]);
  });
  it('needs at least one field', () => {
    expect(Object.keys(fieldErrors(formationPatchSchema, {}))).toEqual(['_form']);
    expect(Object.keys(fieldErrors(formationPatchSchema, null))).toEqual(['_form']);
  });
});

describe('copy names', () => {
  it('adds (copy) and stays within the limit', () => {
    expect(formationCopyName('Box and one')).toBe('Box and one (copy)');
    expect(formationCopyName('x'.repeat(120))).toHaveLength(120);
  });
});
