import type { AdminSummary } from '@sideline/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';

/** GET /api/admin/summary (admins only; 401 signed out, 403 not an admin). */
export type { AdminSummary };
export type ProjectionHealth = AdminSummary['projections'][number];
export type RecentActivity = AdminSummary['recent'][number];

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
