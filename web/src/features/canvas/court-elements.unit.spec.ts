import { SPORT_IDS, SPORT_PACKS, type CourtTemplate } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { COURT_BOX, arcPoints, courtElements, courtScale } from './court-elements';
import { findCourtTemplate } from './court-template';
import { canAddDiagram, moveDiagram, newDiagram } from './diagram-list';
import { COURT_MARKER, TOKEN_MARKER, countTokens, hasCourt } from './scene-elements';
import { EQUIPMENT_TOKEN_SIZE, PLAYER_TOKEN_SIZE, readableTextOn, tokenPalette, tokenSkeleton } from './token-elements';
import { dropPoint, viewCenter } from './view-center';

const template: CourtTemplate = {
  id: 'test-court',
  name: 'Test court',
  width: 40,
  height: 20,
  surface: '#dcfce7',
  shapes: [
    { kind: 'rect', x: 0, y: 0, width: 40, height: 20 },
    { kind: 'ellipse', x: 18, y: 8, width: 4, height: 4, fill: '#ffffff' },
    {
      kind: 'line',
      points: [
        [20, 0],
        [20, 20],
      ],
    },
    { kind: 'arc', cx: 0, cy: 10, r: 5, from: -90, to: 90 },
  ],
};

/** Skeletons read as plain data in these tests. */
type Plain = { x: number; y: number; [key: string]: any };
const plain = (elements: unknown) => elements as Plain[];

/** Absolute scene points of a line skeleton (Excalidraw stores them relative to x, y). */
function absolutePoints(element: Plain): [number, number][] {
  return (element.points as [number, number][]).map(([dx, dy]) => [element.x + dx, element.y + dy]);
}

describe('court template → Excalidraw elements', () => {
  it('scales metres to fit the court box, keeping the proportions', () => {
    // 40 × 20 m: the width is the limit (800 / 40 = 20 px per metre; 560 / 20 would be 28)
    expect(courtScale(template)).toBe(20);
    expect(courtScale({ width: 14, height: 15 })).toBeCloseTo(COURT_BOX.height / 15);
  });

  it('draws a filled surface under the lines, every element locked and marked as the court', () => {
    const elements = courtElements(template);
    expect(elements).toHaveLength(template.shapes.length + 1);
    const [surface, outline, circle, line, arc] = plain(elements);
    expect(surface).toMatchObject({
      type: 'rectangle',
      x: 0,
      y: 0,
      width: 800,
      height: 400,
      backgroundColor: '#dcfce7',
      fillStyle: 'solid',
    });
    expect(outline).toMatchObject({
      type: 'rectangle',
      x: 0,
      y: 0,
      width: 800,
      height: 400,
      backgroundColor: 'transparent',
    });
    expect(circle).toMatchObject({
      type: 'ellipse',
      x: 360,
      y: 160,
      width: 80,
      height: 80,
      backgroundColor: '#ffffff',
    });
    expect(line).toMatchObject({ type: 'line', x: 400, y: 0 });
    expect(absolutePoints(line!)).toEqual([
      [400, 0],
      [400, 400],
    ]);
    for (const element of elements) {
      expect(element).toMatchObject({ locked: true, roughness: 0, customData: { [COURT_MARKER]: 'test-court' } });
    }
    // the arc runs from straight up, through the right, to straight down, around (0, 200) with radius 100
    const points = absolutePoints(arc!);
    expect(points[0]![0]).toBeCloseTo(0);
    expect(points[0]![1]).toBeCloseTo(100);
    expect(points.at(-1)![1]).toBeCloseTo(300);
    expect(Math.max(...points.map(([x]) => x))).toBeCloseTo(100);
  });

  it('gives stable ids, so the same template converts to the same scene', () => {
    const ids = courtElements(template).map((element) => (element as { id?: string }).id);
    expect(ids).toEqual([
      'court-test-court-surface',
      'court-test-court-0',
      'court-test-court-1',
      'court-test-court-2',
      'court-test-court-3',
    ]);
    expect(courtElements(template)).toEqual(courtElements(template));
  });

  it('frames a blank template with a dashed guide instead of lines', () => {
    const [surface] = plain(courtElements({ ...template, shapes: [] }));
    expect(surface).toMatchObject({ strokeStyle: 'dashed', strokeColor: '#cbd5e1' });
  });

  it('converts every template of every sport pack', () => {
    for (const sport of SPORT_IDS) {
      for (const court of SPORT_PACKS[sport].courtTemplates) {
        const elements = courtElements(court);
        expect(elements.length).toBe(court.shapes.length + 1);
        for (const element of plain(elements)) {
          expect(Number.isFinite(element.x)).toBe(true);
          expect(element.x).toBeGreaterThanOrEqual(-1);
          expect(element.x).toBeLessThanOrEqual(COURT_BOX.width + 1);
        }
      }
    }
  });

  it('samples arcs at most 5° apart', () => {
    expect(arcPoints(0, 0, 10, 0, 90)).toHaveLength(19);
    expect(arcPoints(0, 0, 10, 0, 4)).toHaveLength(3);
    const half = arcPoints(0, 0, 10, 90, 270);
    expect(half[0]).toEqual([0, 10]);
    expect(half[18]).toEqual([-10, 0]);
    expect(half.at(-1)).toEqual([0, -10]);
  });

  it('finds templates by id across sports', () => {
    expect(findCourtTemplate('basketball-half')?.name).toBe('Half court');
    expect(findCourtTemplate('nope')).toBeUndefined();
    expect(findCourtTemplate(null)).toBeUndefined();
  });
});

describe('token palette', () => {
  it('offers each position for two teams (A filled, B outlined) and the equipment', () => {
    const palette = tokenPalette(SPORT_PACKS.quadball);
    expect(palette.map((token) => token.id)).toEqual([
      'chaser-a',
      'beater-a',
      'keeper-a',
      'seeker-a',
      'chaser-b',
      'beater-b',
      'keeper-b',
      'seeker-b',
      'equipment-volleyball',
      'equipment-dodgeball',
      'equipment-cone',
    ]);
    const chaserA = palette[0]!;
    const chaserB = palette[4]!;
    expect(chaserA).toMatchObject({
      label: 'Chaser, team A',
      text: 'C',
      fill: '#2563eb',
      size: PLAYER_TOKEN_SIZE,
      group: 'team-a',
    });
    expect(chaserB).toMatchObject({ fill: '#ffffff', stroke: '#2563eb', textColor: '#2563eb', group: 'team-b' });
    expect(palette.at(-1)).toMatchObject({ shape: 'triangle', size: EQUIPMENT_TOKEN_SIZE, group: 'equipment' });
  });

  it('centres a token on the drop point, labelled and marked with its palette id', () => {
    const [chaser] = tokenPalette(SPORT_PACKS.quadball);
    const element = plain([tokenSkeleton(chaser!, [100, 50])])[0]!;
    expect(element).toMatchObject({
      type: 'ellipse',
      x: 80,
      y: 30,
      width: 40,
      height: 40,
      customData: { [TOKEN_MARKER]: 'chaser-a' },
    });
    expect(element.label).toMatchObject({ text: 'C', strokeColor: '#ffffff' });
  });

  it('draws a cone as a closed, filled triangle', () => {
    const cone = tokenPalette(SPORT_PACKS.soccer).find((token) => token.id === 'equipment-cone')!;
    const element = plain([tokenSkeleton(cone, [0, 0])])[0]!;
    expect(element.type).toBe('line');
    expect(element.points[0]).toEqual(element.points.at(-1));
    expect(element.backgroundColor).toBe('#f97316');
  });

  it('picks readable label colours', () => {
    expect(readableTextOn('#111827')).toBe('#ffffff');
    expect(readableTextOn('#f8fafc')).toBe('#111827');
    expect(readableTextOn('#2563eb')).toBe('#ffffff');
  });
});

describe('dropping tokens where the coach is looking', () => {
  it('finds the scene point at the centre of the view, whatever the scroll and zoom', () => {
    expect(viewCenter({ scrollX: 0, scrollY: 0, zoom: { value: 1 }, width: 800, height: 600 })).toEqual([400, 300]);
    expect(viewCenter({ scrollX: -100, scrollY: 50, zoom: { value: 2 }, width: 800, height: 600 })).toEqual([300, 100]);
  });

  it('lines up tokens dropped one after another around the centre, then in rows below', () => {
    expect([0, 1, 2, 3].map((i) => dropPoint([100, 100], i))).toEqual([
      [100, 100],
      [148, 100],
      [52, 100],
      [196, 100],
    ]);
    expect(dropPoint([100, 100], 6)).toEqual([100, 148]);
    expect(dropPoint([100, 100], 24)).toEqual([100, 100]);
  });

  it('counts tokens and finds the court in a stored scene, ignoring deleted elements', () => {
    const scene = [
      { id: 'c', customData: { [COURT_MARKER]: 'x' } },
      { id: 'a', customData: { [TOKEN_MARKER]: 'chaser-a' } },
      { id: 'b', customData: { [TOKEN_MARKER]: 'chaser-a' } },
      { id: 'd', customData: { [TOKEN_MARKER]: 'beater-b' }, isDeleted: true },
      { id: 't', type: 'text' },
    ];
    expect(countTokens(scene)).toEqual({ 'chaser-a': 2 });
    expect(hasCourt(scene)).toBe(true);
    expect(hasCourt([{ id: 'c', customData: { [COURT_MARKER]: 'x' }, isDeleted: true }])).toBe(false);
  });
});

describe('the list of diagrams', () => {
  it('starts a diagram on a template, titled after it, with its court still to draw', () => {
    expect(newDiagram('soccer-half', 'd1')).toEqual({
      id: 'd1',
      title: 'Half pitch',
      courtTemplateId: 'soccer-half',
      elements: [],
      files: {},
    });
  });

  it('moves diagrams up and down, clamped at the ends', () => {
    const list = ['a', 'b', 'c'].map((id) => newDiagram('soccer-half', id));
    expect(moveDiagram(list, 2, -1).map((d) => d.id)).toEqual(['a', 'c', 'b']);
    expect(moveDiagram(list, 0, 1).map((d) => d.id)).toEqual(['b', 'a', 'c']);
    expect(moveDiagram(list, 0, -1).map((d) => d.id)).toEqual(['a', 'b', 'c']);
  });

  it('stops at the most a drill may hold', () => {
    const list = Array.from({ length: 8 }, (_, i) => newDiagram('soccer-half', String(i)));
    expect(canAddDiagram(list.slice(0, 7))).toBe(true);
    expect(canAddDiagram(list)).toBe(false);
  });
});

describe('token palette accessibility', () => {
  it('names multi-letter tokens with their letters, and darkens team B letters until they read on white', async () => {
    const { tokenPalette, readableOnWhite } = await import('./token-elements');
    const { SPORT_PACKS } = await import('@sideline/domain');
    const soccer = tokenPalette(SPORT_PACKS.soccer);
    expect(soccer.find((t) => t.id === 'goalkeeper-a')?.label).toBe('Goalkeeper, GK, team A');
    expect(soccer.find((t) => t.id === 'defender-b')?.label).toBe('Defender, team B');
    expect(readableOnWhite('#ca8a04')).not.toBe('#ca8a04');
    expect(readableOnWhite('#1e3a8a')).toBe('#1e3a8a');
  });
});
