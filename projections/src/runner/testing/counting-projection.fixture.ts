import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type Projection } from '../projection';

export interface CountingProjectionOptions {
  name?: string;
  version?: number;
  /** each applied event adds this much (a new version can change it, to see a rebuild) */
  weight?: number;
  /** events whose data has `explode: true` throw while this returns true */
  exploding?: () => boolean;
  /** every apply call, including the failing ones */
  onApply?: (event: RecordedEvent) => void;
}

/**
 * Test read model: per stream, a running total. It increments rather than upserts on purpose: the runner's
 * exactly-once (rows and checkpoint in one transaction) is what keeps it right, so a duplicate would show.
 */
export function countingProjection(options: CountingProjectionOptions = {}): Projection {
  const name = options.name ?? 'counts';
  const table = `${name.replace(/-/g, '_')}_view`;
  return defineProjection({
    name,
    version: options.version ?? 1,
    handles: ['Counted'],
    migrations: [
      {
        id: '001-table',
        sql: `CREATE TABLE ${table} (stream_id text PRIMARY KEY, total int NOT NULL, last_version int NOT NULL)`,
      },
    ],
    async reset(tx: Queryable) {
      await tx.query(`DELETE FROM ${table}`);
    },
    async apply(tx, event, ctx) {
      options.onApply?.(event);
      if ((event.data as { explode?: boolean }).explode && (options.exploding?.() ?? true)) {
        throw new Error(`cannot count event ${event.streamId}@${event.streamVersion}`);
      }
      await tx.query(
        `INSERT INTO ${table} (stream_id, total, last_version) VALUES ($1, $2, $3)
         ON CONFLICT (stream_id) DO UPDATE SET total = ${table}.total + excluded.total, last_version = excluded.last_version`,
        [event.streamId, options.weight ?? 1, event.streamVersion],
      );
      ctx.changed(`count:${event.streamId}`);
    },
  });
}

export async function totals(db: Queryable, name = 'counts'): Promise<Record<string, number>> {
  const rows = await db.query<{ stream_id: string; total: number }>(
    `SELECT stream_id, total FROM ${name.replace(/-/g, '_')}_view ORDER BY stream_id`,
  );
  return Object.fromEntries(rows.map((row) => [row.stream_id, row.total]));
}
