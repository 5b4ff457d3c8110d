import { ALL_PROJECTIONS, readProjectionStatus, type ProjectionStatus } from '@sideline/projections';
import type { ApiDeps } from '../api-deps';

export interface ProjectionHealth {
  name: string;
  lagEvents: number;
  lagSeconds: number;
  lastError: string | null;
  leaseholder: string | null;
  eventsProcessed: number;
}

/** Read-model health from this process's runner when it has one, else from the checkpoint tables. */
export async function readProjectionHealth(
  deps: Pick<ApiDeps, 'db' | 'store' | 'runner'>,
): Promise<ProjectionHealth[]> {
  const statuses: ProjectionStatus[] = deps.runner
    ? await deps.runner.status()
    : await readProjectionStatus(deps.db, deps.store, ALL_PROJECTIONS);
  return statuses.map((s) => ({
    name: s.name,
    lagEvents: s.lagEvents,
    lagSeconds: s.lagSeconds,
    lastError: s.lastError,
    leaseholder: s.leaseholder,
    eventsProcessed: s.eventsProcessed,
  }));
}
