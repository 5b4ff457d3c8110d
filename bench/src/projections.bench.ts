import { randomUUID } from 'node:crypto';
import { EventStore, START, type NewEvent, type Queryable } from '@sideline/eventstore';
import { ProjectionRunner, defineProjection, type Projection } from '@sideline/projections';
import { benchTargets, round, type BenchReport, type BenchTarget } from './bench-databases';

/** PGlite writes and applies about a third as fast: a smaller log keeps the bench under a minute. */
const EVENTS = { postgres: 50_000, pglite: 20_000 } as const;
const STREAMS = 500;
/** Small appends, round-robin over streams: a batch of 500 touches many rows, as real traffic does. */
const EVENTS_PER_APPEND = 20;

function drillRenamed(i: number): NewEvent {
  const commandId = randomUUID();
  return {
    eventId: randomUUID(),
    type: 'DrillRenamed',
    data: { name: `Drill ${i}`, note: 'renamed during practice planning' },
    metadata: { actorId: null, commandId, correlationId: commandId, causationId: null, at: new Date().toISOString() },
  };
}

const TABLE_SQL = (table: string) =>
  `CREATE TABLE ${table} (stream_id text PRIMARY KEY, name text NOT NULL, last_version int NOT NULL)`;

/** The trivial read model, written the usual way: one upsert per event. */
const perEvent: Projection = defineProjection({
  name: 'bench-per-event',
  version: 1,
  handles: ['DrillRenamed'],
  migrations: [{ id: '001', sql: TABLE_SQL('bench_per_event') }],
  reset: async (tx: Queryable) => void (await tx.query('DELETE FROM bench_per_event')),
  async apply(tx, event, ctx) {
    await tx.query(
      `INSERT INTO bench_per_event (stream_id, name, last_version) VALUES ($1, $2, $3)
       ON CONFLICT (stream_id) DO UPDATE SET name = excluded.name, last_version = excluded.last_version`,
      [event.streamId, (event.data as { name: string }).name, event.streamVersion],
    );
    ctx.changed(`drill:${event.streamId}`);
  },
});

/** The same read model through applyBatch: one statement per batch, the last event per stream wins. */
const perBatch: Projection = defineProjection({
  name: 'bench-per-batch',
  version: 1,
  handles: ['DrillRenamed'],
  migrations: [{ id: '001', sql: TABLE_SQL('bench_per_batch') }],
  reset: async (tx: Queryable) => void (await tx.query('DELETE FROM bench_per_batch')),
  apply: async () => {
    throw new Error('bench-per-batch applies batches only');
  },
  async applyBatch(tx, events, ctx) {
    const latest = new Map<string, { stream_id: string; name: string; last_version: number }>();
    for (const event of events) {
      latest.set(event.streamId, {
        stream_id: event.streamId,
        name: (event.data as { name: string }).name,
        last_version: event.streamVersion,
      });
      ctx.changed(`drill:${event.streamId}`);
    }
    await tx.query(
      `INSERT INTO bench_per_batch (stream_id, name, last_version)
       SELECT stream_id, name, last_version FROM jsonb_to_recordset($1::jsonb) AS r(stream_id text, name text, last_version int)
       ON CONFLICT (stream_id) DO UPDATE SET name = excluded.name, last_version = excluded.last_version`,
      [JSON.stringify([...latest.values()])],
    );
  },
});

/**
 * Catch-up rate of the runner over a pre-written log (a rebuild: reset, then replay from START in batches of 500),
 * against reading the same log alone with readAll in the same batches (the baseline).
 */
export async function run(report: BenchReport, targets: BenchTarget[] = benchTargets()): Promise<void> {
  for (const target of targets) {
    const db = await target.open();
    try {
      const store = await EventStore.open(db);
      let written = 0;
      const writeStarted = performance.now();
      const total = EVENTS[target.name];
      while (written < total) {
        const streamId = `drill-${(written / EVENTS_PER_APPEND) % STREAMS}`;
        const events = Array.from({ length: EVENTS_PER_APPEND }, (_, i) => drillRenamed(written + i));
        await store.append(streamId, events, { expectedVersion: 'any', streamType: 'drill' });
        written += EVENTS_PER_APPEND;
      }
      const writeSeconds = (performance.now() - writeStarted) / 1000;
      report({
        name: `${target.name}: write ${total} events (setup)`,
        value: round(total / writeSeconds, 0),
        unit: 'events/s',
        note: `${EVENTS_PER_APPEND} events per append`,
      });

      const readStarted = performance.now();
      let read = 0;
      for (
        let after = START, batch = await store.readAll(after, 500);
        batch.length > 0;
        batch = await store.readAll(after, 500)
      ) {
        read += batch.length;
        const last = batch[batch.length - 1]!;
        after = { transactionId: last.transactionId, globalPosition: last.globalPosition };
      }
      const readRate = read / ((performance.now() - readStarted) / 1000);
      report({
        name: `${target.name}: readAll scan, batches of 500`,
        value: round(readRate, 0),
        unit: 'events/s',
        note: 'baseline',
      });

      const runner = new ProjectionRunner({
        db,
        store,
        projections: [perEvent, perBatch],
        owner: 'bench',
        batchSize: 500,
      });
      for (const projection of [perEvent, perBatch]) {
        const result = await runner.rebuild(projection.name);
        report({
          name: `${target.name}: catch-up, ${projection.applyBatch ? 'applyBatch (one statement per batch)' : 'apply (one upsert per event)'}`,
          value: round(result.rate, 0),
          unit: 'events/s',
          ratio: round(result.rate / readRate),
          note: `${result.processed} events; ratio = catch-up ÷ readAll scan; target ≥ 20000 events/s`,
        });
      }
    } finally {
      await db.close();
    }
  }
}
