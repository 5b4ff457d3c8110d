import { describe, expect, it } from 'vitest';
import { block, drillItem, lane, section } from '../practice-plan/testing/plan.fixture';
import { seasonCoverage } from './season-coverage';

describe('season coverage', () => {
  const sections = [
    { id: 'pre', name: 'Pre-season', colour: '#2563eb', startDate: '2026-09-01', endDate: '2026-09-30' },
    { id: 'reg', name: 'Regular', colour: '#16a34a', startDate: '2026-09-20', endDate: '2026-12-15' },
  ];
  const skills = new Map([
    ['d-pass', ['Passing', 'Catching']],
    ['d-tackle', ['Tackling']],
  ]);

  it('counts minutes per skill, per position group (lanes) and per covering season section, with the plan timing', () => {
    const practice = {
      date: '2026-09-22',
      startTime: '17:30',
      sections: [
        section('warm', [drillItem('a', 15, { drillId: 'd-pass' })]),
        section('main', [
          block('b1', [
            lane('l1', [drillItem('b', 20, { drillId: 'd-tackle' })], { positionKey: 'beater' }),
            lane('l2', [drillItem('c', 10, { drillId: 'd-pass' })], { positionKey: 'chaser' }),
          ]),
        ]),
      ],
    };
    const coverage = seasonCoverage([practice], skills, sections, 'quadball');
    expect(coverage.totalMinutes).toBe(35); // 15, then the block as long as its longest lane (20)
    expect(coverage.bySkill).toEqual([
      { key: 'Catching', label: 'Catching', minutes: 25, colour: null },
      { key: 'Passing', label: 'Passing', minutes: 25, colour: null },
      { key: 'Tackling', label: 'Tackling', minutes: 20, colour: null },
    ]);
    expect(coverage.byPositionGroup.map((g) => [g.label, g.minutes])).toEqual([
      ['Beater', 20],
      ['Whole team', 15],
      ['Chaser', 10],
    ]);
    expect(coverage.bySection.map((s) => [s.label, s.minutes])).toEqual([
      ['Pre-season', 35],
      ['Regular', 35],
    ]);
  });

  it('is empty without practices, and a section no practice falls in has zero minutes', () => {
    const coverage = seasonCoverage([], skills, sections, 'quadball');
    expect(coverage).toMatchObject({ practiceCount: 0, totalMinutes: 0, bySkill: [], byPositionGroup: [] });
    expect(coverage.bySection.map((s) => s.minutes)).toEqual([0, 0]);
  });
});
