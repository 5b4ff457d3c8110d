import { describe, expect, it } from 'vitest';
import type { RecurrenceEvent } from './recurrence.events';
import { recurrencesDecider } from './recurrence.decider';
import { aConflict, created, made, spec, started } from './testing/recurrence-decider-givens';

describe('recurrence decider: generation log', () => {
  it('starts a run, records each practice once (generating twice records nothing new) and finishes', () => {
    spec
      .given(created)
      .when({
        type: 'StartGeneration',
        data: { generationId: 'g1', seriesId: 'r1', total: 2, by: 'coach', at: '2026-08-20T10:00:00.000Z' },
      })
      .then([started]);
    const record = {
      type: 'RecordGeneratedPractice' as const,
      data: {
        generationId: 'g1',
        key: 'r1:2026-09-01',
        planId: 'p1',
        date: '2026-09-01',
        templatePlanId: 'tpl',
        templateVersion: 3,
        origin: { 'p-t1': 't1' },
      },
    };
    spec
      .given([...created, started])
      .when(record)
      .then([made('r1:2026-09-01', 'p1')]);
    spec
      .given([...created, started, made('r1:2026-09-01', 'p1')])
      .when(record)
      .thenNothingHappens();
    const finished: RecurrenceEvent = {
      type: 'RecurrenceGenerationFinished',
      data: {
        seasonId: 's1',
        generationId: 'g1',
        created: 1,
        existing: 0,
        skipped: [{ date: '2026-09-03', reason: 'exception' }],
        failed: [],
        at: '2026-08-20T10:00:01.000Z',
      },
    };
    spec
      .given([...created, started])
      .when({
        type: 'FinishGeneration',
        data: {
          generationId: 'g1',
          created: 1,
          existing: 0,
          skipped: [{ date: '2026-09-03', reason: 'exception' }],
          failed: [],
          at: '2026-08-20T10:00:01.000Z',
        },
      })
      .then([finished]);
    spec
      .given([...created, started, finished])
      .when({ ...record, data: { ...record.data, key: 'r1:2026-09-03' } })
      .thenThrows('RECURRENCE.GENERATION_FINISHED');
    spec.given(created).when(record).thenThrows('RECURRENCE.GENERATION_NOT_FOUND');
  });

  it('records several practices in one append, leaving out those recorded already', () => {
    const practice = (key: string, planId: string) => ({
      generationId: 'g1',
      key,
      planId,
      date: key.slice(3),
      templatePlanId: 'tpl',
      templateVersion: 3,
      origin: { 'p-t1': 't1' },
    });
    spec
      .given([...created, started, made('r1:2026-09-01', 'p1')])
      .when({
        type: 'RecordGeneratedPractices',
        data: {
          generationId: 'g1',
          practices: [
            practice('r1:2026-09-01', 'p1'),
            practice('r1:2026-09-03', 'p2'),
            practice('r1:2026-09-03', 'p2'),
          ],
        },
      })
      .then([made('r1:2026-09-03', 'p2')]);
  });

  it('keeps the progress of a run', () => {
    const state = [...created, started, made('r1:2026-09-01', 'p1')].reduce(
      recurrencesDecider.evolve,
      recurrencesDecider.initialState(),
    );
    expect(state.generations.g1).toMatchObject({ total: 2, done: 1, created: 1, status: 'running' });
    expect(state.byPlan).toEqual({ p1: 'r1:2026-09-01' });
  });
});

describe('recurrence decider: template changes on practices', () => {
  const history = [...created, started, made('r1:2026-09-01', 'p1')];
  const synced: RecurrenceEvent = {
    type: 'PracticeTemplateSynced',
    data: { seasonId: 's1', planId: 'p1', templateVersion: 5, applied: 2, addedOrigin: {}, conflicts: [aConflict] },
  };

  it('records what a practice took and the conflicts it lists; nothing when nothing changed', () => {
    spec
      .given(history)
      .when({
        type: 'RecordTemplateSync',
        data: { planId: 'p1', templateVersion: 5, applied: 2, addedOrigin: {}, conflicts: [aConflict] },
      })
      .then([synced]);
    spec
      .given(history)
      .when({
        type: 'RecordTemplateSync',
        data: { planId: 'p1', templateVersion: 3, applied: 0, addedOrigin: {}, conflicts: [] },
      })
      .thenNothingHappens();
    spec
      .given(history)
      .when({
        type: 'RecordTemplateSync',
        data: { planId: 'other', templateVersion: 5, applied: 0, addedOrigin: {}, conflicts: [] },
      })
      .thenThrows('RECURRENCE.NOT_GENERATED');
  });

  it('settles a conflict once, by keeping mine or taking the template', () => {
    const resolved: RecurrenceEvent = {
      type: 'TemplateConflictResolved',
      data: { seasonId: 's1', planId: 'p1', conflictId: 'p-t1:duration', choice: 'keep', by: 'coach' },
    };
    spec
      .given([...history, synced])
      .when({
        type: 'ResolveTemplateConflict',
        data: { planId: 'p1', conflictId: 'p-t1:duration', choice: 'keep', by: 'coach' },
      })
      .then([resolved]);
    spec
      .given([...history, synced, resolved])
      .when({
        type: 'ResolveTemplateConflict',
        data: { planId: 'p1', conflictId: 'p-t1:duration', choice: 'take', by: 'coach' },
      })
      .thenThrows('RECURRENCE.CONFLICT_NOT_FOUND');
  });
});
