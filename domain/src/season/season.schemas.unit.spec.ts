import { describe, expect, it } from 'vitest';
import { createSeasonSchema, seasonMarkerInputSchema, seasonSectionInputSchema } from './season.schemas';

const fields = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('season schemas', () => {
  it('refuse an end before the start, on the end date field', () => {
    const result = createSeasonSchema.safeParse({ name: 'Fall', startDate: '2026-09-01', endDate: '2026-08-01' });
    expect(result.success).toBe(false);
    expect(fields(result)).toEqual({ endDate: 'The end date must be on or after the start date.' });
  });
  it('refuse a season longer than the limit', () => {
    expect(
      fields(createSeasonSchema.safeParse({ name: 'Long', startDate: '2026-01-01', endDate: '2029-01-01' })),
    ).toHaveProperty('endDate');
  });
  it('fill defaults for a section and make a one-day marker from a start date', () => {
    const section = seasonSectionInputSchema.parse({
      name: 'Playoffs',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(section).toMatchObject({ colour: '#2563eb', visibleToMembers: true, defaultSections: [], linkedItems: [] });
    expect(seasonMarkerInputSchema.parse({ type: 'game', title: 'Home game', startDate: '2026-10-03' })).toMatchObject({
      endDate: '2026-10-03',
      time: null,
    });
  });
  it('say which field is wrong: a bad date, an unknown marker type, a drill link without a drill', () => {
    expect(fields(seasonMarkerInputSchema.safeParse({ type: 'party', title: 'x', startDate: '2026-13-01' }))).toEqual({
      type: expect.any(String),
      startDate: 'Use a date like 2025-09-14.',
    });
    const linked = seasonSectionInputSchema.safeParse({
      name: 'P',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      linkedItems: [{ id: '3f1c2a4e-8b6d-4c1e-9a2b-5d6e7f8a9b0c', kind: 'drill' }],
    });
    expect(fields(linked)).toEqual({ 'linkedItems.0.drillId': 'Choose the drill.' });
  });
});
