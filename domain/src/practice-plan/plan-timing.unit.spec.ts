import { describe, expect, it } from 'vitest';
import {
  activityItem,
  block,
  breakItem,
  drillItem,
  formationItem,
  lane,
  samplePlan,
  section,
} from './testing/plan.fixture';
import { clockAt, clockToMinutes, formatMinutes, planTiming, type TimedPlan } from './plan-timing';

const timed = (sections: TimedPlan['sections'], startTime: string | null = null): TimedPlan => ({
  startTime,
  sections,
});
const itemTiming = (plan: TimedPlan, id: string) => planTiming(plan).items.find((i) => i.itemId === id)!;

describe('planTiming: sequences', () => {
  it('an empty plan lasts nothing and has no clock', () => {
    expect(planTiming(timed([]))).toEqual({
      totalMinutes: 0,
      targetMinutes: null,
      startClock: null,
      endClock: null,
      crossesMidnight: false,
      sections: [],
      blocks: [],
      items: [],
      warnings: [],
    });
  });

  it('items of a section run one after another, sections follow without gaps', () => {
    const timing = planTiming(
      timed([section('a', [drillItem('x', 10), breakItem('y', 5)]), section('b', [activityItem('z', 20)])]),
    );
    expect(timing.items.map((i) => [i.itemId, i.startMinute, i.endMinute])).toEqual([
      ['x', 0, 10],
      ['y', 10, 15],
      ['z', 15, 35],
    ]);
    expect(timing.sections.map((s) => [s.sectionId, s.startMinute, s.endMinute, s.totalMinutes])).toEqual([
      ['a', 0, 15, 15],
      ['b', 15, 35, 20],
    ]);
    expect(timing.totalMinutes).toBe(35);
  });

  it('empty sections take no time but keep their place', () => {
    const timing = planTiming(
      timed([section('a', [drillItem('x', 10)]), section('empty'), section('b', [drillItem('y', 5)])]),
    );
    expect(timing.sections.map((s) => [s.startMinute, s.totalMinutes])).toEqual([
      [0, 10],
      [10, 0],
      [10, 5],
    ]);
  });

  it('formations take 0 minutes and start where the next item starts', () => {
    const timing = planTiming(timed([section('a', [drillItem('x', 10), formationItem('f'), drillItem('y', 5)])]));
    expect(
      itemTiming(timed([section('a', [drillItem('x', 10), formationItem('f'), drillItem('y', 5)])]), 'f'),
    ).toMatchObject({ startMinute: 10, endMinute: 10, durationMinutes: 0 });
    expect(timing.totalMinutes).toBe(15);
  });
});

describe('planTiming: parallel blocks', () => {
  const plan = timed(samplePlan(), '18:00');

  it('a block lasts as long as its longest lane, not its longest item', () => {
    const timing = planTiming(plan);
    // l1 = 10 + 5 = 15, l2 = 20 → 20 (the reference server took max item = 20 here by luck; see the next test)
    expect(timing.blocks).toEqual([
      expect.objectContaining({ blockId: 'b1', sectionId: 's1', startMinute: 25, endMinute: 45, lengthMinutes: 20 }),
    ]);
    expect(timing.sections[0]).toMatchObject({ totalMinutes: 50, startMinute: 0, endMinute: 50 });
    expect(timing.totalMinutes).toBe(80);
  });

  it('a lane of many short items can be the longest', () => {
    const timing = planTiming(
      timed([
        section('a', [
          block('b', [
            lane('l1', [drillItem('x', 8), drillItem('y', 8), drillItem('z', 8)]),
            lane('l2', [drillItem('w', 20)]),
          ]),
        ]),
      ]),
    );
    expect(timing.blocks[0]!.lengthMinutes).toBe(24);
    expect(timing.blocks[0]!.lanes).toEqual([
      { laneId: 'l1', name: 'Lane l1', totalMinutes: 24, idleMinutes: 0 },
      { laneId: 'l2', name: 'Lane l2', totalMinutes: 20, idleMinutes: 4 },
    ]);
  });

  it('lane items start at the block start and run in sequence; the next entry waits for the longest lane', () => {
    expect(itemTiming(plan, 'i3')).toMatchObject({
      startMinute: 25,
      endMinute: 35,
      blockId: 'b1',
      laneId: 'l1',
      startClock: '18:25',
      endClock: '18:35',
    });
    expect(itemTiming(plan, 'i4')).toMatchObject({ startMinute: 35, endMinute: 40 });
    expect(itemTiming(plan, 'i5')).toMatchObject({ startMinute: 25, endMinute: 45 });
    expect(itemTiming(plan, 'i6')).toMatchObject({ startMinute: 45, endMinute: 50, blockId: null, laneId: null });
  });

  it('an empty block or a block of empty lanes takes no time', () => {
    const timing = planTiming(timed([section('a', [block('b', [lane('l1'), lane('l2')]), drillItem('x', 5)])]));
    expect(timing.blocks[0]).toMatchObject({ lengthMinutes: 0, startMinute: 0, endMinute: 0 });
    expect(timing.warnings).toEqual([]);
    expect(timing.totalMinutes).toBe(5);
  });
});

describe('planTiming: lane imbalance warnings', () => {
  const oneBlock = (...laneMinutes: number[]) =>
    planTiming(
      timed([
        section('s', [
          block(
            'b',
            laneMinutes.map((m, i) => lane(`l${i}`, m > 0 ? [drillItem(`x${i}`, m)] : [], { name: `Group ${i}` })),
          ),
        ]),
      ]),
    );

  it('warns for each lane 5 minutes or more shorter than the longest, naming both', () => {
    const { warnings } = oneBlock(30, 25, 29, 10);
    expect(warnings.map((w) => [w.laneId, w.shortByMinutes])).toEqual([
      ['l1', 5],
      ['l3', 20],
    ]);
    expect(warnings[0]).toMatchObject({
      blockId: 'b',
      sectionId: 's',
      laneName: 'Group 1',
      laneMinutes: 25,
      blockMinutes: 30,
      longestLaneId: 'l0',
      longestLaneName: 'Group 0',
    });
    expect(warnings[0]!.message).toBe('Group 1: 5 min shorter than Group 0 (30 min).');
  });

  it('warns when a lane is more than 20% shorter even by fewer than 5 minutes', () => {
    expect(oneBlock(10, 7).warnings.map((w) => w.shortByMinutes)).toEqual([3]);
    expect(oneBlock(10, 8).warnings).toEqual([]); // exactly 20%: fine
    expect(oneBlock(30, 27).warnings).toEqual([]); // 3 min of 30: fine
  });

  it('an empty lane beside a busy one is flagged; equal lanes and single lanes are not', () => {
    expect(oneBlock(10, 0).warnings.map((w) => w.laneId)).toEqual(['l1']);
    expect(oneBlock(15, 15, 15).warnings).toEqual([]);
    expect(oneBlock(15).warnings).toEqual([]);
  });

  it('takes another threshold when asked', () => {
    const plan = timed([
      section('s', [block('b', [lane('l1', [drillItem('x', 10)]), lane('l2', [drillItem('y', 9)])])]),
    ]);
    expect(planTiming(plan, { minutes: 1, ratio: 1 }).warnings).toHaveLength(1);
  });
});

describe('planTiming: clock', () => {
  it('shows clock times from the start time, and none without one', () => {
    const plan = timed([section('a', [drillItem('x', 45), drillItem('y', 30)])], '09:00');
    const timing = planTiming(plan);
    expect([timing.startClock, timing.endClock]).toEqual(['09:00', '10:15']);
    expect(timing.items.map((i) => [i.startClock, i.endClock])).toEqual([
      ['09:00', '09:45'],
      ['09:45', '10:15'],
    ]);
    expect(timing.sections[0]).toMatchObject({ startClock: '09:00', endClock: '10:15' });
    expect(
      planTiming({ ...plan, startTime: null }).items.every((i) => i.startClock === null && i.endClock === null),
    ).toBe(true);
  });

  it('wraps past midnight and says on which day each item starts', () => {
    const timing = planTiming(
      timed([section('a', [drillItem('x', 60), drillItem('y', 60), drillItem('z', 30)])], '22:30'),
    );
    expect(timing.items.map((i) => [i.startClock, i.dayOffset])).toEqual([
      ['22:30', 0],
      ['23:30', 0],
      ['00:30', 1],
    ]);
    expect(timing.endClock).toBe('01:00');
    expect(timing.crossesMidnight).toBe(true);
  });

  it('ending exactly at midnight does not cross it', () => {
    const timing = planTiming(timed([section('a', [drillItem('x', 60)])], '23:00'));
    expect([timing.endClock, timing.crossesMidnight]).toEqual(['00:00', false]);
  });

  it('clock helpers', () => {
    expect(clockToMinutes('00:00')).toBe(0);
    expect(clockToMinutes('23:59')).toBe(1439);
    expect(clockToMinutes('24:00')).toBeNull();
    expect(clockToMinutes('9:00')).toBeNull();
    expect(clockAt('23:50', 20)).toEqual({ clock: '00:10', dayOffset: 1 });
    expect(clockAt('00:00', 3 * 1440 + 5)).toEqual({ clock: '00:05', dayOffset: 3 });
    expect(clockAt(null, 20)).toEqual({ clock: null, dayOffset: 0 });
    expect([formatMinutes(0), formatMinutes(45), formatMinutes(60), formatMinutes(85)]).toEqual([
      '0 min',
      '45 min',
      '1 h',
      '1 h 25 min',
    ]);
  });
});

describe('planTiming: set section lengths', () => {
  it("reports each section's set length and what is left of it (negative when its items run over)", () => {
    const timing = planTiming({
      startTime: null,
      targetMinutes: 90,
      sections: [
        section('a', [drillItem('x', 10)], { targetMinutes: 15 }),
        section('b', [drillItem('y', 30)], { targetMinutes: 20 }),
        section('c'),
      ],
    });
    expect(timing.targetMinutes).toBe(90);
    expect(timing.sections.map((s) => [s.targetMinutes, s.plannedMinutes, s.unfilledMinutes])).toEqual([
      [15, 10, 5],
      [20, 30, -10],
      [null, 0, null],
    ]);
  });

  it('a section lasts its set length even when its items take less (or nothing): the next one starts after it', () => {
    // The wizard's timeline: 15/20/25/15/5/10 of 90 minutes from 18:00, drills in four of the six sections (33 min).
    const lengths = [15, 20, 25, 15, 5, 10];
    const drills: Record<number, number> = { 0: 8, 1: 10, 3: 10, 5: 5 };
    const sections = lengths.map((minutes, i) =>
      section(`s${i}`, drills[i] ? [drillItem(`d${i}`, drills[i])] : [], { targetMinutes: minutes }),
    );
    const timing = planTiming({ startTime: '18:00', targetMinutes: 90, sections });
    expect([timing.totalMinutes, timing.startClock, timing.endClock]).toEqual([90, '18:00', '19:30']);
    expect(timing.sections.map((s) => [s.startClock, s.endClock, s.totalMinutes, s.plannedMinutes])).toEqual([
      ['18:00', '18:15', 15, 8],
      ['18:15', '18:35', 20, 10],
      ['18:35', '19:00', 25, 0],
      ['19:00', '19:15', 15, 10],
      ['19:15', '19:20', 5, 0],
      ['19:20', '19:30', 10, 5],
    ]);
    // Items start at their section's start, one after another; the rest of the section stays open.
    expect(timing.items.map((i) => [i.itemId, i.startClock, i.endClock])).toEqual([
      ['d0', '18:00', '18:08'],
      ['d1', '18:15', '18:25'],
      ['d3', '19:00', '19:10'],
      ['d5', '19:20', '19:25'],
    ]);
  });

  it('items that take longer than the set length stretch the section and push the next one back', () => {
    const timing = planTiming(
      timed(
        [
          section('a', [drillItem('x', 30)], { targetMinutes: 20 }),
          section('b', [drillItem('y', 5)], { targetMinutes: 10 }),
        ],
        '18:00',
      ),
    );
    expect(timing.sections.map((s) => [s.startMinute, s.endMinute, s.unfilledMinutes])).toEqual([
      [0, 30, -10],
      [30, 40, 5],
    ]);
    expect(timing.endClock).toBe('18:40');
  });

  it('a set length counts with parallel blocks by their longest lane; a section without one lasts what its items take', () => {
    const timing = planTiming(
      timed([
        section('a', [block('b', [lane('l1', [drillItem('x', 12)]), lane('l2', [drillItem('y', 6)])])], {
          targetMinutes: 20,
        }),
        section('c', [drillItem('z', 7)]),
      ]),
    );
    expect(timing.sections.map((s) => [s.totalMinutes, s.plannedMinutes, s.unfilledMinutes])).toEqual([
      [20, 12, 8],
      [7, 7, null],
    ]);
    expect(timing.totalMinutes).toBe(27);
  });
});
