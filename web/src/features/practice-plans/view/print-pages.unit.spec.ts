import { timingOfPlan, type PlanItem, type PlanMetadata, type Section } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { printPages } from './print-pages';

const item = (id: string, minutes: number, notes = ''): PlanItem => ({
  id,
  kind: 'activity',
  drillId: null,
  formationId: null,
  title: id,
  durationMinutes: minutes,
  notes,
});
const sections: Section[] = [
  { id: 's1', name: 'Warm-up', goals: ['Move'], notes: '', targetMinutes: null, entries: [item('jog', 10)] },
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
            items: [item('drive', 20, 'Full speed')],
          },
          { id: 'l2', name: 'Beaters', colour: '#111827', positionKey: 'beater', items: [item('2v2', 25)] },
        ],
      },
    ],
  },
];
const timing = timingOfPlan({ metadata: { startTime: '18:30', targetMinutes: null } as PlanMetadata, sections });

describe('print pages', () => {
  it('prints the whole plan with lanes named on their rows', () => {
    const [page, ...rest] = printPages(sections, timing, {}, { perGroup: false, group: null });
    expect(rest).toEqual([]);
    expect(page!.title).toBe('Whole plan');
    expect(page!.sections.map((s) => [s.name, s.time, s.minutes])).toEqual([
      ['Warm-up', '18:30–18:40', '10 min'],
      ['Groups', '18:40–19:05', '25 min'],
    ]);
    expect(page!.sections[1]!.rows.map((r) => [r.time, r.name, r.lane, r.notes])).toEqual([
      ['18:40', 'drive', 'Chasers', 'Full speed'],
      ['18:40', '2v2', 'Beaters', ''],
    ]);
  });

  it('prints one page per position group, each with the shared parts', () => {
    const pages = printPages(sections, timing, {}, { perGroup: true, group: null });
    expect(pages.map((p) => p.title)).toEqual(['Chasers', 'Beaters']);
    expect(pages[1]!.sections.flatMap((s) => s.rows.map((r) => r.name))).toEqual(['jog', '2v2']);
  });

  it('prints the group chosen on screen, or the whole plan when there are no groups', () => {
    const beaters = { key: 'position:beater', name: 'Beaters', colour: '#111827' };
    expect(printPages(sections, timing, {}, { perGroup: false, group: beaters }).map((p) => p.title)).toEqual([
      'Beaters',
    ]);
    const plain = [sections[0]!];
    expect(printPages(plain, timing, {}, { perGroup: true, group: null }).map((p) => p.title)).toEqual(['Whole plan']);
  });
});
