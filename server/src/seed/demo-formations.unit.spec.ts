import { sceneElementsOf } from '@sideline/api';
import { formationInputSchema } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_FORMATIONS } from './demo-formations-catalog';
import { demoFormationScene } from './demo-formations';

describe('demo formations', () => {
  it('are valid formations of quadball and basketball (and soccer), offense and defense, with unique keys', () => {
    expect(DEMO_FORMATIONS.length).toBeGreaterThanOrEqual(4);
    expect(DEMO_FORMATIONS.length).toBeLessThanOrEqual(6);
    for (const formation of DEMO_FORMATIONS) {
      const result = formationInputSchema.safeParse({ ...formation.input, courtTemplateId: formation.diagram.court });
      expect(result.success, `${formation.key}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
    for (const sport of ['quadball', 'basketball'] as const) {
      const types = new Set(DEMO_FORMATIONS.filter((f) => f.input.sport === sport).map((f) => f.input.formationType));
      expect(types, sport).toEqual(new Set(['offense', 'defense']));
    }
    const keys = DEMO_FORMATIONS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('draw the court first (marked, locked), then the tokens with their labels, inside the court', () => {
    for (const formation of DEMO_FORMATIONS) {
      const elements = sceneElementsOf(demoFormationScene(formation.input.sport, formation.key, formation.diagram));
      const court = elements.filter(
        (e) => (e.customData as Record<string, unknown> | undefined)?.sidelineCourt === formation.diagram.court,
      );
      expect(court.length, formation.key).toBeGreaterThan(1);
      expect(elements[0]).toMatchObject({
        id: `court-${formation.diagram.court}-surface`,
        locked: true,
        type: 'rectangle',
      });
      const tokens = elements.filter((e) => (e.customData as Record<string, unknown> | undefined)?.sidelineToken);
      expect(tokens).toHaveLength(formation.diagram.tokens.length);
      const surface = elements[0] as unknown as { width: number; height: number };
      for (const token of tokens as unknown as { x: number; y: number; width: number }[]) {
        expect(token.x + token.width / 2, formation.key).toBeGreaterThanOrEqual(0);
        expect(token.x + token.width / 2, formation.key).toBeLessThanOrEqual(surface.width);
        expect(token.y, formation.key).toBeLessThanOrEqual(surface.height);
      }
      expect(elements.filter((e) => e.type === 'text')).toHaveLength(formation.diagram.tokens.length);
      expect(elements.filter((e) => e.type === 'arrow')).toHaveLength(formation.diagram.arrows?.length ?? 0);
    }
  });
});
