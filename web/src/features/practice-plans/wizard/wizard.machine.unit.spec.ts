import {
  DRAFT_STEP_FIELDS,
  DRAFT_STEP_SCHEMAS,
  emptyDraftData,
  firstIncompleteStep,
  type DraftStep,
  type PlanDraftData,
  type WizardStep,
} from '@sideline/domain';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../api/api-error';
import type { CreatedPlan, Draft } from './draft-api';
import { wizardMachine, type SaveStepInput } from './wizard.machine';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [warmup, scrimmage, drillA] = [uuid(1), uuid(2), uuid(11)];

const basicInfo = {
  name: 'Tuesday practice',
  sport: 'quadball' as const,
  goals: ['conditioning' as const],
  totalMinutes: 60,
};
const sections = [
  { id: warmup, key: 'Warm-up', name: 'Warm-up' },
  { id: scrimmage, name: 'Scrimmage' },
];
const timeline = {
  sectionMinutes: [
    { sectionId: warmup, minutes: 20 },
    { sectionId: scrimmage, minutes: 40 },
  ],
};
const drills = { sections: [{ sectionId: warmup, items: [{ drillId: drillA, durationMinutes: 15 }] }] };

/** What the server would store for these steps (each parsed by its schema, as the API does). */
function dataWith(steps: Partial<Record<DraftStep, unknown>>): PlanDraftData {
  const data = emptyDraftData();
  for (const [step, value] of Object.entries(steps) as [DraftStep, unknown][]) {
    Object.assign(data, { [DRAFT_STEP_FIELDS[step]]: DRAFT_STEP_SCHEMAS[step].parse(value) });
  }
  return data;
}

const draftOf = (data: PlanDraftData, overrides: Partial<Draft> = {}): Draft => ({
  id: 'draft-1',
  status: 'open',
  data,
  planId: null,
  name: data.basicInfo?.name ?? null,
  nextStep: firstIncompleteStep(data),
  version: 1,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
  ...overrides,
});

const COMPLETE = { 'basic-info': basicInfo, sections, timeline, drills };

/**
 * The machine with its server replaced: saves store the step like the API (or fail as told), creating answers a plan.
 * `saves` records what each PUT carried.
 */
function startWizard(
  options: {
    data?: PlanDraftData;
    requestedStep?: WizardStep | null;
    saveFails?: unknown;
    createFails?: unknown;
    draft?: Partial<Draft>;
  } = {},
) {
  let stored = options.data ?? emptyDraftData();
  const saves: SaveStepInput[] = [];
  const creates = vi.fn();
  const machine = wizardMachine.provide({
    actors: {
      saveStep: fromPromise<Draft, SaveStepInput>(async ({ input }) => {
        saves.push(input);
        if (options.saveFails) throw options.saveFails;
        stored = { ...stored, [DRAFT_STEP_FIELDS[input.step]]: DRAFT_STEP_SCHEMAS[input.step].parse(input.data) };
        return draftOf(stored);
      }),
      completeDraft: fromPromise<CreatedPlan, { draftId: string }>(async ({ input }) => {
        creates(input.draftId);
        if (options.createFails) throw options.createFails;
        return { id: input.draftId };
      }),
    },
  });
  const actor = createActor(machine, {
    input: { draft: draftOf(stored, options.draft), requestedStep: options.requestedStep ?? null },
  });
  actor.start();
  return { actor, saves, creates };
}

type WizardActor = ReturnType<typeof startWizard>['actor'];
type Snapshot = SnapshotFrom<typeof wizardMachine>;

const stepOf = (snapshot: Snapshot) =>
  (['basic-info', 'sections', 'timeline', 'drills', 'overview', 'created', 'closed'] as const).find((s) =>
    snapshot.matches(s),
  );
/** Waits until no save or create is under way. */
const settled = (actor: WizardActor) => waitFor(actor, (s) => !s.hasTag('busy'));

async function next(actor: WizardActor) {
  actor.send({ type: 'NEXT' });
  return settled(actor);
}

describe('opening the wizard', () => {
  it('a new draft starts on basic info', () => {
    const { actor } = startWizard();
    expect(stepOf(actor.getSnapshot())).toBe('basic-info');
  });

  it('opens the step in the address when every step before it is done', () => {
    const { actor } = startWizard({ data: dataWith(COMPLETE), requestedStep: 'timeline' });
    expect(stepOf(actor.getSnapshot())).toBe('timeline');
  });

  it('a deep link past a gap lands on the first step that still needs the coach', () => {
    const { actor } = startWizard({ data: dataWith({ 'basic-info': basicInfo, sections }), requestedStep: 'overview' });
    expect(stepOf(actor.getSnapshot())).toBe('timeline');
  });

  it('without a step in the address it resumes where the draft left off', () => {
    expect(stepOf(startWizard({ data: dataWith({ 'basic-info': basicInfo }) }).actor.getSnapshot())).toBe('sections');
    expect(stepOf(startWizard({ data: dataWith(COMPLETE) }).actor.getSnapshot())).toBe('overview');
  });

  it('a completed or discarded draft has nothing to edit', () => {
    const { actor } = startWizard({
      data: dataWith(COMPLETE),
      draft: { status: 'completed', planId: 'draft-1' },
      requestedStep: 'basic-info',
    });
    expect(stepOf(actor.getSnapshot())).toBe('closed');
    expect(actor.getSnapshot().context.planId).toBe('draft-1');
    expect(stepOf(startWizard({ draft: { status: 'discarded' } }).actor.getSnapshot())).toBe('closed');
  });
});

describe('Next', () => {
  it('saves the step, then moves on; what the server stored becomes the draft', async () => {
    const { actor, saves } = startWizard();
    actor.send({ type: 'EDIT', step: 'basic-info', value: { ...basicInfo, name: '  Tuesday practice  ' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ 'basic-info': 'saving' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled(actor);
    expect(stepOf(snapshot)).toBe('sections');
    expect(saves).toEqual([
      {
        draftId: 'draft-1',
        step: 'basic-info',
        data: expect.objectContaining({ name: 'Tuesday practice', visibility: 'private' }),
      },
    ]);
    expect(snapshot.context.draft.data.basicInfo?.name).toBe('Tuesday practice');
  });

  it('is refused on basic info while the shared schema fails: errors next to the fields, nothing sent', async () => {
    const { actor, saves } = startWizard();
    actor.send({ type: 'EDIT', step: 'basic-info', value: { ...basicInfo, name: '', goals: [] } });
    const snapshot = await next(actor);
    expect(stepOf(snapshot)).toBe('basic-info');
    expect(snapshot.context.fieldErrors).toEqual({
      name: ['Give the plan a name.'],
      goals: ['Choose at least one goal.'],
    });
    expect(saves).toEqual([]);
    // Fixing a field clears its message at once.
    actor.send({ type: 'EDIT', step: 'basic-info', value: { ...basicInfo, name: 'Fixed', goals: [] } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ goals: ['Choose at least one goal.'] });
  });

  it('is refused by isBasicInfoComplete when the server did not keep basic info', async () => {
    const machine = wizardMachine.provide({
      actors: { saveStep: fromPromise<Draft, SaveStepInput>(async () => draftOf(emptyDraftData())) },
    });
    const odd = createActor(machine, { input: { draft: draftOf(emptyDraftData()), requestedStep: null } }).start();
    odd.send({ type: 'EDIT', step: 'basic-info', value: basicInfo });
    const snapshot = await next(odd);
    expect(stepOf(snapshot)).toBe('basic-info');
    expect(snapshot.context.problems).toEqual(['Fill in the basic information.']);
  });

  it('saves the sections and moves on to the timeline', async () => {
    const { actor } = startWizard({ data: dataWith({ 'basic-info': basicInfo }), requestedStep: 'sections' });
    actor.send({ type: 'EDIT', step: 'sections', value: sections });
    const snapshot = await next(actor);
    expect(stepOf(snapshot)).toBe('timeline');
    expect(snapshot.context.draft.data.sections?.map((s) => s.id)).toEqual([warmup, scrimmage]);
  });

  it('is refused by sectionsStepValid when the server did not keep the sections', async () => {
    const machine = wizardMachine.provide({
      actors: {
        saveStep: fromPromise<Draft, SaveStepInput>(async () => draftOf(dataWith({ 'basic-info': basicInfo }))),
      },
    });
    const actor = createActor(machine, {
      input: { draft: draftOf(dataWith({ 'basic-info': basicInfo })), requestedStep: 'sections' },
    }).start();
    actor.send({ type: 'EDIT', step: 'sections', value: sections });
    const snapshot = await next(actor);
    expect(stepOf(snapshot)).toBe('sections');
    expect(snapshot.context.problems).toEqual(['Choose the sections of the practice.']);
  });

  it('is ignored while a save is under way, as is Back', async () => {
    let finish: (draft: Draft) => void = () => {};
    const machine = wizardMachine.provide({
      actors: {
        saveStep: fromPromise<Draft, SaveStepInput>(() => new Promise<Draft>((resolve) => (finish = resolve))),
      },
    });
    const actor = createActor(machine, {
      input: { draft: draftOf(dataWith({ 'basic-info': basicInfo, sections })), requestedStep: 'timeline' },
    }).start();
    actor.send({ type: 'EDIT', step: 'timeline', value: timeline });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ timeline: 'saving' })).toBe(true);
    finish(draftOf(dataWith({ 'basic-info': basicInfo, sections, timeline })));
    expect(stepOf(await settled(actor))).toBe('drills');
  });

  it('is refused on sections without a section (sectionsStepValid / the schema)', async () => {
    const { actor, saves } = startWizard({ data: dataWith({ 'basic-info': basicInfo }), requestedStep: 'sections' });
    const snapshot = await next(actor);
    expect(stepOf(snapshot)).toBe('sections');
    expect(snapshot.context.fieldErrors).toEqual({ _form: ['Choose at least one section.'] });
    expect(saves).toEqual([]);
  });

  it('is refused by timelineFits when the sections take more than the practice: saved, but the coach stays', async () => {
    const { actor, saves } = startWizard({
      data: dataWith({ 'basic-info': basicInfo, sections }),
      requestedStep: 'timeline',
    });
    actor.send({
      type: 'EDIT',
      step: 'timeline',
      value: {
        sectionMinutes: [
          { sectionId: warmup, minutes: 30 },
          { sectionId: scrimmage, minutes: 40 },
        ],
      },
    });
    const snapshot = await next(actor);
    expect(stepOf(snapshot)).toBe('timeline');
    expect(snapshot.context.problems).toEqual(["The sections take 10 min more than the practice's 60 min."]);
    expect(saves).toHaveLength(1); // nothing typed is lost, even when it does not fit yet
    // The problem follows the typing, then Next goes on.
    actor.send({ type: 'EDIT', step: 'timeline', value: timeline });
    expect(actor.getSnapshot().context.problems).toEqual([]);
    expect(stepOf(await next(actor))).toBe('drills');
  });

  it('is refused by timelineFits while a section has no minutes', async () => {
    const { actor } = startWizard({ data: dataWith({ 'basic-info': basicInfo, sections }), requestedStep: 'timeline' });
    actor.send({ type: 'EDIT', step: 'timeline', value: { sectionMinutes: [{ sectionId: warmup, minutes: 20 }] } });
    const snapshot = await next(actor);
    expect(stepOf(snapshot)).toBe('timeline');
    expect(snapshot.context.problems).toEqual(['Give “Scrimmage” its minutes.']);
  });

  it('is refused on the timeline by the schema for a section without minutes', async () => {
    const { actor, saves } = startWizard({
      data: dataWith({ 'basic-info': basicInfo, sections }),
      requestedStep: 'timeline',
    });
    actor.send({
      type: 'EDIT',
      step: 'timeline',
      value: {
        sectionMinutes: [
          { sectionId: warmup, minutes: 0 },
          { sectionId: scrimmage, minutes: 40 },
        ],
      },
    });
    const snapshot = await next(actor);
    expect(snapshot.context.fieldErrors).toEqual({ 'sectionMinutes.0.minutes': ['At least 1 minute.'] });
    expect(saves).toEqual([]);
  });

  it("is refused by drillsFit when a section's drills take longer than its minutes", async () => {
    const { actor } = startWizard({
      data: dataWith({ 'basic-info': basicInfo, sections, timeline }),
      requestedStep: 'drills',
    });
    actor.send({
      type: 'EDIT',
      step: 'drills',
      value: { sections: [{ sectionId: warmup, items: [{ drillId: drillA, durationMinutes: 25 }] }] },
    });
    const snapshot = await next(actor);
    expect(stepOf(snapshot)).toBe('drills');
    expect(snapshot.context.problems).toEqual(['The drills of “Warm-up” take 5 min more than its 20 min.']);
    actor.send({ type: 'EDIT', step: 'drills', value: drills });
    expect(stepOf(await next(actor))).toBe('overview');
  });

  it('drills may be left empty: the step saves an empty choice', async () => {
    const { actor, saves } = startWizard({
      data: dataWith({ 'basic-info': basicInfo, sections, timeline }),
      requestedStep: 'drills',
    });
    expect(stepOf(await next(actor))).toBe('overview');
    expect(saves[0]).toMatchObject({ step: 'drills', data: { sections: [] } });
  });
});

describe('a failed save', () => {
  it("a 400 puts the server's messages next to the fields and stays, keeping what was typed", async () => {
    const refused = new ApiError(400, 'DRAFT.INVALID_STEP', 'This step needs attention.', {
      name: ['Keep the name under 150 characters.'],
    });
    const { actor } = startWizard({ saveFails: refused });
    actor.send({ type: 'EDIT', step: 'basic-info', value: basicInfo });
    const snapshot = await next(actor);
    expect(stepOf(snapshot)).toBe('basic-info');
    expect(snapshot.context.fieldErrors).toEqual({ name: ['Keep the name under 150 characters.'] });
    expect(snapshot.context.error).toBe('Some fields need attention: see the messages next to them.');
    expect(snapshot.context.edits['basic-info']).toEqual(basicInfo);
  });

  it('no answer (offline) stays on the step with a clear message; Next again works', async () => {
    const offline = new ApiError(NETWORK_ERROR_STATUS, 'NETWORK.UNREACHABLE', 'Could not reach Sideline.');
    const { actor } = startWizard({
      saveFails: offline,
      data: dataWith({ 'basic-info': basicInfo }),
      requestedStep: 'sections',
    });
    actor.send({ type: 'EDIT', step: 'sections', value: sections });
    const snapshot = await next(actor);
    expect(stepOf(snapshot)).toBe('sections');
    expect(snapshot.context.error).toMatch(/could not be reached\. Everything you entered is still here/);
    expect(snapshot.context.edits.sections).toEqual(sections);
  });

  it('a draft completed elsewhere (409) says so', async () => {
    const closed = new ApiError(409, 'DRAFT.CLOSED', 'This draft already became a practice plan.');
    const { actor } = startWizard({ saveFails: closed });
    actor.send({ type: 'EDIT', step: 'basic-info', value: basicInfo });
    expect((await next(actor)).context.error).toBe('This draft already became a practice plan.');
  });
});

describe('Back', () => {
  it('goes to the previous step without saving and keeps what was typed on both', async () => {
    const { actor, saves } = startWizard({
      data: dataWith({ 'basic-info': basicInfo, sections }),
      requestedStep: 'timeline',
    });
    actor.send({ type: 'EDIT', step: 'timeline', value: { sectionMinutes: [{ sectionId: warmup, minutes: 5 }] } });
    actor.send({ type: 'BACK' });
    expect(stepOf(actor.getSnapshot())).toBe('sections');
    actor.send({ type: 'BACK' });
    expect(stepOf(actor.getSnapshot())).toBe('basic-info');
    expect(saves).toEqual([]);
    const { context } = actor.getSnapshot();
    expect(context.edits.timeline).toEqual({ sectionMinutes: [{ sectionId: warmup, minutes: 5 }] });
    expect(context.draft.data.sections?.map((s) => s.name)).toEqual(['Warm-up', 'Scrimmage']);
    // Next from basic info sends the saved data again and comes back to sections with it.
    expect(stepOf(await next(actor))).toBe('sections');
    expect(saves.map((s) => s.step)).toEqual(['basic-info']);
  });

  it('does nothing on the first step, and clears the messages of the step it leaves', async () => {
    const { actor } = startWizard({ data: dataWith({ 'basic-info': basicInfo, sections }), requestedStep: 'timeline' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    expect(stepOf(actor.getSnapshot())).toBe('basic-info');
    actor.send({ type: 'EDIT', step: 'basic-info', value: { ...basicInfo, name: '' } });
    await next(actor);
    expect(actor.getSnapshot().context.fieldErrors).not.toEqual({});
    actor.send({ type: 'GO_TO', step: 'sections' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('from the drills returns to the timeline', () => {
    const { actor } = startWizard({ data: dataWith(COMPLETE), requestedStep: 'drills' });
    actor.send({ type: 'BACK' });
    expect(stepOf(actor.getSnapshot())).toBe('timeline');
  });

  it('from the overview returns to the drills', () => {
    const { actor } = startWizard({ data: dataWith(COMPLETE), requestedStep: 'overview' });
    actor.send({ type: 'BACK' });
    expect(stepOf(actor.getSnapshot())).toBe('drills');
  });
});

describe('the address (GO_TO)', () => {
  it("moves to an earlier step (the browser's back button) and forward again", () => {
    const { actor } = startWizard({ data: dataWith(COMPLETE), requestedStep: 'drills' });
    actor.send({ type: 'GO_TO', step: 'sections' });
    expect(stepOf(actor.getSnapshot())).toBe('sections');
    actor.send({ type: 'GO_TO', step: 'overview' });
    expect(stepOf(actor.getSnapshot())).toBe('overview');
  });

  it('a locked step sends the coach to the first incomplete one instead', () => {
    const { actor } = startWizard({
      data: dataWith({ 'basic-info': basicInfo, sections }),
      requestedStep: 'basic-info',
    });
    actor.send({ type: 'GO_TO', step: 'overview' });
    expect(stepOf(actor.getSnapshot())).toBe('timeline');
  });

  it('the step the coach is on, or a locked one whose first gap is here, changes nothing (typing is kept)', () => {
    const { actor } = startWizard({ data: dataWith({ 'basic-info': basicInfo, sections }), requestedStep: 'timeline' });
    actor.send({ type: 'EDIT', step: 'timeline', value: { sectionMinutes: [] } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'GO_TO', step: 'timeline' });
    actor.send({ type: 'GO_TO', step: 'drills' });
    expect(stepOf(actor.getSnapshot())).toBe('timeline');
    expect(actor.getSnapshot().context.edits.timeline).toEqual({ sectionMinutes: [] });
  });
});

describe('creating the plan on the overview', () => {
  it('creates the plan and ends with its id', async () => {
    const { actor, creates } = startWizard({ data: dataWith(COMPLETE), requestedStep: 'overview' });
    actor.send({ type: 'CREATE' });
    expect(actor.getSnapshot().matches({ overview: 'creating' })).toBe(true);
    // The address cannot take the coach away while the plan is being made.
    actor.send({ type: 'GO_TO', step: 'basic-info' });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(stepOf(snapshot)).toBe('created');
    expect(snapshot.context.planId).toBe('draft-1');
    expect(creates).toHaveBeenCalledWith('draft-1');
  });

  it('a failure stays on the overview with the reason', async () => {
    const refused = new ApiError(400, 'PLAN.DRILL_NOT_AVAILABLE', 'A drill in this plan is not available to you.');
    const { actor } = startWizard({ data: dataWith(COMPLETE), requestedStep: 'overview', createFails: refused });
    actor.send({ type: 'CREATE' });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ overview: 'reviewing' })).toBe(true);
    expect(snapshot.context.error).toBe('A drill in this plan is not available to you.');
  });

  it('is refused when a step still needs the coach (readyToCreate), naming what is missing', async () => {
    // A server that lost the timeline while the drills were saved: the overview is reached, creating is not allowed.
    const lost = dataWith({ 'basic-info': basicInfo, sections, drills: { sections: [] } });
    const machine = wizardMachine.provide({
      actors: { saveStep: fromPromise<Draft, SaveStepInput>(async () => draftOf(lost)) },
    });
    const actor = createActor(machine, {
      input: { draft: draftOf(dataWith(COMPLETE)), requestedStep: 'drills' },
    }).start();
    expect(stepOf(await next(actor))).toBe('overview');
    actor.send({ type: 'CREATE' });
    expect(actor.getSnapshot().matches({ overview: 'reviewing' })).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual(['Give each section its minutes.']);
  });
});
