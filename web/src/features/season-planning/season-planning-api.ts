import type {
  AnswerAttendanceInput,
  CreateRecurrenceInput,
  GenerationView,
  PracticeAttendance,
  PracticeTemplateView,
  PublishRangeResult,
  RecurrenceList,
  RecurrencePreviewView,
  RecurrenceView,
  SeasonWeek,
  UpdateRecurrenceInput,
} from '@sideline/domain';
import { apiFetch } from '../../api/api-fetch';

export type {
  GenerationView,
  PracticeAttendance,
  PracticeTemplateView,
  RecurrenceList,
  RecurrencePreviewView,
  RecurrenceView,
  SeasonWeek,
};

const season = (id: string) => `/api/seasons/${encodeURIComponent(id)}`;
const series = (seasonId: string, id: string) => `${season(seasonId)}/recurrences/${encodeURIComponent(id)}`;

export const fetchWeek = (teamId: string, week: string | null, signal?: AbortSignal) =>
  apiFetch<SeasonWeek>(
    `/api/teams/${encodeURIComponent(teamId)}/season/week${week ? `?week=${encodeURIComponent(week)}` : ''}`,
    { signal },
  );

export const fetchRecurrences = (seasonId: string, signal?: AbortSignal) =>
  apiFetch<RecurrenceList>(`${season(seasonId)}/recurrences`, { signal });
export const createRecurrence = (seasonId: string, input: Partial<CreateRecurrenceInput>) =>
  apiFetch<RecurrenceView>(`${season(seasonId)}/recurrences`, { method: 'POST', json: input });
export const previewDraft = (seasonId: string, input: Partial<CreateRecurrenceInput>) =>
  apiFetch<RecurrencePreviewView>(`${season(seasonId)}/recurrences/preview`, { method: 'POST', json: input });
export const previewSeries = (seasonId: string, id: string, signal?: AbortSignal) =>
  apiFetch<RecurrencePreviewView>(`${series(seasonId, id)}/preview`, { signal });
export const editRecurrence = (seasonId: string, id: string, input: UpdateRecurrenceInput) =>
  apiFetch<RecurrenceView>(series(seasonId, id), { method: 'PATCH', json: input });
export const removeRecurrence = (seasonId: string, id: string) =>
  apiFetch<{ ok: true }>(series(seasonId, id), { method: 'DELETE' });
export const startGeneration = (seasonId: string, id: string) =>
  apiFetch<GenerationView>(`${series(seasonId, id)}/generate`, { method: 'POST', json: {} });
export const fetchGeneration = (seasonId: string, generationId: string, signal?: AbortSignal) =>
  apiFetch<GenerationView>(`${season(seasonId)}/generations/${encodeURIComponent(generationId)}`, { signal });
export const moveOccurrence = (seasonId: string, id: string, date: string, to: { date: string; startTime: string }) =>
  apiFetch<RecurrenceView>(`${series(seasonId, id)}/occurrences/${date}/move`, { method: 'POST', json: to });
export const cancelOccurrence = (seasonId: string, id: string, date: string) =>
  apiFetch<RecurrenceView>(`${series(seasonId, id)}/occurrences/${date}/cancel`, { method: 'POST', json: {} });

export const fetchPracticeTemplate = (seasonId: string, planId: string, signal?: AbortSignal) =>
  apiFetch<PracticeTemplateView>(`${season(seasonId)}/practices/${encodeURIComponent(planId)}/template`, { signal });
export const syncPractice = (seasonId: string, planId: string) =>
  apiFetch<PracticeTemplateView>(`${season(seasonId)}/practices/${encodeURIComponent(planId)}/template/sync`, {
    method: 'POST',
    json: {},
  });
export const resolveConflict = (seasonId: string, planId: string, conflictId: string, choice: 'keep' | 'take') =>
  apiFetch<PracticeTemplateView>(
    `${season(seasonId)}/practices/${encodeURIComponent(planId)}/template/conflicts/${encodeURIComponent(conflictId)}`,
    { method: 'POST', json: { choice } },
  );

export const fetchAttendance = (planId: string, signal?: AbortSignal) =>
  apiFetch<PracticeAttendance>(`/api/practice-plans/${encodeURIComponent(planId)}/attendance`, { signal });
export const answerAttendance = (planId: string, input: Partial<AnswerAttendanceInput>) =>
  apiFetch<PracticeAttendance>(`/api/practice-plans/${encodeURIComponent(planId)}/attendance`, {
    method: 'PUT',
    json: input,
  });
/** Quick create on a day: a draft practice at the team's start time (the seasons API). */
export const createPracticeOn = (teamId: string, seasonId: string, date: string) =>
  apiFetch<{ planId: string }>(
    `/api/teams/${encodeURIComponent(teamId)}/seasons/${encodeURIComponent(seasonId)}/practices`,
    { method: 'POST', json: { date } },
  );
/**
 * Every draft practice of the team's active season from `from` to `to`, at once (one request, each plan its own event).
 */
export const publishRange = (teamId: string, from: string, to: string) =>
  apiFetch<PublishRangeResult>(`/api/teams/${encodeURIComponent(teamId)}/season/publish`, {
    method: 'POST',
    json: { from, to },
  });
export const publishPractice = (planId: string) =>
  apiFetch<unknown>(`/api/practice-plans/${encodeURIComponent(planId)}/publish`, { method: 'POST', json: {} });

export const seasonPlanningKeys = {
  week: (teamId: string, week: string | null) => ['season-week', teamId, week ?? 'today'] as const,
  weeks: (teamId: string) => ['season-week', teamId] as const,
  recurrences: (seasonId: string) => ['recurrences', seasonId] as const,
  preview: (seasonId: string, id: string) => ['recurrences', seasonId, 'preview', id] as const,
  template: (seasonId: string, planId: string) => ['practice-template', seasonId, planId] as const,
  attendance: (planId: string) => ['attendance', planId] as const,
};
