import { START, type Database, type EventStore, type LogPosition } from '@sideline/eventstore';
import { readCheckpoints } from './checkpoints';
import { readLeases } from './leases';
import type { Projection } from './projection';
import type { WorkerState } from './projection-worker';
import { ensureRunnerTables } from './runner-tables';

export interface ProjectionStatus {
  name: string;
  /** the version in code */
  version: number;
  /** the version the stored read model was built with; null before the projection first ran */
  checkpointVersion: number | null;
  /** the checkpoint; null before the projection first ran */
  position: LogPosition | null;
  eventsProcessed: number;
  /** visible events after the checkpoint */
  lagEvents: number;
  /** age of the oldest event not yet processed; 0 when caught up */
  lagSeconds: number;
  leaseholder: string | null;
  leaseExpiresAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  /** what the worker is doing; only known in the process that runs the runner */
  state?: WorkerState;
}

/** Status from the tables alone: works in any process (api readyz, admin page), runner or not. */
export async function readProjectionStatus(
  db: Database,
  store: EventStore,
  projections: readonly Pick<Projection, 'name' | 'version'>[],
): Promise<ProjectionStatus[]> {
  await ensureRunnerTables(db);
  const names = projections.map((p) => p.name);
  const checkpoints = new Map((await readCheckpoints(db, names)).map((c) => [c.name, c]));
  const leases = new Map((await readLeases(db)).map((l) => [l.name, l]));
  const statuses: ProjectionStatus[] = [];
  for (const projection of projections) {
    const checkpoint = checkpoints.get(projection.name);
    const lease = leases.get(projection.name);
    const backlog = await store.backlog(checkpoint?.position ?? START);
    statuses.push({
      name: projection.name,
      version: projection.version,
      checkpointVersion: checkpoint?.version ?? null,
      position: checkpoint?.position ?? null,
      eventsProcessed: checkpoint?.eventsProcessed ?? 0,
      lagEvents: backlog.events,
      lagSeconds: backlog.lagSeconds,
      leaseholder: lease?.owner ?? null,
      leaseExpiresAt: lease?.expiresAt ?? null,
      lastError: checkpoint?.lastError ?? null,
      lastErrorAt: checkpoint?.lastErrorAt ?? null,
    });
  }
  return statuses;
}
