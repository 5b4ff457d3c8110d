import { SPORT_PACKS, drillInputSchema } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { buildDiagram } from './demo-drills-diagrams';
import { DEMO_DRILLS, demoId } from './demo-drills';

describe('demo drills', () => {
  it('are at least 40 valid drills across quadball, basketball and soccer', () => {
    expect(DEMO_DRILLS.length).toBeGreaterThanOrEqual(40);
    for (const drill of DEMO_DRILLS) {
      const result = drillInputSchema.safeParse({
        ...drill.input,
        diagrams: (drill.diagrams ?? []).map((d, i) => buildDiagram(drill.input.sport, `${drill.key}-${i}`, d)),
      });
      expect(result.success, `${drill.key}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
    const perSport: Record<string, number> = {};
    for (const drill of DEMO_DRILLS) perSport[drill.input.sport] = (perSport[drill.input.sport] ?? 0) + 1;
    expect(Object.keys(perSport).sort()).toEqual(['basketball', 'quadball', 'soccer']);
    expect(Math.min(...Object.values(perSport))).toBeGreaterThanOrEqual(12);
  });

  it('mix owners and visibility, link videos, draw diagrams and form one-level families', () => {
    expect(new Set(DEMO_DRILLS.map((d) => d.owner))).toEqual(new Set(['admin', 'coach']));
    const visibility = (v: string) => DEMO_DRILLS.filter((d) => (d.input.visibility ?? 'public') === v).length;
    expect(visibility('private')).toBeGreaterThanOrEqual(2);
    expect(visibility('unlisted')).toBeGreaterThanOrEqual(2);
    expect(
      DEMO_DRILLS.filter((d) => d.input.videoUrl?.startsWith('https://www.youtube.com/')).length,
    ).toBeGreaterThanOrEqual(5);
    expect(DEMO_DRILLS.filter((d) => d.diagrams?.length).length).toBeGreaterThanOrEqual(6);
    const keys = DEMO_DRILLS.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    const variations = DEMO_DRILLS.filter((d) => d.parent);
    expect(new Set(variations.map((d) => d.parent)).size).toBeGreaterThanOrEqual(2);
    for (const variation of variations) {
      const parent = DEMO_DRILLS.find((d) => d.key === variation.parent);
      expect(parent, variation.key).toBeDefined();
      expect(parent!.parent, `${variation.key}: parents are not variations`).toBeUndefined();
      expect(keys.indexOf(parent!.key)).toBeLessThan(keys.indexOf(variation.key));
    }
  });

  it('draws players as ellipses in their position colour with labels, and arrows for runs and passes', () => {
    const diagram = buildDiagram('quadball', 'd1', {
      title: 'Test',
      court: 'quadball-half',
      tokens: [
        { position: 'keeper', at: [15, 16.5] },
        { position: 'Beater', team: 'b', at: [5, 5] },
      ],
      arrows: [{ from: [5, 5], to: [10, 5], kind: 'pass' }],
    });
    const ellipses = diagram.elements.filter((e) => e.type === 'ellipse');
    expect(ellipses.map((e) => [e.backgroundColor, e.strokeColor])).toEqual([
      [
        SPORT_PACKS.quadball.positions.find((p) => p.id === 'keeper')!.color,
        SPORT_PACKS.quadball.positions.find((p) => p.id === 'keeper')!.color,
      ],
      ['#ffffff', SPORT_PACKS.quadball.positions.find((p) => p.id === 'beater')!.color],
    ]);
    expect(diagram.elements.filter((e) => e.type === 'text').map((e) => e.text)).toEqual(['K', 'B']);
    const arrow = diagram.elements.find((e) => e.type === 'arrow')!;
    // The half pitch (30 × 33 m) fits the canvas's 800 × 560 box by its height.
    const scale = 560 / 33;
    expect(arrow).toMatchObject({
      strokeStyle: 'dashed',
      endArrowhead: 'arrow',
      x: Math.round(5 * scale),
      points: [
        [0, 0],
        [Math.round(10 * scale) - Math.round(5 * scale), 0],
      ],
    });
    expect(() =>
      buildDiagram('soccer', 'x', { title: 'Bad', court: 'soccer-half', tokens: [{ position: 'seeker', at: [0, 0] }] }),
    ).toThrow(/not a soccer position/);
  });

  it('have stable, valid UUIDs', () => {
    expect(demoId('drill', 'a')).toBe(demoId('drill', 'a'));
    expect(demoId('drill', 'a')).not.toBe(demoId('drill', 'b'));
    expect(demoId('drill', 'a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
