import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../testing/decider-spec';
import type { RecurrenceCalendar } from './recurrence.commands';
import { recurrencesDecider } from './recurrence.decider';
import type { RecurrenceEvent } from './recurrence.events';
import { berlin, tueThu } from './testing/recurrence-fixtures';
import type { TemplateConflict } from './template-propagation';

const spec = deciderSpec(recurrencesDecider);
const { generated: _ignored, ...calendar } = berlin();
const cal: RecurrenceCalendar = calendar;
const input = (over: Partial<ReturnType<typeof tueThu>> = {}) => {
  const { moved: _m, cancelled: _c, anchorDate: _a, ...series } = tueThu(over);
  return series;
};
const created: RecurrenceEvent[] = [{ type: 'RecurrenceCreated', data: { seasonId: 's1', series: tueThu() } }];
const started: RecurrenceEvent = {
  type: 'RecurrenceGenerationStarted',
  data: { seasonId: 's1', generationId: 'g1', seriesId: 'r1', total: 2, by: 'coach', at: '2026-08-20T10:00:00.000Z' },
};
const made = (key: string, planId: string): RecurrenceEvent => ({
  type: 'RecurrencePracticeGenerated',
  data: {
    seasonId: 's1',
    generationId: 'g1',
    seriesId: 'r1',
    key,
    planId,
    date: key.slice(3),
    templatePlanId: 'tpl',
    templateVersion: 3,
    origin: { 'p-t1': 't1' },
  },
});
const aConflict: TemplateConflict = {
  id: 'p-t1:duration',
  entity: 'item',
  practiceEntityId: 'p-t1',
  templateEntityId: 't1',
  field: 'duration',
  label: 'Duration of the drill',
  mine: 25,
  template: 30,
  take: [{ type: 'SetItemDuration', data: { itemId: 'p-t1', durationMinutes: 30 } }],
};

describe('recurrence decider: series', () => {
  it('creates a series anchored on its first day, once', () => {
    spec
      .given([])
      .when({ type: 'CreateRecurrence', data: { seasonId: 's1', series: input(), calendar: cal } })
      .then(created);
    spec
      .given(created)
      .when({ type: 'CreateRecurrence', data: { seasonId: 's1', series: input(), calendar: cal } })
      .thenThrows('RECURRENCE.ALREADY_EXISTS');
  });

  it('refuses a second series of the same name (ignoring case), a series outside the season, and one of more than 500 practices', () => {
    spec
      .given(created)
      .when({
        type: 'CreateRecurrence',
        data: { seasonId: 's1', series: input({ id: 'r2', name: 'TUE/THU practice ' }), calendar: cal },
      })
      .thenThrows('RECURRENCE.DUPLICATE_NAME');
    spec
      .given([])
      .when({
        type: 'CreateRecurrence',
        data: { seasonId: 's1', series: input({ endDate: '2027-07-31' }), calendar: cal },
      })
      .thenThrows('RECURRENCE.OUTSIDE_SEASON');
    const longSeason = { ...cal, season: { startDate: '2026-01-01', endDate: '2027-12-31' } };
    const daily = input({
      pattern: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6], intervalWeeks: 1 },
      startDate: '2026-01-01',
      endDate: '2027-12-31',
    });
    expect(() =>
      recurrencesDecider.decide(
        { type: 'CreateRecurrence', data: { seasonId: 's1', series: daily, calendar: longSeason } },
        recurrencesDecider.initialState(),
      ),
    ).toThrow(
      'This would make 730 practices; a recurring practice makes at most 500. Choose fewer days or a shorter range.',
    );
  });

  it('keeps a season to 20 series, for a new one and for a split', () => {
    const full: RecurrenceEvent[] = Array.from({ length: 20 }, (_, i) => ({
      type: 'RecurrenceCreated',
      data: { seasonId: 's1', series: tueThu({ id: i ? `r${i + 1}` : 'r1', name: `Series ${i + 1}` }) },
    }));
    spec
      .given(full)
      .when({
        type: 'CreateRecurrence',
        data: { seasonId: 's1', series: input({ id: 'r21', name: 'One more' }), calendar: cal },
      })
      .thenThrows('RECURRENCE.TOO_MANY_SERIES');
    spec
      .given(full)
      .when({
        type: 'EditRecurrence',
        data: {
          seriesId: 'r1',
          changes: { startTime: '19:00' },
          scope: { kind: 'following', from: '2026-09-15', newSeriesId: 'r21' },
          calendar: cal,
        },
      })
      .thenThrows('RECURRENCE.TOO_MANY_SERIES');
    spec
      .given(full.slice(1))
      .when({
        type: 'CreateRecurrence',
        data: { seasonId: 's1', series: input({ id: 'r21', name: 'One more' }), calendar: cal },
      })
      .then([expect.objectContaining({ type: 'RecurrenceCreated' })] as never);
  });

  it('edits the whole series; nothing for no change', () => {
    spec
      .given(created)
      .when({
        type: 'EditRecurrence',
        data: { seriesId: 'r1', changes: { startTime: '18:00' }, scope: { kind: 'all' }, calendar: cal },
      })
      .then([
        {
          type: 'RecurrenceChanged',
          data: { seasonId: 's1', seriesId: 'r1', from: tueThu(), to: tueThu({ startTime: '18:00' }) },
        },
      ]);
    spec
      .given(created)
      .when({
        type: 'EditRecurrence',
        data: { seriesId: 'r1', changes: { startTime: '17:30' }, scope: { kind: 'all' }, calendar: cal },
      })
      .thenNothingHappens();
    spec
      .given([])
      .when({
        type: 'EditRecurrence',
        data: { seriesId: 'r1', changes: { startTime: '18:00' }, scope: { kind: 'all' }, calendar: cal },
      })
      .thenThrows('RECURRENCE.NOT_FOUND');
  });

  it('splits for "this and following", naming the new half after the date', () => {
    spec
      .given(created)
      .when({
        type: 'EditRecurrence',
        data: {
          seriesId: 'r1',
          changes: { durationMinutes: 60 },
          scope: { kind: 'following', from: '2027-01-05', newSeriesId: 'r2' },
          calendar: cal,
        },
      })
      .then([
        {
          type: 'RecurrenceSplit',
          data: {
            seasonId: 's1',
            seriesId: 'r1',
            from: '2027-01-05',
            before: tueThu({ endDate: '2027-01-04' }),
            after: tueThu({
              id: 'r2',
              name: 'Tue/Thu practice (from 2027-01-05)',
              startDate: '2027-01-05',
              durationMinutes: 60,
            }),
          },
        },
      ]);
    spec
      .given(created)
      .when({
        type: 'EditRecurrence',
        data: {
          seriesId: 'r1',
          changes: { durationMinutes: 60 },
          scope: { kind: 'following', from: '2027-06-05', newSeriesId: 'r2' },
          calendar: cal,
        },
      })
      .thenThrows('RECURRENCE.NOT_AN_OCCURRENCE');
  });

  it("moves, cancels and restores one occurrence; a date that is not one of the series' is refused", () => {
    spec
      .given(created)
      .when({
        type: 'MoveOccurrence',
        data: {
          seriesId: 'r1',
          originalDate: '2026-09-03',
          to: { date: '2026-09-04', startTime: '17:30' },
          calendar: cal,
        },
      })
      .then([
        {
          type: 'RecurrenceOccurrenceMoved',
          data: {
            seasonId: 's1',
            seriesId: 'r1',
            originalDate: '2026-09-03',
            from: null,
            to: { date: '2026-09-04', startTime: '17:30' },
          },
        },
      ]);
    spec
      .given(created)
      .when({
        type: 'MoveOccurrence',
        data: {
          seriesId: 'r1',
          originalDate: '2026-09-02',
          to: { date: '2026-09-04', startTime: '17:30' },
          calendar: cal,
        },
      })
      .thenThrows('RECURRENCE.NOT_AN_OCCURRENCE');
    spec
      .given(created)
      .when({
        type: 'MoveOccurrence',
        data: {
          seriesId: 'r1',
          originalDate: '2026-09-03',
          to: { date: '2027-09-04', startTime: '17:30' },
          calendar: cal,
        },
      })
      .thenThrows('RECURRENCE.OUTSIDE_SEASON');
    const cancelled: RecurrenceEvent = {
      type: 'RecurrenceOccurrenceCancelled',
      data: { seasonId: 's1', seriesId: 'r1', originalDate: '2026-09-03' },
    };
    spec
      .given(created)
      .when({ type: 'CancelOccurrence', data: { seriesId: 'r1', originalDate: '2026-09-03', calendar: cal } })
      .then([cancelled]);
    spec
      .given([...created, cancelled])
      .when({ type: 'CancelOccurrence', data: { seriesId: 'r1', originalDate: '2026-09-03', calendar: cal } })
      .thenNothingHappens();
    spec
      .given([...created, cancelled])
      .when({ type: 'RestoreOccurrence', data: { seriesId: 'r1', originalDate: '2026-09-03' } })
      .then([
        { type: 'RecurrenceOccurrenceRestored', data: { seasonId: 's1', seriesId: 'r1', originalDate: '2026-09-03' } },
      ]);
  });

  it('removes a series (its practices stay), which frees its name', () => {
    const removed: RecurrenceEvent = { type: 'RecurrenceRemoved', data: { seasonId: 's1', series: tueThu() } };
    spec
      .given(created)
      .when({ type: 'RemoveRecurrence', data: { seriesId: 'r1' } })
      .then([removed]);
    spec
      .given([...created, removed])
      .when({ type: 'CreateRecurrence', data: { seasonId: 's1', series: input({ id: 'r2' }), calendar: cal } })
      .then([{ type: 'RecurrenceCreated', data: { seasonId: 's1', series: tueThu({ id: 'r2' }) } }]);
  });
});

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
