import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../testing/decider-spec';
import { planTiming } from '../plan-timing';
import { planDraftDecider, type PlanDraftEvent } from './plan-draft.decider';
import {
  canEnterStep,
  draftTiming,
  draftToPlan,
  drillsFit,
  drillsProblems,
  firstIncompleteStep,
  isBasicInfoComplete,
  minutesLeft,
  sectionMinutesLeft,
  sectionsStepValid,
  timelineFits,
  timelineProblems,
} from './plan-draft.guards';
import {
  draftBasicInfoCompleteSchema,
  draftBasicInfoSchema,
  draftDrillsSchema,
  draftSectionsSchema,
  draftTimelineSchema,
  emptyDraftData,
  type PlanDraftData,
} from './plan-draft.schemas';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [warmup, skills, scrimmage] = [uuid(1), uuid(2), uuid(3)];
const drillA = uuid(11);
const drillB = uuid(12);

const basicInfo = draftBasicInfoSchema.parse({
  name: 'Wizard plan',
  sport: 'quadball',
  goals: ['conditioning'],
  totalMinutes: 90,
  participants: 14,
  phase: 'mid-season',
  startTime: '18:00',
});
const sections = draftSectionsSchema.parse([
  { id: warmup, key: 'Warm-up', name: 'Warm-up', goals: ['Get moving'] },
  { id: skills, name: 'Beater skills', notes: 'Bring dodgeballs' },
  { id: scrimmage, name: 'Scrimmage' },
]);
const timeline = draftTimelineSchema.parse({
  sectionMinutes: [
    { sectionId: warmup, minutes: 15 },
    { sectionId: skills, minutes: 45 },
    { sectionId: scrimmage, minutes: 30 },
  ],
});
const drills = draftDrillsSchema.parse({
  sections: [
    { sectionId: warmup, items: [{ drillId: drillA, durationMinutes: 15 }] },
    {
      sectionId: skills,
      items: [
        { drillId: drillB, durationMinutes: 20 },
        { drillId: drillA, durationMinutes: 20 },
      ],
    },
  ],
});
const complete: PlanDraftData = { basicInfo, sections, timeline, drills };

describe('wizard step schemas', () => {
  it('basic info is saved once it has a name and a total length; done (Next, completing) with at least one goal', () => {
    const result = draftBasicInfoSchema.safeParse({ name: '', sport: 'quadball', goals: [], totalMinutes: 5 });
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'name',
      'totalMinutes',
    ]);
    expect(draftBasicInfoSchema.parse({ name: 'Only a name', sport: 'quadball', totalMinutes: 90 }).goals).toEqual([]);
    const done = draftBasicInfoCompleteSchema.safeParse({ name: 'Only a name', sport: 'quadball', totalMinutes: 90 });
    expect(done.success ? [] : done.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['goals', 'Choose at least one goal.'],
    ]);
    expect(basicInfo).toMatchObject({ visibility: 'private', description: '', editableByOthers: false });
    expect(draftBasicInfoSchema.safeParse({ ...basicInfo, visibility: 'team' }).success).toBe(false);
  });
  it('sections need one at least, with distinct ids', () => {
    expect(draftSectionsSchema.safeParse([]).success).toBe(false);
    expect(
      draftSectionsSchema.safeParse([
        { id: warmup, name: 'A' },
        { id: warmup, name: 'B' },
      ]).success,
    ).toBe(false);
  });
});

describe('wizard guards', () => {
  it('walk the steps in order', () => {
    const empty = emptyDraftData();
    expect(firstIncompleteStep(empty)).toBe('basic-info');
    expect(firstIncompleteStep({ ...empty, basicInfo })).toBe('sections');
    expect(firstIncompleteStep({ ...empty, basicInfo, sections })).toBe('timeline');
    expect(firstIncompleteStep({ ...complete, drills: null })).toBe('drills');
    expect(firstIncompleteStep(complete)).toBe('overview');
    expect([
      isBasicInfoComplete(complete),
      sectionsStepValid(complete),
      timelineFits(complete),
      drillsFit(complete),
    ]).toEqual([true, true, true, true]);
    expect(canEnterStep({ ...empty, basicInfo }, 'sections')).toBe(true);
    expect(canEnterStep({ ...empty, basicInfo }, 'drills')).toBe(false);
    expect(canEnterStep(complete, 'overview')).toBe(true);
    // Basic info saved without a goal yet: kept, but the step is not done.
    const noGoal = { ...empty, basicInfo: { ...basicInfo, goals: [] } };
    expect([firstIncompleteStep(noGoal), isBasicInfoComplete(noGoal), canEnterStep(noGoal, 'sections')]).toEqual([
      'basic-info',
      false,
      false,
    ]);
  });
  it('the timeline must give every chosen section its minutes, within the total', () => {
    expect(minutesLeft(complete)).toBe(0);
    const over = {
      ...complete,
      timeline: { sectionMinutes: [...timeline.sectionMinutes.slice(0, 2), { sectionId: scrimmage, minutes: 40 }] },
    };
    expect(minutesLeft(over)).toBe(-10);
    expect(timelineProblems(over)).toEqual(["The sections take 10 min more than the practice's 90 min."]);
    expect(timelineFits({ ...complete, timeline: { sectionMinutes: timeline.sectionMinutes.slice(0, 2) } })).toBe(
      false,
    );
    // names a section no longer chosen
    expect(timelineFits({ ...complete, sections: sections.slice(0, 2) })).toBe(false);
    expect(
      timelineFits({
        ...complete,
        timeline: { sectionMinutes: [...timeline.sectionMinutes, { sectionId: warmup, minutes: 1 }] },
      }),
    ).toBe(false);
  });
  it("drills must fit in their section's minutes", () => {
    expect(sectionMinutesLeft(complete, skills)).toBe(5);
    expect(sectionMinutesLeft(complete, scrimmage)).toBe(30);
    const tooMuch = {
      ...complete,
      drills: { sections: [{ sectionId: warmup, items: [{ drillId: drillA, durationMinutes: 20 }] }] },
    };
    expect(drillsProblems(tooMuch)).toEqual(['The drills of “Warm-up” take 5 min more than its 15 min.']);
    expect(drillsFit({ ...complete, drills: { sections: [] } })).toBe(true);
  });
  it('the created plan holds everything chosen in every step', () => {
    let n = 100;
    const plan = draftToPlan(complete, () => uuid(++n))!;
    expect(plan.metadata).toMatchObject({
      name: 'Wizard plan',
      sport: 'quadball',
      practiceGoals: ['conditioning'],
      phaseOfSeason: 'mid-season',
      expectedParticipants: 14,
      startTime: '18:00',
      targetMinutes: 90,
    });
    expect(
      plan.sections.map((s) => [
        s.id,
        s.name,
        s.targetMinutes,
        s.entries.map((e) => ('drillId' in e ? [e.drillId, e.durationMinutes] : null)),
      ]),
    ).toEqual([
      [warmup, 'Warm-up', 15, [[drillA, 15]]],
      [
        skills,
        'Beater skills',
        45,
        [
          [drillB, 20],
          [drillA, 20],
        ],
      ],
      [scrimmage, 'Scrimmage', 30, []],
    ]);
    expect(plan.sections[1]!.notes).toBe('Bring dodgeballs');
    const timing = draftTiming(complete)!;
    expect(timing).toEqual(
      planTiming({
        startTime: '18:00',
        targetMinutes: 90,
        sections: plan.sections.map((s) => ({
          ...s,
          entries: s.entries.map((e, i) => ({ ...e, id: timing.items.filter((t) => t.sectionId === s.id)[i]!.itemId })),
        })),
      }),
    );
    expect(timing.sections.map((s) => s.unfilledMinutes)).toEqual([0, 5, 30]);
    expect(draftToPlan(emptyDraftData(), () => 'x')).toBeNull();
  });
});

describe('wizard draft decider', () => {
  const spec = deciderSpec(planDraftDecider);
  const started: PlanDraftEvent = { type: 'PlanDraftStarted', data: { draftId: 'd1', ownerId: 'u1' } };
  const saved = (step: 'basic-info' | 'sections' | 'timeline' | 'drills', data: unknown): PlanDraftEvent => ({
    type: 'PlanDraftStepSaved',
    data: { draftId: 'd1', step, data },
  });
  const all = [
    started,
    saved('basic-info', basicInfo),
    saved('sections', sections),
    saved('timeline', timeline),
    saved('drills', drills),
  ];

  it('starts, saves steps (parsed by their schema) and records nothing for an unchanged step', () => {
    spec
      .given([])
      .when({ type: 'StartDraft', data: { draftId: 'd1', ownerId: 'u1' } })
      .then([started]);
    spec
      .given([started])
      .when({
        type: 'SaveDraftStep',
        data: { actorId: 'u1', step: 'basic-info', data: { ...basicInfo, name: '  Wizard plan ' } },
      })
      .then([saved('basic-info', basicInfo)]);
    spec
      .given([started, saved('basic-info', basicInfo)])
      .when({ type: 'SaveDraftStep', data: { actorId: 'u1', step: 'basic-info', data: basicInfo } })
      .thenNothingHappens();
    spec
      .given([started])
      .when({
        type: 'SaveDraftStep',
        data: { actorId: 'u1', step: 'timeline', data: { sectionMinutes: [{ sectionId: 'x', minutes: -1 }] } },
      })
      .thenThrows('DRAFT.INVALID_STEP');
  });
  it('keeps basic info typed so far (a name, no goal yet), but does not complete without a goal', () => {
    const nameOnly = draftBasicInfoSchema.parse({ name: 'Half typed', sport: 'quadball', totalMinutes: 90 });
    spec
      .given([started])
      .when({
        type: 'SaveDraftStep',
        data: { actorId: 'u1', step: 'basic-info', data: { name: 'Half typed', sport: 'quadball', totalMinutes: 90 } },
      })
      .then([saved('basic-info', nameOnly)]);
    spec
      .given([started])
      .when({
        type: 'SaveDraftStep',
        data: { actorId: 'u1', step: 'basic-info', data: { name: ' ', sport: 'quadball', totalMinutes: 90 } },
      })
      .thenThrows('DRAFT.INVALID_STEP');
    spec
      .given([started, saved('basic-info', nameOnly), ...all.slice(2)])
      .when({ type: 'CompleteDraft', data: { actorId: 'u1', planId: 'p1' } })
      .thenThrows('DRAFT.INCOMPLETE');
  });
  it("is the owner's alone", () => {
    spec
      .given([started])
      .when({ type: 'SaveDraftStep', data: { actorId: 'u2', step: 'basic-info', data: basicInfo } })
      .thenThrows('DRAFT.NOT_OWNER');
    spec
      .given([started])
      .when({ type: 'DiscardDraft', data: { actorId: 'u2' } })
      .thenThrows('DRAFT.NOT_OWNER');
    spec
      .given([])
      .when({ type: 'DiscardDraft', data: { actorId: 'u1' } })
      .thenThrows('DRAFT.NOT_FOUND');
    spec
      .given([started])
      .when({ type: 'StartDraft', data: { draftId: 'd1', ownerId: 'u1' } })
      .thenThrows('DRAFT.ALREADY_EXISTS');
  });
  it('completes only when every step is done; a retry with the same plan is fine', () => {
    spec
      .given(all.slice(0, 4))
      .when({ type: 'CompleteDraft', data: { actorId: 'u1', planId: 'p1' } })
      .thenThrows('DRAFT.INCOMPLETE');
    const completed: PlanDraftEvent = { type: 'PlanDraftCompleted', data: { draftId: 'd1', planId: 'p1' } };
    spec
      .given(all)
      .when({ type: 'CompleteDraft', data: { actorId: 'u1', planId: 'p1' } })
      .then([completed]);
    spec
      .given([...all, completed])
      .when({ type: 'CompleteDraft', data: { actorId: 'u1', planId: 'p1' } })
      .thenNothingHappens();
    spec
      .given([...all, completed])
      .when({ type: 'SaveDraftStep', data: { actorId: 'u1', step: 'basic-info', data: basicInfo } })
      .thenThrows('DRAFT.CLOSED');
  });
  it('a discarded draft is closed', () => {
    spec
      .given([started])
      .when({ type: 'DiscardDraft', data: { actorId: 'u1' } })
      .then([{ type: 'PlanDraftDiscarded', data: { draftId: 'd1' } }]);
    spec
      .given([started, { type: 'PlanDraftDiscarded', data: { draftId: 'd1' } }])
      .when({ type: 'CompleteDraft', data: { actorId: 'u1', planId: 'p1' } })
      .thenThrows('DRAFT.CLOSED');
  });
});
