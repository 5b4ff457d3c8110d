import type { AdminUser, AuditPage, AuditTail, AuditVocabulary } from '@sideline/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';

export interface AdminUserPage {
  items: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export const adminUsersQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'users', search],
    queryFn: ({ signal }) => apiFetch<AdminUserPage>(`/api/admin/users?${search}`, { signal }),
  });

export const userActivityQuery = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'activity', userId],
    queryFn: ({ signal }) => apiFetch<AuditPage>(`/api/admin/users/${encodeURIComponent(userId)}/activity`, { signal }),
  });

export const auditPageQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'audit', search],
    queryFn: ({ signal }) => apiFetch<AuditPage>(`/api/admin/audit?${search}`, { signal }),
  });

export const auditVocabularyQuery = queryOptions({
  queryKey: ['admin', 'audit-vocabulary'],
  queryFn: ({ signal }) => apiFetch<AuditVocabulary>('/api/admin/audit/vocabulary', { signal }),
});

export const auditTail = (search: string, after: string) =>
  apiFetch<AuditTail>(
    `/api/admin/audit/tail?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(search)), after })}`,
  );

export const changeRole = (userId: string, role: 'user' | 'admin') =>
  apiFetch<{ user: AdminUser }>(`/api/admin/users/${encodeURIComponent(userId)}/role`, {
    method: 'PATCH',
    json: { role },
  });
export const setDisabled = (userId: string, disabled: boolean) =>
  apiFetch<{ user: AdminUser }>(`/api/admin/users/${encodeURIComponent(userId)}/disabled`, {
    method: 'PATCH',
    json: { disabled },
  });
