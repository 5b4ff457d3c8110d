import { describe, expect, it } from 'vitest';
import { drillItem, metadata, section } from '../../practice-plan/testing/plan.fixture';
import { generatePractice, type CoveringSection, type PracticeToGenerate } from './practice-generation';

const idFor = (purpose: string) => `gen:${purpose}`;
const template = {
  metadata: metadata({ name: 'Template', practiceGoals: ['conditioning'] as never }),
  sections: [
    section('warm', [drillItem('t1', 10)], { name: 'Warm-up', goals: ['move'] }),
    section('main', [drillItem('t2', 20)], { name: 'Main' }),
  ],
};
const preSeason: CoveringSection = {
  id: 'pre',
  name: 'Pre-season',
  startDate: '2026-09-01',
  endDate: '2026-09-30',
  defaultSections: [
    { name: 'warm-UP ', goals: ['move', 'activate'], notes: 'Slow start.' },
    { name: 'Fitness', goals: [], notes: '' },
  ],
  linkedItems: [
    {
      id: 'l1',
      kind: 'drill',
      drillId: 'drill-t1',
      formationId: null,
      title: '',
      minutes: 15,
      practiceSection: 'Warm-up',
    },
    {
      id: 'l2',
      kind: 'drill',
      drillId: 'drill-x',
      formationId: null,
      title: '',
      minutes: 25,
      practiceSection: 'fitness',
    },
    { id: 'l3', kind: 'break', drillId: null, formationId: null, title: '', minutes: 5, practiceSection: null },
  ],
};
const playoffs: CoveringSection = {
  id: 'po',
  name: 'Playoffs',
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  defaultSections: [{ name: 'Set plays', goals: [], notes: '' }],
  linkedItems: [],
};

const input = (over: Partial<PracticeToGenerate> = {}): PracticeToGenerate => ({
  teamId: 'team-1',
  sport: 'quadball',
  date: '2026-09-08',
  startTime: '17:30',
  durationMinutes: 90,
  template,
  seasonSections: [preSeason, playoffs],
  idFor,
  ...over,
});

describe('generating a practice', () => {
  it("starts from the template with fresh ids and the series' own time, length and date, as a team draft", () => {
    const practice = generatePractice(input({ seasonSections: [] }));
    expect(practice.metadata).toMatchObject({
      name: 'Template – Tue 8 Sep 2026',
      startTime: '17:30',
      targetMinutes: 90,
      scheduledDate: '2026-09-08',
      teamId: 'team-1',
      visibility: 'team',
      practiceGoals: ['conditioning'],
    });
    expect(practice.sections.map((s) => [s.id, s.name, s.entries.map((e) => e.id)])).toEqual([
      ['gen:section:warm', 'Warm-up', ['gen:item:t1']],
      ['gen:section:main', 'Main', ['gen:item:t2']],
    ]);
    expect(practice.origin).toEqual({
      'gen:section:warm': 'warm',
      'gen:item:t1': 't1',
      'gen:section:main': 'main',
      'gen:item:t2': 't2',
    });
  });

  it('merges same-named default sections (goals joined, notes appended), adds new ones and the linked items, once each', () => {
    const practice = generatePractice(input());
    expect(
      practice.sections.map((s) => ({
        name: s.name,
        goals: s.goals,
        notes: s.notes,
        items: s.entries.map((e) => ('drillId' in e ? (e.drillId ?? e.kind) : e.kind)),
      })),
    ).toEqual([
      { name: 'Warm-up', goals: ['move', 'activate'], notes: 'Slow start.', items: ['drill-t1'] },
      { name: 'Main', goals: [], notes: '', items: ['drill-t2'] },
      { name: 'Fitness', goals: [], notes: '', items: ['drill-x', 'break'] },
    ]);
    expect(practice.sections[2]!.entries.map((e) => ('durationMinutes' in e ? e.durationMinutes : null))).toEqual([
      25, 5,
    ]);
  });

  it('adds only the sections covering the date', () => {
    const practice = generatePractice(input({ date: '2026-10-06', template: null }));
    expect(practice.metadata.name).toBe('Practice – Tue 6 Oct 2026');
    expect(practice.sections.map((s) => s.name)).toEqual(['Set plays']);
  });

  it('is the same practice every time for the same occurrence (what makes generating twice harmless)', () => {
    expect(generatePractice(input())).toEqual(generatePractice(input()));
  });
});
