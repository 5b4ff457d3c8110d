import { auditCsvChunks } from '@sideline/api/admin/audit-export';
import {
  ALL_PROJECTIONS,
  migrateProjections,
  queryAuditLog,
  type AuditCursor,
  type AuditFilter,
} from '@sideline/projections';
import { benchTargets, type BenchReport } from './bench-databases';

/**
 * The audit index at scale. BENCH_AUDIT_EVENTS rows (default 1,000,000) are written straight into `audit_log` (what
 * rebuilding the `audit` read model leaves; its rebuild rate is in the `rebuild` bench) with generate_series: a year
 * of events, 200 users of whom one busy user causes a fifth of them, 8 entity types, 40 event types. Then:
 * - the audit page's query (filter by user and a 180-day range, 50 rows): page 1, and a page 50,000 rows deep reached
 *   by keyset (the cursor of the row before it), each run 200 times: p50 and p95 (target p95 < 100 ms on PostgreSQL);
 * - the CSV export of 100,000 rows through the endpoint's own pipeline (`auditCsvChunks`): rows/s, and the heap's
 *   peak growth while exporting 10,000 and 100,000 rows (constant memory: the two are alike).
 * PostgreSQL only by default (BENCH_ONLY=pglite to try PGlite with a smaller BENCH_AUDIT_EVENTS).
 */
const TOTAL = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const RUNS = 200;
const BUSY = 'user-0';
const DAY = 86_400_000;
const YEAR_START = Date.parse('2026-01-01T00:00:00Z');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const ms = (n: number) => Math.round(n * 100) / 100;

async function timed(runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: ms(percentile(times, 0.5)), p95: ms(percentile(times, 0.95)) };
}

export async function run(report: BenchReport): Promise<void> {
  const only = process.env.BENCH_ONLY ?? 'postgres';
  const targets = benchTargets().filter((t) => t.name === only);
  if (targets.length === 0)
    report({
      name: 'audit',
      value: 0,
      unit: 'skipped',
      note: 'set TEST_DATABASE_URL (PostgreSQL) or BENCH_ONLY=pglite',
    });
  for (const target of targets) {
    const db = await target.open();
    try {
      await migrateProjections(db, ALL_PROJECTIONS);
      const started = performance.now();
      for (let from = 1; from <= TOTAL; from += 200_000) {
        const to = Math.min(TOTAL, from + 199_999);
        // Position i at YEAR_START + i/TOTAL of a year; every 5th event is the busy user's.
        await db.query(
          `INSERT INTO audit_log (position, at, actor_id, entity_type, entity_id, stream_version, event_type, command_id)
           SELECT i, to_timestamp(${YEAR_START / 1000} + (i::float8 / ${TOTAL}) * 365 * 86400),
                  CASE WHEN i % 5 = 0 THEN '${BUSY}' ELSE 'user-' || (1 + (i::bigint * 7919) % 199) END,
                  (ARRAY['plan','drill','formation','board','team','user','comment','vote'])[1 + (i::bigint * 31) % 8],
                  'e-' || ((i::bigint * 104729) % 50000), 1 + (i % 97), 'Event' || ((i::bigint * 13) % 40), 'c-' || i
           FROM generate_series(${from}, ${to}) AS i`,
        );
      }
      await db.query(`INSERT INTO users_view (user_id, email, display_name, role, status, registered_at, updated_at)
        SELECT 'user-' || i, 'u' || i || '@example.com', CASE WHEN i = 3 THEN '=cmd|calc' ELSE 'User ' || i END, 'user', 'active', now(), now() FROM generate_series(0, 199) AS i ON CONFLICT DO NOTHING`);
      await db.exec('ANALYZE audit_log; ANALYZE users_view');
      report({
        name: `${target.name}: audit index written (setup)`,
        value: TOTAL,
        unit: 'rows',
        note: `${Math.round((performance.now() - started) / 1000)} s`,
      });

      const filter: AuditFilter = {
        actorId: BUSY,
        from: new Date(YEAR_START + 90 * DAY).toISOString(),
        to: new Date(YEAR_START + 270 * DAY).toISOString(),
      };
      const first = await timed(RUNS, () => queryAuditLog(db, filter, null, 50));
      report({
        name: `${target.name}: audit page 1 (user + 180 days)`,
        value: first.p95,
        unit: 'ms p95',
        note: `p50 ${first.p50} ms; target p95 < 100 ms`,
      });

      // The cursor of row 50,000 of that filter, found by walking it in pages of 1,000 (the walk itself is not timed).
      let cursor: AuditCursor | null = null;
      for (let walked = 0; walked < 50_000; walked += 1000)
        cursor = (await queryAuditLog(db, filter, cursor, 1000)).next;
      const deep = await timed(RUNS, () => queryAuditLog(db, filter, cursor, 50));
      report({
        name: `${target.name}: audit page 1,001 by keyset (row 50,000 of user + 180 days)`,
        value: deep.p95,
        unit: 'ms p95',
        note: `p50 ${deep.p50} ms; target p95 < 100 ms`,
      });

      const typed = await timed(RUNS, () => queryAuditLog(db, { entityType: 'plan', eventType: 'Event8' }, null, 50));
      report({
        name: `${target.name}: audit page 1 (entity type + event type)`,
        value: typed.p95,
        unit: 'ms p95',
        note: `p50 ${typed.p50} ms`,
      });

      for (const rows of [10_000, 100_000]) {
        // The busy user's newest `rows` events: a time range that holds about that many.
        const span = (rows / (TOTAL / 5)) * 365 * DAY;
        const exportFilter: AuditFilter = {
          actorId: BUSY,
          from: new Date(YEAR_START + 365 * DAY - span).toISOString(),
        };
        const baseline = process.memoryUsage().heapUsed;
        let peak = baseline;
        let bytes = 0;
        let lines = 0;
        const start = performance.now();
        for await (const chunk of auditCsvChunks(db, exportFilter)) {
          bytes += chunk.length;
          lines += chunk.split('\r\n').length - 1;
          peak = Math.max(peak, process.memoryUsage().heapUsed);
        }
        const seconds = (performance.now() - start) / 1000;
        report({
          name: `${target.name}: CSV export of ${lines - 1} rows`,
          value: Math.round((lines - 1) / seconds),
          unit: 'rows/s',
          note: `${Math.round(bytes / 1024 / 1024)} MB of CSV; heap peak +${Math.round((peak - baseline) / 1024 / 1024)} MB over the start`,
        });
      }
    } finally {
      await db.close();
    }
  }
}
