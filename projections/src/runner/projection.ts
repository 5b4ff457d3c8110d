import type { LogPosition, MigrationStep, Queryable, RecordedEvent } from '@sideline/eventstore';

export interface ProjectionContext {
  /** Names a read-model key that this event changed (`plan:42`); open pages showing it refetch. */
  changed(key: string): void;
}

/**
 * A read model kept current from the event log. The runner calls `apply` inside the transaction that also
 * moves the checkpoint, so rows and checkpoint commit together; `apply` must still be idempotent (upserts),
 * because an older copy of the rows may be replayed over after a rebuild from an earlier checkpoint.
 */
export interface Projection {
  /** stable name: checkpoint key and migration component (`projection:<name>`) */
  name: string;
  /** bump when `apply` changes meaning: the runner then resets and rebuilds from the start of the log */
  version: number;
  /** event types to apply; the runner still advances the checkpoint past all others */
  handles: readonly string[] | 'all';
  /**
   * false when `apply` reads only the events' metadata, type and stream (never `data`): a rebuild then reads the log
   * without the data (the audit index, whose every event would otherwise ship its document)
   */
  readsData?: boolean;
  /**
   * Secondary indexes only the read model's queries use (never its batch statements): a full rebuild drops them after
   * its reset and builds them once at its end (`deferred-indexes.ts`). Queries of the read model during a rebuild
   * run without them.
   */
  rebuildWithoutIndexes?: readonly string[];
  /** the read model's tables and indexes */
  migrations: readonly MigrationStep[];
  /** empty the read model (before a rebuild) */
  reset(tx: Queryable): Promise<void>;
  apply(tx: Queryable, event: RecordedEvent, ctx: ProjectionContext): Promise<void>;
  /**
   * Optional: apply a batch of handled events at once (e.g. one multi-row INSERT). When present the runner calls
   * it instead of `apply`, once per batch, with the events in log order.
   */
  applyBatch?(tx: Queryable, events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void>;
  /**
   * Optional, for a read model that needs no code per event (the audit index): a full rebuild applies the log in the
   * database instead of reading it out. One statement applies the events up to `head` (inclusive, in log order)
   * whose global position lies in (`after`, `upTo`], exactly as `applyBatch` would (a property test compares
   * them), in any order, idempotently; it returns how many events it applied.
   */
  rebuildRange?(tx: Queryable, head: LogPosition, after: bigint, upTo: bigint): Promise<number>;
}

const PROJECTION_NAME = /^[a-z][a-z0-9_-]{0,62}$/;

/** Checks a projection definition once, where it is written, rather than when the runner meets it. */
export function defineProjection<P extends Projection>(projection: P): P {
  if (!PROJECTION_NAME.test(projection.name)) {
    throw new Error(`projection name "${projection.name}" must match ${PROJECTION_NAME}`);
  }
  if (!Number.isInteger(projection.version) || projection.version < 1) {
    throw new Error(`projection ${projection.name}: version must be a positive integer`);
  }
  return projection;
}

export function handlesEvent(projection: Pick<Projection, 'handles'>, type: string): boolean {
  return projection.handles === 'all' || projection.handles.includes(type);
}

/** The projections that handle any of these event types: what a command should wait for (read-your-writes). */
export function projectionNamesFor(projections: readonly Projection[], eventTypes: readonly string[]): string[] {
  return projections.filter((p) => eventTypes.some((type) => handlesEvent(p, type))).map((p) => p.name);
}
