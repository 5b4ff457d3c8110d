import type { FeedbackItem, FeedbackKind, FeedbackList, FeedbackStatus, SentFeedbackAnswer } from '@sideline/domain';
import { apiFetch } from '../../api/api-fetch';

export type { FeedbackItem, FeedbackList };

const item = (response: { feedback: FeedbackItem }) => response.feedback;
const one = (id: string) => `/api/feedback/${encodeURIComponent(id)}`;

export const sendFeedback = (input: { kind: FeedbackKind; text: string; page: string }) =>
  apiFetch<SentFeedbackAnswer>('/api/feedback', { method: 'POST', json: input });
export const fetchFeedback = (query: string, signal?: AbortSignal) =>
  apiFetch<FeedbackList>(`/api/feedback${query ? `?${query}` : ''}`, { signal });
export const fetchFeedbackByLink = (token: string, signal?: AbortSignal) =>
  apiFetch<{ feedback: FeedbackItem }>(`/api/feedback/follow-up/${encodeURIComponent(token)}`, { signal }).then(item);
export const upvoteFeedback = (id: string) =>
  apiFetch<{ feedback: FeedbackItem }>(`${one(id)}/upvote`, { method: 'POST', json: {} }).then(item);
export const setFeedbackStatus = (id: string, status: FeedbackStatus) =>
  apiFetch<{ feedback: FeedbackItem }>(`${one(id)}/status`, { method: 'PUT', json: { status } }).then(item);
export const replyToFeedback = (id: string, reply: string) =>
  apiFetch<{ feedback: FeedbackItem }>(`${one(id)}/reply`, { method: 'PUT', json: { reply } }).then(item);

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (query: string) => ['feedback', 'list', query] as const,
  replies: ['feedback', 'replies'] as const,
  link: (token: string) => ['feedback', 'link', token] as const,
};
