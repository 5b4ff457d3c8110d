import type { DomainCommand } from '../../shared/events';
import type { GenerationFailure, GenerationSkip } from './recurrence.events';
import type { OccurrenceOverride, RecurrenceSeries } from './recurrence.model';
import type { PreviewContext } from './recurrence-preview';
import type { SeriesChanges } from './series-edits';
import type { TemplateConflict } from './template-propagation';

/**
 * What the season and team say about the calendar (zone, week start, season dates, markers), read by the caller from
 * their streams.
 */
export type RecurrenceCalendar = Omit<PreviewContext, 'generated'>;

export type CreateRecurrence = DomainCommand<
  'CreateRecurrence',
  {
    seasonId: string;
    series: Omit<RecurrenceSeries, 'moved' | 'cancelled' | 'anchorDate'>;
    calendar: RecurrenceCalendar;
  }
>;
export type EditRecurrence = DomainCommand<
  'EditRecurrence',
  {
    seriesId: string;
    changes: SeriesChanges;
    scope: { kind: 'all' } | { kind: 'following'; from: string; newSeriesId: string };
    calendar: RecurrenceCalendar;
  }
>;
export type RemoveRecurrence = DomainCommand<'RemoveRecurrence', { seriesId: string }>;
export type MoveOccurrence = DomainCommand<
  'MoveOccurrence',
  { seriesId: string; originalDate: string; to: OccurrenceOverride; calendar: RecurrenceCalendar }
>;
export type CancelOccurrence = DomainCommand<
  'CancelOccurrence',
  { seriesId: string; originalDate: string; calendar: RecurrenceCalendar }
>;
export type RestoreOccurrence = DomainCommand<'RestoreOccurrence', { seriesId: string; originalDate: string }>;
export type StartGeneration = DomainCommand<
  'StartGeneration',
  { generationId: string; seriesId: string; total: number; by: string; at: string }
>;
export type RecordGeneratedPractice = DomainCommand<
  'RecordGeneratedPractice',
  {
    generationId: string;
    key: string;
    planId: string;
    date: string;
    templatePlanId: string | null;
    templateVersion: number;
    origin: Record<string, string>;
  }
>;
/** Several practices of one run at once (one append): each one already recorded is left out. */
export type RecordGeneratedPractices = DomainCommand<
  'RecordGeneratedPractices',
  { generationId: string; practices: RecordGeneratedPractice['data'][] }
>;
export type FinishGeneration = DomainCommand<
  'FinishGeneration',
  {
    generationId: string;
    created: number;
    existing: number;
    skipped: GenerationSkip[];
    failed: GenerationFailure[];
    at: string;
  }
>;
export type RecordTemplateSync = DomainCommand<
  'RecordTemplateSync',
  {
    planId: string;
    templateVersion: number;
    applied: number;
    addedOrigin: Record<string, string>;
    conflicts: TemplateConflict[];
  }
>;
export type ResolveTemplateConflict = DomainCommand<
  'ResolveTemplateConflict',
  { planId: string; conflictId: string; choice: 'keep' | 'take'; by: string }
>;

export type RecurrenceCommand =
  | CreateRecurrence
  | EditRecurrence
  | RemoveRecurrence
  | MoveOccurrence
  | CancelOccurrence
  | RestoreOccurrence
  | StartGeneration
  | RecordGeneratedPractice
  | RecordGeneratedPractices
  | FinishGeneration
  | RecordTemplateSync
  | ResolveTemplateConflict;
