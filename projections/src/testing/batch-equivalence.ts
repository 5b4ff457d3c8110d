import type { Database, Queryable, RecordedEvent } from '@sideline/eventstore';
import { testMetadata } from '@sideline/eventstore/testing/test-events';
import fc from 'fast-check';
import { ALL_PROJECTIONS, migrateProjections } from '../catalog';
import { handlesEvent, type Projection } from '../runner';

/**
 * The harness of the batch property tests: the same log (with replays) through the frozen per-event code
 * (testing/per-event/) on one schema and through the batch code on another, cut into the same random batches, and
 * the rows and live keys of both read back for comparison. Test-only.
 */

/** A log being generated: events get global positions, stream versions and `at` in order. */
export class LogBuilder {
  readonly events: RecordedEvent[] = [];
  private readonly versions = new Map<string, number>();
  private clock = Date.parse('2026-01-01T00:00:00Z');

  version(streamId: string): number {
    return this.versions.get(streamId) ?? 0;
  }

  append(streamId: string, event: { type: string; data: unknown }, actorId: string | null = null): RecordedEvent {
    const streamVersion = this.version(streamId) + 1;
    this.versions.set(streamId, streamVersion);
    this.clock += 1000;
    const position = BigInt(this.events.length + 1);
    const recorded: RecordedEvent = {
      globalPosition: position,
      transactionId: position,
      streamId,
      streamType: streamId.split('-')[0]!,
      streamVersion,
      eventId: `e${position}`,
      type: event.type,
      data: event.data,
      metadata: testMetadata({ at: new Date(this.clock).toISOString(), actorId, commandId: `c${position}` }),
      recordedAt: new Date(this.clock),
    };
    this.events.push(recorded);
    return recorded;
  }
}

/** A uniform fraction in [0, 1) (fc.double is uniform over bit patterns: nearly always tiny). */
const fraction = fc.integer({ min: 0, max: 999 }).map((n) => n / 1000);

/** Where replays go and how the log is cut: both drawn uniformly (fast-check's bias would favour tiny values). */
export const deliveryArb = fc.noBias(
  fc.record({
    replays: fc.array(fc.tuple(fraction, fc.integer({ min: 1, max: 12 }), fraction), { maxLength: 4, size: 'max' }),
    batchSizes: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 8, size: 'max' }),
  }),
);
export type Delivery = { replays: [number, number, number][]; batchSizes: number[] };

/**
 * The log as the runner may deliver it: runs of earlier events again, later (a batch retried after its commit was
 * not seen, a rebuild from an older checkpoint). Each replay is (where the run starts, its length, where it goes
 * after).
 */
export function withReplays(
  events: readonly RecordedEvent[],
  replays: readonly [number, number, number][],
): RecordedEvent[] {
  const out = [...events];
  for (const [from, length, to] of replays) {
    if (out.length === 0) break;
    const start = Math.floor(from * out.length);
    const run = out.slice(start, start + length);
    const at = start + run.length + Math.floor(to * (out.length - start - run.length + 1));
    out.splice(at, 0, ...run);
  }
  return out;
}

export function cut(events: readonly RecordedEvent[], sizes: readonly number[]): RecordedEvent[][] {
  const batches: RecordedEvent[][] = [];
  for (let i = 0, n = 0; i < events.length; n++) {
    const size = sizes[n % sizes.length]!;
    batches.push(events.slice(i, i + size));
    i += size;
  }
  return batches;
}

/** Empties every table of the schema (the projections' migrations stay applied). */
export async function truncateAll(db: Database): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  if (tables.length > 0) await db.exec(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')}`);
}

type Mode = 'per-event' | 'batch';

/** Applies each batch in one transaction, projection after projection; returns each batch's live keys, sorted. */
export async function applyBatches(
  db: Database,
  projections: readonly Projection[],
  batches: readonly RecordedEvent[][],
  mode: Mode,
): Promise<string[][]> {
  const keys: string[][] = [];
  for (const batch of batches) {
    const changed = new Set<string>();
    const ctx = { changed: (key: string) => void changed.add(key) };
    await db.transaction(async (tx: Queryable) => {
      for (const projection of projections) {
        const handled = batch.filter((event) => handlesEvent(projection, event.type));
        if (handled.length === 0) continue;
        if (mode === 'batch' && projection.applyBatch) await projection.applyBatch(tx, handled, ctx);
        else for (const event of handled) await projection.apply(tx, event, ctx);
      }
    });
    keys.push([...changed].sort());
  }
  return keys;
}

export interface TableSpec {
  table: string;
  orderBy: string;
  /** columns left out of the comparison */
  except?: readonly string[];
}

/** Every row of the tables, in order, with timestamps as ISO strings. */
export async function readTables(db: Database, tables: readonly TableSpec[]): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const spec of tables) {
    const rows = await db.query<Record<string, unknown>>(`SELECT * FROM ${spec.table} ORDER BY ${spec.orderBy}`);
    out[spec.table] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([column]) => !spec.except?.includes(column))
          .map(([column, value]) => [
            column,
            value instanceof Date
              ? value.toISOString()
              : typeof value === 'string' && /^[[{]/.test(value)
                ? tryJson(value)
                : value,
          ]),
      ),
    );
  }
  return out;
}

const tryJson = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

export interface Equivalence {
  perEventDb: Database;
  batchDb: Database;
  perEvent: readonly Projection[];
  batch: readonly Projection[];
  tables: readonly TableSpec[];
  /** the per-event code gets the log without replays (code that had no replay guard, e.g. users) */
  perEventWithoutReplays?: boolean;
  /** applied to both databases first, the same way (e.g. the drills that plans use) */
  seed?: { projections: readonly Projection[]; events: readonly RecordedEvent[] };
}

/** Runs one generated log both ways and returns what each left: rows and live keys per batch. */
export async function runBothWays(eq: Equivalence, events: readonly RecordedEvent[], delivery: Delivery) {
  const batches = cut(withReplays(events, delivery.replays), delivery.batchSizes);
  const results = [];
  for (const [db, projections, mode] of [
    [eq.perEventDb, eq.perEvent, 'per-event'],
    [eq.batchDb, eq.batch, 'batch'],
  ] as const) {
    await truncateAll(db);
    if (eq.seed) await applyBatches(db, eq.seed.projections, [[...eq.seed.events]], 'per-event');
    if (mode === 'per-event' && eq.perEventWithoutReplays) {
      const keys = await applyBatches(db, projections, cut(events, delivery.batchSizes), mode);
      results.push({ rows: await readTables(db, eq.tables), keys });
      continue;
    }
    const keys = await applyBatches(db, projections, batches, mode);
    results.push({ rows: await readTables(db, eq.tables), keys });
  }
  return { perEvent: results[0]!, batch: results[1]! };
}

/**
 * Two fresh databases of a test target with every read model's tables: one for the per-event code, one for the batch
 * code.
 */
export async function openEquivalence(
  target: { open(): Promise<Database> },
  setup: Omit<Equivalence, 'perEventDb' | 'batchDb'>,
): Promise<Equivalence> {
  const [perEventDb, batchDb] = [await target.open(), await target.open()];
  for (const db of [perEventDb, batchDb]) await migrateProjections(db, ALL_PROJECTIONS);
  return { perEventDb, batchDb, ...setup };
}

export async function closeEquivalence(eq: Equivalence | undefined): Promise<void> {
  await eq?.perEventDb.close();
  await eq?.batchDb.close();
}
