import { describe, expect, it } from 'vitest';
import { SPORT_IDS } from './sport-pack';
import { SPORT_PACKS, canonicalSkill, findDrillType, findPosition, suggestedSectionMinutes } from './index';

describe('sport packs', () => {
  it.each(SPORT_IDS)('%s is complete and consistent', (id) => {
    const pack = SPORT_PACKS[id];
    expect(pack.id).toBe(id);
    expect(pack.positions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(pack.positions.map((p) => p.id)).size).toBe(pack.positions.length);
    expect(pack.positions.every((p) => /^#[0-9a-f]{6}$/.test(p.color))).toBe(true);
    expect(new Set(pack.skills.map((s) => s.toLowerCase())).size).toBe(pack.skills.length);
    expect(pack.drillTypes.length).toBeGreaterThanOrEqual(6);
    expect(pack.courtTemplates.length).toBeGreaterThanOrEqual(2);
    for (const court of pack.courtTemplates) {
      expect(court.id.startsWith(id)).toBe(true);
      expect(court.width).toBeGreaterThan(0);
    }
    expect(pack.defaultSections.reduce((sum, s) => sum + s.minutes, 0)).toBe(90);
  });

  it('quadball keeps the reference app’s positions and its 33 skills', () => {
    expect(SPORT_PACKS.quadball.positions.map((p) => p.name)).toEqual(['Chaser', 'Beater', 'Keeper', 'Seeker']);
    expect(SPORT_PACKS.quadball.skills).toHaveLength(33);
  });

  it('finds positions and drill types by name or id, any case', () => {
    expect(findPosition('quadball', 'BEATER')?.id).toBe('beater');
    expect(findPosition('basketball', 'point-guard')?.short).toBe('PG');
    expect(findPosition('soccer', 'Chaser')).toBeUndefined();
    expect(findDrillType('quadball', 'warmup')).toBe('Warmup');
  });

  it('title-cases new skills and keeps the pack spelling of known ones', () => {
    expect(canonicalSkill('quadball', '  close outs ')).toBe('Close Outs');
    expect(canonicalSkill('soccer', 'weak-foot volleys')).toBe('Weak-Foot Volleys');
  });
});

describe('suggestedSectionMinutes: a pack section scaled to the plan’s own length', () => {
  it('gives the pack’s minutes for a practice as long as the pack’s', () => {
    expect(suggestedSectionMinutes('quadball', 'Warm-up', 90)).toBe(15);
  });
  it('scales to a shorter or longer plan in 5-minute steps', () => {
    expect(suggestedSectionMinutes('quadball', 'Warm-up', 60)).toBe(10);
    expect(suggestedSectionMinutes('quadball', 'Warm-up', 120)).toBe(20);
  });
  it('never suggests less than one step', () => {
    expect(suggestedSectionMinutes('quadball', 'Cool-down', 15)).toBe(5);
  });
  it('suggests nothing for a section that is not the pack’s', () => {
    expect(suggestedSectionMinutes('quadball', 'My own section', 60)).toBe(0);
    expect(suggestedSectionMinutes('quadball', null, 60)).toBe(0);
  });
  it('the suggestions of every pack add up to about the plan’s length', () => {
    for (const sport of Object.keys(SPORT_PACKS) as (keyof typeof SPORT_PACKS)[]) {
      const total = SPORT_PACKS[sport].defaultSections.reduce(
        (sum, s) => sum + suggestedSectionMinutes(sport, s.name, 60),
        0,
      );
      expect(Math.abs(total - 60)).toBeLessThanOrEqual((5 * SPORT_PACKS[sport].defaultSections.length) / 2);
    }
  });
});
