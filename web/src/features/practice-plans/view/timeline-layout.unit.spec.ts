import { timingOfPlan, type PlanItem, type PlanMetadata, type Section } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { sectionsForGroup } from './position-groups';
import { pixelsPerMinute, timelineLayout } from './timeline-layout';

const item = (id: string, minutes: number): PlanItem => ({
  id,
  kind: 'activity',
  drillId: null,
  formationId: null,
  title: id,
  durationMinutes: minutes,
  notes: '',
});
const sections: Section[] = [
  { id: 's1', name: 'Warm-up', goals: [], notes: '', targetMinutes: null, entries: [item('jog', 10)] },
  {
    id: 's2',
    name: 'Groups',
    goals: [],
    notes: '',
    targetMinutes: null,
    entries: [
      {
        kind: 'parallel',
        id: 'b',
        lanes: [
          {
            id: 'l1',
            name: 'Chasers',
            colour: '#2563eb',
            positionKey: 'chaser',
            items: [item('drive', 20), item('shots', 10)],
          },
          { id: 'l2', name: 'Beaters', colour: '#111827', positionKey: 'beater', items: [item('2v2', 25)] },
        ],
      },
    ],
  },
];
const metadata = { startTime: '18:30', targetMinutes: null } as PlanMetadata;

describe('timeline layout', () => {
  const timing = timingOfPlan({ metadata, sections });

  it('places sections as bands and items by their minutes, lanes side by side', () => {
    const layout = timelineLayout(sections, timing, {});
    expect(layout.totalMinutes).toBe(40);
    expect(layout.bands.map((b) => [b.name, b.startMinute, b.minutes, b.label])).toEqual([
      ['Warm-up', 0, 10, '18:30'],
      ['Groups', 10, 30, '18:40'],
    ]);
    expect(layout.bars.map((b) => [b.itemId, b.startMinute, b.minutes, b.column, b.columns, b.time])).toEqual([
      ['jog', 0, 10, 0, 1, '18:30–18:40'],
      ['drive', 10, 20, 0, 2, '18:40–19:00'],
      ['shots', 30, 10, 0, 2, '19:00–19:10'],
      ['2v2', 10, 25, 1, 2, '18:40–19:05'],
    ]);
    expect(layout.ticks.map((t) => t.label)).toEqual(['18:30', '18:40', '19:10']);
  });

  it('gives one group the whole width, at the same times', () => {
    const layout = timelineLayout(sectionsForGroup(sections, 'position:beater'), timing, {});
    expect(layout.bars.map((b) => [b.itemId, b.column, b.columns, b.colour])).toEqual([
      ['jog', 0, 1, null],
      ['2v2', 0, 1, '#111827'],
    ]);
  });

  it('counts minutes from the start without a start time', () => {
    const layout = timelineLayout(sections, timingOfPlan({ metadata: { ...metadata, startTime: null }, sections }), {});
    expect(layout.bars[1]!.time).toBe('+10 min');
    expect(layout.ticks.at(-1)!.label).toBe('+40 min');
  });

  it('scales long practices down and short ones up', () => {
    expect(pixelsPerMinute(30)).toBe(8);
    expect(pixelsPerMinute(480)).toBe(3);
  });
});
