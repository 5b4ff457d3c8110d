import { conflict, notFound } from '../../shared/errors';
import { assertNever, type Decider } from '../../shared/events';
import type { RecurrenceCommand } from './recurrence.commands';
import type { RecurrenceEvent } from './recurrence.events';
import type { RecurrenceSeries } from './recurrence.model';
import {
  checkOccurrence,
  checkRoomForSeries,
  checkSeries,
  checkSeriesDates,
  field,
  seriesOf,
} from './recurrence-checks';
import {
  generatedKeys,
  initialRecurrencesState,
  type GeneratedPracticeState,
  type GenerationState,
  type RecurrencesState,
} from './recurrence-state';
import { cancelOccurrence, editWholeSeries, moveOccurrence, splitSeries } from './series-edits';

export { checkSeriesDates, generatedKeys, initialRecurrencesState };
export type { GeneratedPracticeState, GenerationState, RecurrencesState };

export function decideRecurrences(command: RecurrenceCommand, state: RecurrencesState): RecurrenceEvent[] {
  switch (command.type) {
    case 'CreateRecurrence': {
      const { seasonId, calendar } = command.data;
      if (state.series[command.data.series.id])
        throw conflict('RECURRENCE.ALREADY_EXISTS', 'This recurring practice already exists.');
      const series: RecurrenceSeries = {
        ...command.data.series,
        anchorDate: command.data.series.startDate,
        moved: {},
        cancelled: [],
      };
      checkRoomForSeries(state);
      checkSeries(series, state, calendar);
      return [{ type: 'RecurrenceCreated', data: { seasonId, series } }];
    }
    case 'EditRecurrence': {
      const series = seriesOf(state, command.data.seriesId);
      const seasonId = state.seasonId!;
      const { changes, scope, calendar } = command.data;
      if (scope.kind === 'following' && scope.from > series.startDate) {
        if (scope.from > series.endDate)
          throw field(
            'RECURRENCE.NOT_AN_OCCURRENCE',
            'from',
            `The series ends on ${series.endDate}: there is nothing from ${scope.from} on.`,
          );
        const name = changes.name ?? `${series.name} (from ${scope.from})`;
        checkRoomForSeries(state);
        const { before, after } = splitSeries(series, scope.from, scope.newSeriesId, { ...changes, name });
        checkSeries(before, state, calendar, [series.id]);
        checkSeries(after, { ...state, series: { ...state.series, [before.id]: before } }, calendar, []);
        return [{ type: 'RecurrenceSplit', data: { seasonId, seriesId: series.id, from: scope.from, before, after } }];
      }
      const to = editWholeSeries(series, changes);
      if (JSON.stringify(to) === JSON.stringify(series)) return [];
      checkSeries(to, state, calendar, [series.id]);
      return [{ type: 'RecurrenceChanged', data: { seasonId, seriesId: series.id, from: series, to } }];
    }
    case 'RemoveRecurrence': {
      const series = seriesOf(state, command.data.seriesId);
      return [{ type: 'RecurrenceRemoved', data: { seasonId: state.seasonId!, series } }];
    }
    case 'MoveOccurrence': {
      const series = seriesOf(state, command.data.seriesId);
      const { originalDate, to, calendar } = command.data;
      checkOccurrence(series, originalDate, calendar);
      if (to.date < calendar.season.startDate || to.date > calendar.season.endDate)
        throw field(
          'RECURRENCE.OUTSIDE_SEASON',
          'date',
          `Move it to a day inside the season (${calendar.season.startDate} to ${calendar.season.endDate}).`,
        );
      const from = series.moved[originalDate] ?? null;
      if (JSON.stringify(moveOccurrence(series, originalDate, to)) === JSON.stringify(series)) return [];
      return [
        {
          type: 'RecurrenceOccurrenceMoved',
          data: { seasonId: state.seasonId!, seriesId: series.id, originalDate, from, to },
        },
      ];
    }
    case 'CancelOccurrence': {
      const series = seriesOf(state, command.data.seriesId);
      checkOccurrence(series, command.data.originalDate, command.data.calendar);
      if (cancelOccurrence(series, command.data.originalDate) === series) return [];
      return [
        {
          type: 'RecurrenceOccurrenceCancelled',
          data: { seasonId: state.seasonId!, seriesId: series.id, originalDate: command.data.originalDate },
        },
      ];
    }
    case 'RestoreOccurrence': {
      const series = seriesOf(state, command.data.seriesId);
      if (!series.cancelled.includes(command.data.originalDate)) return [];
      return [
        {
          type: 'RecurrenceOccurrenceRestored',
          data: { seasonId: state.seasonId!, seriesId: series.id, originalDate: command.data.originalDate },
        },
      ];
    }
    case 'StartGeneration': {
      seriesOf(state, command.data.seriesId);
      if (state.generations[command.data.generationId]) return [];
      return [{ type: 'RecurrenceGenerationStarted', data: { seasonId: state.seasonId!, ...command.data } }];
    }
    case 'RecordGeneratedPractice': {
      const generation = state.generations[command.data.generationId];
      if (!generation) throw notFound('RECURRENCE.GENERATION_NOT_FOUND', 'There is no such generation run.');
      if (state.practices[command.data.key]) return [];
      if (generation.status === 'finished')
        throw conflict('RECURRENCE.GENERATION_FINISHED', 'This generation run has finished.');
      return [
        {
          type: 'RecurrencePracticeGenerated',
          data: { seasonId: state.seasonId!, seriesId: generation.seriesId, ...command.data },
        },
      ];
    }
    case 'RecordGeneratedPractices': {
      const events: RecurrenceEvent[] = [];
      let current = state;
      for (const practice of command.data.practices) {
        const decided = decideRecurrences(
          { type: 'RecordGeneratedPractice', data: { ...practice, generationId: command.data.generationId } },
          current,
        );
        current = decided.reduce(evolveRecurrences, current);
        events.push(...decided);
      }
      return events;
    }
    case 'FinishGeneration': {
      const generation = state.generations[command.data.generationId];
      if (!generation) throw notFound('RECURRENCE.GENERATION_NOT_FOUND', 'There is no such generation run.');
      if (generation.status === 'finished') return [];
      return [{ type: 'RecurrenceGenerationFinished', data: { seasonId: state.seasonId!, ...command.data } }];
    }
    case 'RecordTemplateSync': {
      const key = state.byPlan[command.data.planId];
      if (!key) throw notFound('RECURRENCE.NOT_GENERATED', 'This practice was not made by a recurring practice.');
      const practice = state.practices[key]!;
      const { templateVersion, applied, conflicts } = command.data;
      if (practice.templateVersion === templateVersion && applied === 0 && conflicts.length === 0) return [];
      return [{ type: 'PracticeTemplateSynced', data: { seasonId: state.seasonId!, ...command.data } }];
    }
    case 'ResolveTemplateConflict': {
      const key = state.byPlan[command.data.planId];
      const open = key ? state.practices[key]!.conflicts.some((c) => c.id === command.data.conflictId) : false;
      if (!open)
        throw notFound('RECURRENCE.CONFLICT_NOT_FOUND', 'This template change was already settled (or never was one).');
      return [{ type: 'TemplateConflictResolved', data: { seasonId: state.seasonId!, ...command.data } }];
    }
    default:
      return assertNever(command, 'recurrence command');
  }
}

function withPractice(
  state: RecurrencesState,
  planId: string,
  change: (p: GeneratedPracticeState) => GeneratedPracticeState,
): RecurrencesState {
  const key = state.byPlan[planId];
  if (!key) return state;
  return { ...state, practices: { ...state.practices, [key]: change(state.practices[key]!) } };
}

function withGeneration(
  state: RecurrencesState,
  generationId: string,
  change: (g: GenerationState) => GenerationState,
): RecurrencesState {
  const generation = state.generations[generationId];
  return generation ? { ...state, generations: { ...state.generations, [generationId]: change(generation) } } : state;
}

export function evolveRecurrences(state: RecurrencesState, event: RecurrenceEvent): RecurrencesState {
  const seasonId = state.seasonId ?? event.data.seasonId;
  const base = { ...state, seasonId };
  switch (event.type) {
    case 'RecurrenceCreated':
      return { ...base, series: { ...state.series, [event.data.series.id]: event.data.series } };
    case 'RecurrenceChanged':
      return { ...base, series: { ...state.series, [event.data.seriesId]: event.data.to } };
    case 'RecurrenceSplit':
      return {
        ...base,
        series: { ...state.series, [event.data.before.id]: event.data.before, [event.data.after.id]: event.data.after },
      };
    case 'RecurrenceRemoved': {
      const series = { ...state.series };
      delete series[event.data.series.id];
      return { ...base, series };
    }
    case 'RecurrenceOccurrenceMoved': {
      const series = state.series[event.data.seriesId];
      return series
        ? {
            ...base,
            series: { ...state.series, [series.id]: moveOccurrence(series, event.data.originalDate, event.data.to) },
          }
        : base;
    }
    case 'RecurrenceOccurrenceCancelled':
    case 'RecurrenceOccurrenceRestored': {
      const series = state.series[event.data.seriesId];
      if (!series) return base;
      const cancelled =
        event.type === 'RecurrenceOccurrenceCancelled'
          ? [...series.cancelled, event.data.originalDate].sort()
          : series.cancelled.filter((d) => d !== event.data.originalDate);
      return { ...base, series: { ...state.series, [series.id]: { ...series, cancelled } } };
    }
    case 'RecurrenceGenerationStarted': {
      const { generationId, seriesId, total, by, at } = event.data;
      const generation: GenerationState = {
        generationId,
        seriesId,
        total,
        done: 0,
        status: 'running',
        created: 0,
        existing: 0,
        skipped: [],
        failed: [],
        by,
        startedAt: at,
        finishedAt: null,
      };
      return { ...base, generations: { ...state.generations, [generationId]: generation } };
    }
    case 'RecurrencePracticeGenerated': {
      const { key, seriesId, planId, date, templatePlanId, templateVersion, origin, generationId } = event.data;
      const next = {
        ...base,
        practices: {
          ...state.practices,
          [key]: { key, seriesId, planId, date, templatePlanId, templateVersion, origin, conflicts: [] },
        },
        byPlan: { ...state.byPlan, [planId]: key },
      };
      return withGeneration(next, generationId, (g) => ({ ...g, done: g.done + 1, created: g.created + 1 }));
    }
    case 'RecurrenceGenerationFinished': {
      const { created, existing, skipped, failed, at } = event.data;
      return withGeneration(base, event.data.generationId, (g) => ({
        ...g,
        status: 'finished',
        created,
        existing,
        skipped,
        failed,
        done: g.total,
        finishedAt: at,
      }));
    }
    case 'PracticeTemplateSynced':
      return withPractice(base, event.data.planId, (p) => ({
        ...p,
        templateVersion: event.data.templateVersion,
        origin: { ...p.origin, ...event.data.addedOrigin },
        conflicts: [
          ...p.conflicts.filter((c) => !event.data.conflicts.some((n) => n.id === c.id)),
          ...event.data.conflicts,
        ],
      }));
    case 'TemplateConflictResolved':
      return withPractice(base, event.data.planId, (p) => ({
        ...p,
        conflicts: p.conflicts.filter((c) => c.id !== event.data.conflictId),
      }));
    default:
      return assertNever(event, 'recurrence event');
  }
}

export const recurrencesDecider: Decider<RecurrenceCommand, RecurrenceEvent, RecurrencesState> = {
  decide: decideRecurrences,
  evolve: evolveRecurrences,
  initialState: initialRecurrencesState,
};
