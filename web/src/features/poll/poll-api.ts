import type { DrillSuggestion, PollView } from '@sideline/domain';
import { apiFetch } from '../../api/api-fetch';

export type { DrillSuggestion, PollView };

const one = (id: string) => `/api/poll/suggestions/${encodeURIComponent(id)}`;
const suggestion = (response: { suggestion: DrillSuggestion }) => response.suggestion;

export const fetchPoll = (signal?: AbortSignal) => apiFetch<PollView>('/api/poll', { signal });
export const suggestDrill = (text: string) =>
  apiFetch<{ suggestion: DrillSuggestion }>('/api/poll/suggestions', { method: 'POST', json: { text } }).then(
    suggestion,
  );
export const voteForSuggestion = (id: string) =>
  apiFetch<{ suggestion: DrillSuggestion }>(`${one(id)}/vote`, { method: 'POST', json: {} }).then(suggestion);
export const linkSuggestion = (id: string, drillId: string) =>
  apiFetch<{ suggestion: DrillSuggestion }>(`${one(id)}/drill`, { method: 'PUT', json: { drillId } }).then(suggestion);
export const closeSuggestion = (id: string) =>
  apiFetch<{ suggestion: DrillSuggestion }>(`${one(id)}/close`, { method: 'POST', json: {} }).then(suggestion);
export const removeSuggestion = (id: string) => apiFetch<void>(one(id), { method: 'DELETE' });

export const pollKeys = { all: ['poll'] as const };
