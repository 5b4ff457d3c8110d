import { emptyDraftData } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../api/api-error';
import type { Draft } from './draft-api';
import { wizardMachine, type SaveStepInput } from './wizard.machine';
import {
  COMPLETE,
  basicInfo,
  dataWith,
  draftOf,
  drillA,
  drills,
  next,
  scrimmage,
  sections,
  settled,
  startWizard,
  stepOf,
  timeline,
  warmup,
} from './testing/wizard-machine.fixture';

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
