import type { GenerationFailure, GenerationSkip } from './recurrence.events';
import type { RecurrenceSeries } from './recurrence.model';
import type { TemplateConflict } from './template-propagation';

/** What a season's recurring practices decider knows (recurrence.decider.ts folds it from the season's events). */

export interface GeneratedPracticeState {
  key: string;
  seriesId: string;
  planId: string;
  date: string;
  templatePlanId: string | null;
  /** the template's version the practice last took */
  templateVersion: number;
  /** practice entity → template entity */
  origin: Record<string, string>;
  /** template changes waiting for "keep mine / take template" */
  conflicts: TemplateConflict[];
}

export interface GenerationState {
  generationId: string;
  seriesId: string;
  total: number;
  done: number;
  status: 'running' | 'finished';
  created: number;
  existing: number;
  skipped: GenerationSkip[];
  failed: GenerationFailure[];
  by: string;
  startedAt: string;
  finishedAt: string | null;
}

export interface RecurrencesState {
  seasonId: string | null;
  series: Readonly<Record<string, RecurrenceSeries>>;
  /** every practice a series made, by occurrence key */
  practices: Readonly<Record<string, GeneratedPracticeState>>;
  byPlan: Readonly<Record<string, string>>;
  generations: Readonly<Record<string, GenerationState>>;
}

export const initialRecurrencesState = (): RecurrencesState => ({
  seasonId: null,
  series: {},
  practices: {},
  byPlan: {},
  generations: {},
});

export const generatedKeys = (state: RecurrencesState): Record<string, string> =>
  Object.fromEntries(Object.values(state.practices).map((p) => [p.key, p.planId]));
