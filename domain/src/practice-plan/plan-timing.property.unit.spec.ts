import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockAt,
  clockToMinutes,
  planTiming,
  type TimedBlock,
  type TimedItem,
  type TimedPlan,
  type TimedSection,
} from './plan-timing';

/** Random plans: sections of single items and blocks of lanes, durations 0–600, any start time or none. */
let counter = 0;
const nextId = (prefix: string) => `${prefix}${++counter}`;
const itemArb: fc.Arbitrary<TimedItem> = fc
  .record({
    kind: fc.constantFrom('drill', 'activity', 'break', 'formation' as const),
    durationMinutes: fc.integer({ min: 0, max: 600 }),
  })
  .map((i) => ({ ...i, id: nextId('i') }));
const blockArb: fc.Arbitrary<TimedBlock> = fc
  .array(fc.array(itemArb, { maxLength: 5 }), { minLength: 1, maxLength: 5 })
  .map((lanes) => ({
    kind: 'parallel',
    id: nextId('b'),
    lanes: lanes.map((items) => ({ id: nextId('l'), name: 'Lane', items })),
  }));
const sectionArb: fc.Arbitrary<TimedSection> = fc
  .array(fc.oneof({ weight: 3, arbitrary: itemArb }, { weight: 1, arbitrary: blockArb }), { maxLength: 8 })
  .chain((entries) =>
    fc
      .option(fc.integer({ min: 0, max: 600 }), { nil: null })
      .map((targetMinutes) => ({ id: nextId('s'), entries, targetMinutes })),
  );
const clockArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const planArb: fc.Arbitrary<TimedPlan> = fc.record({
  startTime: fc.option(clockArb, { nil: null }),
  sections: fc.array(sectionArb, { maxLength: 6 }),
});

const isBlock = (e: TimedItem | TimedBlock): e is TimedBlock => e.kind === 'parallel';
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('planTiming properties', () => {
  it('the plan total is the sum of the section totals', () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const timing = planTiming(plan);
        expect(timing.totalMinutes).toBe(sum(timing.sections.map((s) => s.totalMinutes)));
      }),
    );
  });

  it('a section plans its single items plus its blocks (a block the longest lane, a lane the sum of its items) and lasts that or its set length', () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const timing = planTiming(plan);
        plan.sections.forEach((section, i) => {
          const singles = sum(section.entries.filter((e): e is TimedItem => !isBlock(e)).map((e) => e.durationMinutes));
          const blocks = timing.blocks.filter((b) => b.sectionId === section.id);
          const planned = singles + sum(blocks.map((b) => b.lengthMinutes));
          expect(timing.sections[i]!.plannedMinutes).toBe(planned);
          expect(timing.sections[i]!.totalMinutes).toBe(Math.max(planned, section.targetMinutes ?? 0));
          expect(timing.sections[i]!.unfilledMinutes).toBe(
            section.targetMinutes === null || section.targetMinutes === undefined
              ? null
              : section.targetMinutes - planned,
          );
          for (const block of blocks) {
            const source = section.entries.find((e): e is TimedBlock => isBlock(e) && e.id === block.blockId)!;
            source.lanes.forEach((lane, k) =>
              expect(block.lanes[k]!.totalMinutes).toBe(sum(lane.items.map((x) => x.durationMinutes))),
            );
            expect(block.lengthMinutes).toBe(Math.max(0, ...block.lanes.map((l) => l.totalMinutes)));
            expect(block.endMinute - block.startMinute).toBe(block.lengthMinutes);
            block.lanes.forEach((l) => expect(l.idleMinutes).toBe(block.lengthMinutes - l.totalMinutes));
          }
        });
      }),
    );
  });

  it("the sequence has no overlaps: each entry starts where the previous one ended, each section where the previous one's length ends", () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const timing = planTiming(plan);
        let expected = 0;
        plan.sections.forEach((section, i) => {
          expect(timing.sections[i]!.startMinute).toBe(expected);
          for (const entry of section.entries) {
            if (isBlock(entry)) {
              const block = timing.blocks.find((b) => b.blockId === entry.id)!;
              expect(block.startMinute).toBe(expected);
              for (const lane of entry.lanes) {
                let laneClock = expected;
                for (const item of lane.items) {
                  const t = timing.items.find((x) => x.itemId === item.id)!;
                  expect([t.startMinute, t.laneId]).toEqual([laneClock, lane.id]);
                  laneClock = t.endMinute;
                }
                expect(laneClock).toBeLessThanOrEqual(block.endMinute);
              }
              expected = block.endMinute;
            } else {
              const t = timing.items.find((x) => x.itemId === entry.id)!;
              expect(t.startMinute).toBe(expected);
              expected = t.endMinute;
            }
          }
          // Time its items leave open within its set length stays the section's.
          expected = Math.max(expected, timing.sections[i]!.startMinute + (section.targetMinutes ?? 0));
          expect(timing.sections[i]!.endMinute).toBe(expected);
        });
        expect(timing.totalMinutes).toBe(expected);
      }),
    );
  });

  it('single-item start times never go backwards, and every item lies within its section', () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const timing = planTiming(plan);
        const singles = timing.items.filter((i) => i.blockId === null);
        singles.forEach(
          (item, k) => k > 0 && expect(item.startMinute).toBeGreaterThanOrEqual(singles[k - 1]!.endMinute),
        );
        for (const item of timing.items) {
          const section = timing.sections.find((s) => s.sectionId === item.sectionId)!;
          expect(item.startMinute).toBeGreaterThanOrEqual(section.startMinute);
          expect(item.endMinute).toBeLessThanOrEqual(section.endMinute);
          expect(item.endMinute - item.startMinute).toBe(item.durationMinutes);
        }
        expect(timing.items).toHaveLength(
          sum(
            plan.sections.flatMap((s) =>
              s.entries.map((e) => (isBlock(e) ? sum(e.lanes.map((l) => l.items.length)) : 1)),
            ),
          ),
        );
      }),
    );
  });

  it('clock times are the start time plus the minute, modulo a day, with the day offset', () => {
    fc.assert(
      fc.property(
        planArb.filter((p) => p.startTime !== null),
        (plan) => {
          const timing = planTiming(plan);
          const base = clockToMinutes(plan.startTime!)!;
          for (const item of timing.items) {
            const at = base + item.startMinute;
            expect(clockToMinutes(item.startClock!)).toBe(at % 1440);
            expect(item.dayOffset).toBe(Math.floor(at / 1440));
          }
          expect(clockToMinutes(timing.endClock!)).toBe((base + timing.totalMinutes) % 1440);
        },
      ),
    );
  });

  it('warnings name only lanes shorter than their block, by the reported amount', () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const timing = planTiming(plan);
        for (const w of timing.warnings) {
          const block = timing.blocks.find((b) => b.blockId === w.blockId)!;
          expect(w.shortByMinutes).toBe(block.lengthMinutes - w.laneMinutes);
          expect(w.shortByMinutes).toBeGreaterThan(0);
          expect(w.shortByMinutes >= 5 || w.shortByMinutes / block.lengthMinutes > 0.2).toBe(true);
        }
      }),
    );
  });

  it('clockAt is consistent with itself across days', () => {
    fc.assert(
      fc.property(clockArb, fc.integer({ min: 0, max: 10_000 }), (start, minute) => {
        const { clock, dayOffset } = clockAt(start, minute);
        expect(dayOffset * 1440 + clockToMinutes(clock!)!).toBe(clockToMinutes(start)! + minute);
      }),
    );
  });
});
