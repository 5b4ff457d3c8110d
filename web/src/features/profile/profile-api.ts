import type {
  ChangePasswordInput,
  FailedSignIns,
  ProfileAccount,
  ProfileComment,
  ProfileSession,
  ProfileVote,
  SessionUser,
} from '@sideline/domain';
import { apiFetch } from '../../api/api-fetch';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** What the four "my …" lists show of each item (the ordinary lists with mine=true). */
export interface MyContentItem {
  id: string;
  name: string;
  visibility?: string;
}

export const CONTENT_KINDS = {
  drills: { label: 'Drills', api: '/api/drills', href: (id: string) => `/drills/${id}` },
  formations: { label: 'Formations', api: '/api/formations', href: (id: string) => `/formations/${id}` },
  plans: { label: 'Practice plans', api: '/api/practice-plans', href: (id: string) => `/practice-plans/${id}` },
  boards: { label: 'Boards', api: '/api/boards', href: (id: string) => `/whiteboard/${id}` },
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;

export const profileKeys = {
  all: ['profile'] as const,
  sessions: ['profile', 'sessions'] as const,
  account: ['profile', 'account'] as const,
  votes: (page: number) => ['profile', 'votes', page] as const,
  comments: (page: number) => ['profile', 'comments', page] as const,
  content: (kind: ContentKind, q: string, page: number) => ['profile', 'content', kind, q, page] as const,
};

export const renameMe = (displayName: string) =>
  apiFetch<{ user: SessionUser | null }>('/api/profile', { method: 'PATCH', json: { displayName } });
export const changePassword = (input: ChangePasswordInput) =>
  apiFetch<void>('/api/profile/password', { method: 'POST', json: input });
export const fetchAccount = (signal?: AbortSignal) => apiFetch<ProfileAccount>('/api/profile/account', { signal });
export const fetchSessions = (signal?: AbortSignal) =>
  apiFetch<{ items: ProfileSession[]; failedSignIns: FailedSignIns | null }>('/api/profile/sessions', { signal });
export const dismissFailedSignIns = () => apiFetch<void>('/api/profile/failed-sign-ins', { method: 'DELETE' });
export const endSession = (id: string) =>
  apiFetch<void>(`/api/profile/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const endOtherSessions = () => apiFetch<void>('/api/profile/sessions/sign-out-others', { method: 'POST' });
export const fetchMyVotes = (page: number, signal?: AbortSignal) =>
  apiFetch<Page<ProfileVote>>(`/api/profile/votes?page=${page}&pageSize=10`, { signal });
export const fetchMyComments = (page: number, signal?: AbortSignal) =>
  apiFetch<Page<ProfileComment>>(`/api/profile/comments?page=${page}&pageSize=10`, { signal });

export function fetchMyContent(kind: ContentKind, q: string, page: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ mine: 'true', page: String(page), pageSize: '10' });
  if (q.trim()) params.set('q', q.trim());
  return apiFetch<Page<MyContentItem>>(`${CONTENT_KINDS[kind].api}?${params}`, { signal });
}
