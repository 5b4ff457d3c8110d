import { DRAFT_STEP_SCHEMAS, emptyDraftData, type PlanDraftData } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { addDrill, defaultDuration, drillsBySection, freeMinutes, removeDrill, setDrillMinutes } from './drills-edit';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [a, b, drill] = [uuid(1), uuid(2), uuid(9)];
const data: PlanDraftData = {
  ...emptyDraftData(),
  basicInfo: DRAFT_STEP_SCHEMAS['basic-info'].parse({
    name: 'P',
    sport: 'quadball',
    goals: ['recovery'],
    totalMinutes: 30,
  }),
  sections: DRAFT_STEP_SCHEMAS.sections.parse([
    { id: a, name: 'Warm-up' },
    { id: b, name: 'Game' },
  ]),
  timeline: {
    sectionMinutes: [
      { sectionId: a, minutes: 10 },
      { sectionId: b, minutes: 20 },
    ],
  },
};
const warmup = { id: a, name: 'Warm-up' };

describe('choosing drills', () => {
  it('one entry per section in order, dropping sections no longer chosen', () => {
    expect(
      drillsBySection(data.sections!, {
        sections: [
          { sectionId: 'gone', items: [{ drillId: drill, durationMinutes: 5 }] },
          { sectionId: b, items: [] },
        ],
      }),
    ).toEqual({
      sections: [
        { sectionId: a, items: [] },
        { sectionId: b, items: [] },
      ],
    });
  });

  it('adds a drill that fits and counts what is left', () => {
    const value = drillsBySection(data.sections!, null);
    const added = addDrill(data, value, warmup, { drillId: drill, drillName: 'Passing', durationMinutes: 6 });
    expect(added).toMatchObject({ ok: true, left: 4 });
    if (!added.ok) return;
    expect(freeMinutes(data, added.value, a)).toBe(4);
    expect(added.value.sections[0]!.items).toEqual([{ drillId: drill, durationMinutes: 6 }]);
  });

  it("refuses a drill longer than the section's free time, or a full section, with a message", () => {
    const value = drillsBySection(data.sections!, null);
    expect(addDrill(data, value, warmup, { drillId: drill, drillName: 'Passing', durationMinutes: 12 })).toEqual({
      ok: false,
      message:
        '“Passing” takes 12 min, but only 10 min are left in “Warm-up”. Shorten it or give the section more time on the timeline.',
    });
    const full = addDrill(data, value, warmup, { drillId: drill, drillName: 'Passing', durationMinutes: 10 });
    if (!full.ok) throw new Error('fixture');
    expect(addDrill(data, full.value, warmup, { drillId: drill, drillName: 'Tag', durationMinutes: 1 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^“Warm-up” is full/),
    });
    expect(addDrill(data, value, warmup, { drillId: drill, drillName: 'Tag', durationMinutes: 0 })).toMatchObject({
      ok: false,
    });
  });

  it('changes and removes chosen drills', () => {
    const value = {
      sections: [
        {
          sectionId: a,
          items: [
            { drillId: drill, durationMinutes: 5 },
            { drillId: uuid(8), durationMinutes: 3 },
          ],
        },
      ],
    };
    expect(setDrillMinutes(value, a, 1, 4).sections[0]!.items[1]).toEqual({ drillId: uuid(8), durationMinutes: 4 });
    expect(removeDrill(value, a, 0).sections[0]!.items).toEqual([{ drillId: uuid(8), durationMinutes: 3 }]);
  });

  it('a found drill starts at its shortest length, capped by the free time', () => {
    expect(defaultDuration(10, 25)).toBe(10);
    expect(defaultDuration(10, 4)).toBe(4);
    expect(defaultDuration(10, 0)).toBe(10);
  });
});
