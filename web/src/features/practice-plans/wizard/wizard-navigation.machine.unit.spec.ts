import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../api/api-error';
import type { Draft } from './draft-api';
import { wizardMachine, type SaveStepInput } from './wizard.machine';
import {
  COMPLETE,
  basicInfo,
  dataWith,
  draftOf,
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

/** The wizard machine, continued: going back, the address, creating the plan and autosave. */
describe('Back', () => {
  it('goes to the previous step, saving on the way out what was typed, and keeps it on both', async () => {
    const { actor, saves } = startWizard({
      data: dataWith({ 'basic-info': basicInfo, sections }),
      requestedStep: 'timeline',
    });
    actor.send({ type: 'EDIT', step: 'timeline', value: { sectionMinutes: [{ sectionId: warmup, minutes: 5 }] } });
    actor.send({ type: 'BACK' });
    expect(stepOf(actor.getSnapshot())).toBe('sections');
    actor.send({ type: 'BACK' });
    expect(stepOf(actor.getSnapshot())).toBe('basic-info');
    expect(saves).toEqual([
      { draftId: 'draft-1', step: 'timeline', data: { sectionMinutes: [{ sectionId: warmup, minutes: 5 }] } },
    ]);
    await waitFor(actor, (s) => s.context.draft.data.timeline !== null);
    const { context } = actor.getSnapshot();
    expect(context.edits.timeline).toEqual({ sectionMinutes: [{ sectionId: warmup, minutes: 5 }] });
    expect(context.draft.data.sections?.map((s) => s.name)).toEqual(['Warm-up', 'Scrimmage']);
    // Next from basic info sends the saved data again and comes back to sections with it.
    expect(stepOf(await next(actor))).toBe('sections');
    expect(saves.map((s) => s.step)).toEqual(['timeline', 'basic-info']);
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

describe('every change is kept as the coach makes it (autosave)', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('a pause after a change saves the step, without leaving it', async () => {
    const { actor, saves } = startWizard({
      data: dataWith({ 'basic-info': basicInfo, sections, timeline }),
      requestedStep: 'drills',
      autosaveAfter: 5,
    });
    actor.send({ type: 'EDIT', step: 'drills', value: drills });
    expect(actor.getSnapshot().matches({ drills: { editing: 'waiting' } })).toBe(true);
    const snapshot = await waitFor(
      actor,
      (s) => s.context.draft.data.drills !== null && s.matches({ drills: { editing: 'idle' } }),
    );
    expect(stepOf(snapshot)).toBe('drills');
    expect(saves).toEqual([{ draftId: 'draft-1', step: 'drills', data: drills }]);
    expect(snapshot.hasTag('busy')).toBe(false);
  });

  it('typing on restarts the wait: one save for a burst of changes, with the last value', async () => {
    const { actor, saves } = startWizard({
      data: dataWith({ 'basic-info': basicInfo, sections }),
      requestedStep: 'timeline',
      autosaveAfter: 30,
    });
    for (const minutes of [10, 15, 20]) {
      actor.send({
        type: 'EDIT',
        step: 'timeline',
        value: {
          sectionMinutes: [
            { sectionId: warmup, minutes },
            { sectionId: scrimmage, minutes: 40 },
          ],
        },
      });
      await pause(5);
    }
    await waitFor(actor, (s) => s.context.draft.data.timeline !== null && s.matches({ timeline: { editing: 'idle' } }));
    expect(saves.map((s) => s.data)).toEqual([timeline]);
  });

  it("step one creates the draft once the name is valid (no goal needed yet), once, with this start's key", async () => {
    const { actor, saves, starts } = startWizard({ draft: { id: '' }, autosaveAfter: 5 });
    actor.send({ type: 'EDIT', step: 'basic-info', value: { ...basicInfo, name: '', goals: [] } });
    await pause(30);
    expect([starts, saves]).toEqual([[], []]); // nothing to keep yet: no name
    actor.send({ type: 'EDIT', step: 'basic-info', value: { ...basicInfo, name: 'Thursday', goals: [] } });
    await waitFor(
      actor,
      (s) => s.context.draft.data.basicInfo !== null && s.matches({ 'basic-info': { editing: 'idle' } }),
    );
    actor.send({ type: 'EDIT', step: 'basic-info', value: { ...basicInfo, name: 'Thursday night', goals: [] } });
    const snapshot = await waitFor(
      actor,
      (s) =>
        s.context.draft.data.basicInfo?.name === 'Thursday night' && s.matches({ 'basic-info': { editing: 'idle' } }),
    );
    expect(starts).toEqual(['start-key-1']);
    expect(saves.map((s) => [s.draftId, (s.data as { name: string }).name])).toEqual([
      ['draft-new', 'Thursday'],
      ['draft-new', 'Thursday night'],
    ]);
    expect(snapshot.context.draft.id).toBe('draft-new');
    // Next still asks for a goal, next to the field.
    expect((await next(actor)).context.fieldErrors).toEqual({ goals: ['Choose at least one goal.'] });
  });

  it('Next during an autosave waits for it, then saves and moves on: two saves never overlap', async () => {
    const { actor, saves, inFlight } = startWizard({
      data: dataWith({ 'basic-info': basicInfo, sections }),
      requestedStep: 'timeline',
      autosaveAfter: 1,
      saveTakes: 20,
    });
    actor.send({ type: 'EDIT', step: 'timeline', value: timeline });
    await waitFor(actor, (s) => s.hasTag('autosaving'));
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    const snapshot = await waitFor(actor, (s) => stepOf(s) === 'drills');
    expect(inFlight.most).toBe(1);
    expect(saves.map((s) => s.step)).toEqual(['timeline', 'timeline']);
    expect(snapshot.context.draft.data.timeline).toEqual(timeline);
  });

  it('FLUSH saves at once (the coach is leaving); a failed autosave says so and keeps the typing', async () => {
    const { actor, saves } = startWizard({ data: dataWith({ 'basic-info': basicInfo }), requestedStep: 'sections' });
    actor.send({ type: 'EDIT', step: 'sections', value: sections });
    actor.send({ type: 'FLUSH' });
    await waitFor(actor, (s) => s.context.draft.data.sections !== null && s.matches({ sections: { editing: 'idle' } }));
    expect(saves).toHaveLength(1);

    const offline = new ApiError(NETWORK_ERROR_STATUS, 'NETWORK.UNREACHABLE', 'Could not reach Sideline.');
    const failing = startWizard({
      data: dataWith({ 'basic-info': basicInfo }),
      requestedStep: 'sections',
      saveFails: offline,
      autosaveAfter: 1,
    });
    failing.actor.send({ type: 'EDIT', step: 'sections', value: sections });
    const snapshot = await waitFor(failing.actor, (s) => s.context.error !== null);
    expect(snapshot.context.edits.sections).toEqual(sections);
    expect(stepOf(snapshot)).toBe('sections');
  });
});
