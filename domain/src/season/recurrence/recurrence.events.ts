import type { DomainEvent } from '../../shared/events';
import type { OccurrenceOverride, RecurrenceSeries } from './recurrence.model';
import type { TemplateConflict } from './template-propagation';

export type GenerationSkip = { date: string; reason: string };
export type GenerationFailure = { date: string; message: string };

export type RecurrenceCreated = DomainEvent<'RecurrenceCreated', { seasonId: string; series: RecurrenceSeries }>;
/** A whole-series edit: the series as it was and as it is. */
export type RecurrenceChanged = DomainEvent<
  'RecurrenceChanged',
  { seasonId: string; seriesId: string; from: RecurrenceSeries; to: RecurrenceSeries }
>;
/** "This and following": the series ends before `from`; `after` (a new series) goes on from `from`. */
export type RecurrenceSplit = DomainEvent<
  'RecurrenceSplit',
  { seasonId: string; seriesId: string; from: string; before: RecurrenceSeries; after: RecurrenceSeries }
>;
/** The practices it made stay. */
export type RecurrenceRemoved = DomainEvent<'RecurrenceRemoved', { seasonId: string; series: RecurrenceSeries }>;
export type RecurrenceOccurrenceMoved = DomainEvent<
  'RecurrenceOccurrenceMoved',
  { seasonId: string; seriesId: string; originalDate: string; from: OccurrenceOverride | null; to: OccurrenceOverride }
>;
export type RecurrenceOccurrenceCancelled = DomainEvent<
  'RecurrenceOccurrenceCancelled',
  { seasonId: string; seriesId: string; originalDate: string }
>;
export type RecurrenceOccurrenceRestored = DomainEvent<
  'RecurrenceOccurrenceRestored',
  { seasonId: string; seriesId: string; originalDate: string }
>;
export type RecurrenceGenerationStarted = DomainEvent<
  'RecurrenceGenerationStarted',
  { seasonId: string; generationId: string; seriesId: string; total: number; by: string; at: string }
>;
/**
 * One practice made for one occurrence (its key is never used twice): the template version it was made from, and which
 * template entity each of its parts came from.
 */
export type RecurrencePracticeGenerated = DomainEvent<
  'RecurrencePracticeGenerated',
  {
    seasonId: string;
    generationId: string;
    seriesId: string;
    key: string;
    planId: string;
    date: string;
    templatePlanId: string | null;
    templateVersion: number;
    origin: Record<string, string>;
  }
>;
export type RecurrenceGenerationFinished = DomainEvent<
  'RecurrenceGenerationFinished',
  {
    seasonId: string;
    generationId: string;
    created: number;
    existing: number;
    skipped: GenerationSkip[];
    failed: GenerationFailure[];
    at: string;
  }
>;
/** A generated practice took its template's changes up to `templateVersion`; what it could not take is listed. */
export type PracticeTemplateSynced = DomainEvent<
  'PracticeTemplateSynced',
  {
    seasonId: string;
    planId: string;
    templateVersion: number;
    applied: number;
    addedOrigin: Record<string, string>;
    conflicts: TemplateConflict[];
  }
>;
export type TemplateConflictResolved = DomainEvent<
  'TemplateConflictResolved',
  { seasonId: string; planId: string; conflictId: string; choice: 'keep' | 'take'; by: string }
>;

export type RecurrenceEvent =
  | RecurrenceCreated
  | RecurrenceChanged
  | RecurrenceSplit
  | RecurrenceRemoved
  | RecurrenceOccurrenceMoved
  | RecurrenceOccurrenceCancelled
  | RecurrenceOccurrenceRestored
  | RecurrenceGenerationStarted
  | RecurrencePracticeGenerated
  | RecurrenceGenerationFinished
  | PracticeTemplateSynced
  | TemplateConflictResolved;

export const RECURRENCE_EVENT_TYPES = [
  'RecurrenceCreated',
  'RecurrenceChanged',
  'RecurrenceSplit',
  'RecurrenceRemoved',
  'RecurrenceOccurrenceMoved',
  'RecurrenceOccurrenceCancelled',
  'RecurrenceOccurrenceRestored',
  'RecurrenceGenerationStarted',
  'RecurrencePracticeGenerated',
  'RecurrenceGenerationFinished',
  'PracticeTemplateSynced',
  'TemplateConflictResolved',
] as const satisfies readonly RecurrenceEvent['type'][];

/** All the recurrences of one season live in one stream: names are unique per season, and a split is one append. */
export const RECURRENCES_STREAM_TYPE = 'season-recurrences';
export const recurrencesStreamId = (seasonId: string) => `season-recurrences-${seasonId}`;
