import { describe, expect, it } from 'vitest';
import { DRILL_LIMITS, drillInputSchema, drillPatchSchema, videoEmbedUrl, type DrillInput } from './drill.schemas';

const valid: DrillInput = {
  sport: 'quadball',
  name: 'Hoop defence triangle',
  briefDescription: 'Keeper and two chasers rotate around the hoops.',
  detailedDescription: '<p>Start <strong>slow</strong>.</p>',
  drillTypes: ['Tactic-focus'],
  skillLevels: ['Beginner', 'Intermediate'],
  complexity: 'Medium',
  lengthMin: 10,
  lengthMax: 20,
  playersMin: 3,
  playersMax: 9,
  skills: ['Zone Defence'],
  positions: ['keeper', 'chaser'],
};

/** Field path → messages, as the API reports them. */
function fieldErrors(input: unknown): Record<string, string[]> {
  const result = drillInputSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('drill input schema', () => {
  it('accepts a complete drill and fills defaults', () => {
    const parsed = drillInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      visibility: 'public',
      editableByOthers: false,
      variationOf: null,
      videoUrl: null,
      diagrams: [],
    });
  });

  it('refuses a longest length shorter than the shortest, and fewer most players than fewest', () => {
    expect(Object.keys(fieldErrors({ ...valid, lengthMin: 30, lengthMax: 20 }))).toEqual(['lengthMax']);
    expect(Object.keys(fieldErrors({ ...valid, playersMin: 10, playersMax: 4 }))).toEqual(['playersMax']);
    expect(fieldErrors({ ...valid, playersMin: 10, playersMax: null })).toEqual({});
  });

  it('reports every problem at once: the cross-field checks run even when other fields fail', () => {
    const errors = fieldErrors({
      ...valid,
      name: '',
      briefDescription: '',
      lengthMin: 30,
      lengthMax: 20,
      playersMin: 10,
      playersMax: 4,
      positions: ['goalkeeper'],
    });
    expect(Object.keys(errors).sort()).toEqual(['briefDescription', 'lengthMax', 'name', 'playersMax', 'positions.0']);
    // A field of the wrong type is its own schema's problem; the checks that need it stay quiet.
    expect(Object.keys(fieldErrors({ ...valid, lengthMin: 'ten', lengthMax: 5 })).sort()).toEqual(['lengthMin']);
  });

  it('refuses an unknown skill level', () => {
    expect(fieldErrors({ ...valid, skillLevels: ['Beginner', 'Elite'] })).toHaveProperty(['skillLevels.1']);
  });

  it('refuses positions and drill types of another sport, naming the item', () => {
    const errors = fieldErrors({ ...valid, positions: ['keeper', 'goalkeeper'], drillTypes: ['Small-sided game'] });
    expect(Object.keys(errors).sort()).toEqual(['drillTypes.0', 'positions.1']);
    expect(errors['positions.1']![0]).toMatch(/not a Quadball position/);
  });

  it('refuses a detailed description of 2 MB', () => {
    const errors = fieldErrors({ ...valid, detailedDescription: `<p>${'x'.repeat(2_000_000)}</p>` });
    expect(Object.keys(errors)).toEqual(['detailedDescription']);
    expect(DRILL_LIMITS.detailed).toBeLessThan(2_000_000);
  });

  it('sanitises the detailed description: script tags and handlers go', () => {
    const parsed = drillInputSchema.parse({
      ...valid,
      detailedDescription: '<p onclick="steal()">Go<script>alert(1)</script></p>',
    });
    expect(parsed.detailedDescription).toBe('<p>Go</p>');
  });

  it('title-cases new skills, keeps the pack spelling and drops duplicates', () => {
    const parsed = drillInputSchema.parse({
      ...valid,
      skills: ['zone defence', 'quick hands', 'Quick Hands', 'hoops/baylor'],
    });
    expect(parsed.skills).toEqual(['Zone Defence', 'Quick Hands', 'Hoops/Baylor']);
  });

  it('accepts position names and stores the ids; drill types in the pack spelling', () => {
    const parsed = drillInputSchema.parse({
      ...valid,
      positions: ['Keeper', 'CHASER', 'chaser'],
      drillTypes: ['tactic-focus'],
    });
    expect(parsed.positions).toEqual(['keeper', 'chaser']);
    expect(parsed.drillTypes).toEqual(['Tactic-focus']);
  });

  it('requires names, at least one of each list, and whole numbers', () => {
    const errors = fieldErrors({ ...valid, name: '  ', skills: [], lengthMin: 2.5, playersMin: 0 });
    expect(Object.keys(errors).sort()).toEqual(['lengthMin', 'name', 'playersMin', 'skills']);
  });

  it('accepts web video links only and embeds YouTube and Vimeo', () => {
    expect(fieldErrors({ ...valid, videoUrl: 'javascript:alert(1)' })).toHaveProperty('videoUrl');
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=abc123')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123',
    );
    expect(videoEmbedUrl('https://youtu.be/xyz')).toBe('https://www.youtube-nocookie.com/embed/xyz');
    expect(videoEmbedUrl('https://vimeo.com/123456789')).toBe('https://player.vimeo.com/video/123456789');
    expect(videoEmbedUrl('https://example.org/video.mp4')).toBeNull();
  });

  it('refuses a variation parent that is not an id', () => {
    expect(fieldErrors({ ...valid, variationOf: 'drill 7' })).toHaveProperty('variationOf');
  });
});

describe('drill patch (PATCH /api/drills/:id)', () => {
  it('takes any subset of the fields, each checked and cleaned as in the form', () => {
    expect(drillPatchSchema.parse({ lengthMax: 20 })).toEqual({ lengthMax: 20 });
    expect(drillPatchSchema.parse({ detailedDescription: '<p>Go<script>x()</script></p>' })).toEqual({
      detailedDescription: '<p>Go</p>',
    });
    expect(drillPatchSchema.safeParse({ lengthMax: 0 }).success).toBe(false);
    expect(drillPatchSchema.safeParse({ name: '' }).success).toBe(false);
  });
  it('needs at least one field', () => {
    expect(drillPatchSchema.safeParse({}).success).toBe(false);
    expect(drillPatchSchema.safeParse({ name: undefined }).success).toBe(false);
  });
});
