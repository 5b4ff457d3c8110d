import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';

export interface ProjectionHealth {
  name: string;
  lagEvents: number;
  lagSeconds: number;
  lastError: string | null;
  leaseholder: string | null;
}

export interface RecentActivity {
  at: string;
  type: string;
  streamId: string;
  actorName: string | null;
}

/** GET /api/admin/summary (admins only; 401 signed out, 403 not an admin). */
export interface AdminSummary {
  counts: { users: number; events: number; streams: number };
  projections: ProjectionHealth[];
  recent: RecentActivity[];
}

export const adminSummaryQuery = queryOptions({
  queryKey: ['admin', 'summary'] as const,
  queryFn: ({ signal }) => apiFetch<AdminSummary>('/api/admin/summary', { signal }),
  staleTime: 5_000,
  // The admin loader turns these into a sign-in redirect or the 403 page.
  meta: { handledStatuses: [401, 403] },
});

export type ProjectionStatus = 'error' | 'stopped' | 'behind' | 'catching-up' | 'current';

/** One word for a read model's state, worst first: an error beats lag, lag beats a missing lease. */
export function projectionStatus(projection: ProjectionHealth): ProjectionStatus {
  if (projection.lastError) return 'error';
  if (projection.lagEvents === 0) return 'current';
  if (projection.leaseholder === null) return 'stopped';
  if (projection.lagSeconds > 60 || projection.lagEvents > 1_000) return 'behind';
  return 'catching-up';
}
