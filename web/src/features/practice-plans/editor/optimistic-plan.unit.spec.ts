import { timingOfPlan, type PlanItem, type Section } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import type { PlanDetail } from '@sideline/domain';
import { optimisticPlan } from './optimistic-plan';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const S1 = '00000000-0000-4000-8000-000000000001';
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
  { id: S1, name: 'Warm-up', goals: [], notes: '', targetMinutes: null, entries: [item(A, 10), item(B, 5)] },
];
const metadata = {
  name: 'P',
  description: '',
  sport: 'quadball' as const,
  phaseOfSeason: null,
  practiceGoals: [],
  expectedParticipants: null,
  startTime: '18:00',
  visibility: 'private' as const,
  editableByOthers: false,
  teamId: null,
  scheduledDate: null,
  targetMinutes: null,
};
const plan = {
  id: 'p',
  version: 3,
  ownerId: 'u',
  metadata,
  sections,
  published: false,
  publishedAt: null,
  copiedFrom: null,
  timing: timingOfPlan({ metadata, sections }),
} as unknown as PlanDetail;

describe('optimisticPlan', () => {
  it('moves an item and retimes the plan with the one duration function', () => {
    const next = optimisticPlan(plan, { type: 'MoveItem', itemId: B, to: { sectionId: S1, index: 0 } })!;
    expect(next.sections[0]!.entries.map((e) => e.id)).toEqual([B, A]);
    expect(next.timing.items.map((t) => [t.itemId, t.startClock])).toEqual([
      [B, '18:00'],
      [A, '18:05'],
    ]);
    expect(next.version).toBe(3);
  });

  it('changes a duration at once', () => {
    expect(optimisticPlan(plan, { type: 'SetItemDuration', itemId: A, durationMinutes: 20 })!.timing.totalMinutes).toBe(
      25,
    );
  });

  it('waits for the server on refusals and on commands it does not show early', () => {
    expect(optimisticPlan(plan, { type: 'SetItemDuration', itemId: A, durationMinutes: 0 })).toBeNull();
    expect(
      optimisticPlan(plan, {
        type: 'MoveItem',
        itemId: '00000000-0000-4000-8000-0000000000ff',
        to: { sectionId: S1, index: 0 },
      }),
    ).toBeNull();
    expect(optimisticPlan(plan, { type: 'RemoveItem', itemId: A })).toBeNull();
  });
});
