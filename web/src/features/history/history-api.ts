import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Attribution, EntityAtVersion, EntityHistory, HistoryDiff, HistoryRestore } from '@sideline/domain';
import { apiFetch } from '../../api/api-fetch';

const base = (entityType: string, entityId: string) =>
  `/api/history/${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}`;

export const historyKeys = {
  all: (entityType: string, entityId: string) => ['entity-history', entityType, entityId] as const,
};

export const entityHistoryQuery = (entityType: string, entityId: string) =>
  queryOptions({
    queryKey: [...historyKeys.all(entityType, entityId), 'versions'],
    queryFn: ({ signal }) => apiFetch<EntityHistory>(base(entityType, entityId), { signal }),
    // The history says itself when it is not the reader's to see or there is no such entity.
    meta: { handledStatuses: [403, 404] },
  });

/** Every page of the versions loaded so far, newest first; the next page is the one `olderBefore` points at. */
export const entityHistoryPagesQuery = (entityType: string, entityId: string) =>
  infiniteQueryOptions({
    queryKey: [...historyKeys.all(entityType, entityId), 'version-pages'],
    queryFn: ({ signal, pageParam }) =>
      apiFetch<EntityHistory>(`${base(entityType, entityId)}${pageParam ? `?before=${pageParam}` : ''}`, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.olderBefore,
    meta: { handledStatuses: [403, 404] },
  });

export const historyDiffQuery = (entityType: string, entityId: string, from: number, to: number) =>
  queryOptions({
    queryKey: [...historyKeys.all(entityType, entityId), 'diff', from, to],
    queryFn: ({ signal }) =>
      apiFetch<HistoryDiff>(`${base(entityType, entityId)}/diff?from=${from}&to=${to}`, { signal }),
  });

export const entityAtVersionQuery = (entityType: string, entityId: string, version: number) =>
  queryOptions({
    queryKey: [...historyKeys.all(entityType, entityId), 'at', version],
    queryFn: ({ signal }) => apiFetch<EntityAtVersion>(`${base(entityType, entityId)}/versions/${version}`, { signal }),
  });

export const attributionQuery = (entityType: string, entityId: string) =>
  queryOptions({
    queryKey: [...historyKeys.all(entityType, entityId), 'attribution'],
    queryFn: ({ signal }) => apiFetch<Attribution>(`${base(entityType, entityId)}/attribution`, { signal }),
  });

export const restoreVersion = (entityType: string, entityId: string, version: number) =>
  apiFetch<HistoryRestore>(`${base(entityType, entityId)}/restore`, { method: 'POST', json: { version } });
