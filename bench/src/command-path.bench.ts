import { createApiApp } from '@sideline/api';
import { PLAN_STREAM_TYPE, planStreamId, type EventMetadata } from '@sideline/domain';
import type { Database, Queryable } from '@sideline/eventstore';
import { randomUUID } from 'node:crypto';
import { openCoreOn } from '../../server/src/composition/open-core';
import { benchTargets, percentile, round, type BenchReport } from './bench-databases';
import { baselineProcessTimings } from './command-path-baseline';

const COMMANDS = 100;
const LONG_PLAN_EVENTS = 5_000;
const IDLE_SECONDS = 20;

/** Counts the statements a process sends: each query and exec, and BEGIN and COMMIT for each transaction. */
function counting(db: Database): { db: Database; count: () => number; texts: Map<string, number> } {
  let statements = 0;
  /** how often each statement text ran (BENCH_STATEMENTS=1 prints those of a measured window) */
  const texts = new Map<string, number>();
  const seen = (sql: string) => {
    statements++;
    const key = sql.replace(/\s+/g, ' ').slice(0, 140);
    texts.set(key, (texts.get(key) ?? 0) + 1);
  };
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      seen(sql);
      return q.query(sql, params);
    },
    exec: (sql) => {
      seen(sql);
      return q.exec(sql);
    },
  });
  return {
    count: () => statements,
    texts,
    db: {
      kind: db.kind,
      ...wrap(db),
      transaction: (fn) => {
        seen('BEGIN');
        seen('COMMIT');
        return db.transaction((tx) => fn(wrap(tx)));
      },
      listen: (channel, onNotify) => db.listen(channel, onNotify),
      close: () => db.close(),
    },
  };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The command path of a plan edit, in-process with every role (as ROLE=all, without collab): statements per command
 * counted at the driver (the commands, the projections that apply them, the lease and position upkeep meanwhile),
 * the HTTP round trip on a plan of ~100 events and one of 5,000, and the statements an idle process sends. Then,
 * when BENCH_BASELINE_DIR names a checkout of the code before the fast path (with its dependencies installed), the
 * HTTP round trip of the same command there and here, each as its own process on PostgreSQL, in turns.
 */
export async function run(report: BenchReport): Promise<void> {
  // BENCH_ONLY=postgres|pglite: that database only; BENCH_ONLY=baseline: only the comparison with the code before.
  const only = process.env.BENCH_ONLY;
  for (const target of benchTargets().filter((t) => !only || t.name === only)) {
    const counter = counting(await target.open());
    const core = await openCoreOn(
      counter.db,
      { api: true, projections: true, collab: false },
      { passwordHashCost: { N: 2 ** 10, r: 8, p: 1 } },
    );
    const api = core.api!;
    const app = await createApiApp(
      {
        ...api,
        db: core.db,
        store: core.store,
        watcher: core.watcher!,
        runner: core.runner,
        settings: {
          publicUrl: 'http://localhost',
          allowedOrigins: [],
          webDistDir: null,
          collabUrl: 'ws://localhost/collab',
          collabSecret: 'bench-secret-0123456789abcdef',
          sentry: { webDsn: null, environment: 'bench', release: 'bench' },
          bodyLimit: 1 << 20,
        },
        reportError: (error) => console.error(error),
      },
      { logger: false },
    );
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    try {
      const register = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@example.com', password: 'a-long-bench-password', displayName: 'Bench' }),
      });
      const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0]!;
      const registered = (await register.json()) as { user?: { id: string } };
      if (!registered.user) throw new Error(`register failed: ${register.status} ${JSON.stringify(registered)}`);
      const userId = registered.user.id;
      const createPlan = async () => {
        const response = await fetch(`${base}/api/practice-plans`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            name: 'Bench plan',
            sport: 'quadball',
            sections: [
              {
                name: 'Main',
                entries: Array.from({ length: 5 }, (_, i) => ({
                  kind: 'activity',
                  title: `Item ${i}`,
                  durationMinutes: 10,
                })),
              },
            ],
          }),
        });
        return ((await response.json()) as { plan: { id: string; sections: { entries: { id: string }[] }[] } }).plan;
      };
      const short = await createPlan();
      const long = await createPlan();
      // The long plan: 5,000 duration changes written straight to its stream, in appends of 500.
      const itemId = long.sections[0]!.entries[0]!.id;
      const metadata = (): EventMetadata => ({
        actorId: userId,
        commandId: randomUUID(),
        correlationId: 'bench',
        causationId: null,
        at: new Date().toISOString(),
      });
      let version = 1;
      while (version < LONG_PLAN_EVENTS) {
        const events = Array.from({ length: Math.min(500, LONG_PLAN_EVENTS - version) }, (_, i) => ({
          eventId: randomUUID(),
          type: 'PlanItemDurationSet',
          data: { planId: long.id, itemId, from: 10 + ((version + i - 1) % 2), to: 10 + ((version + i) % 2) },
          metadata: metadata(),
        }));
        version = (
          await core.store.append(planStreamId(long.id), events, {
            expectedVersion: version,
            streamType: PLAN_STREAM_TYPE,
          })
        ).nextExpectedVersion;
      }
      await settle(3_000);

      const measure = async (plan: typeof short, label: string) => {
        const item = plan.sections[0]!.entries[1]!.id;
        const send = (minutes: number) =>
          fetch(`${base}/api/practice-plans/${plan.id}/commands`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
            body: JSON.stringify({ type: 'SetItemDuration', itemId: item, durationMinutes: minutes }),
          });
        for (let i = 0; i < 10; i++) await send(20 + (i % 2)); // warm-up: the first snapshot, prepared statements
        await settle(1_500);
        const before = counter.count();
        counter.texts.clear();
        const times: number[] = [];
        for (let i = 0; i < COMMANDS; i++) {
          const started = performance.now();
          const response = await send(30 + (i % 2));
          if (!response.ok) throw new Error(`command failed: ${response.status} ${await response.text()}`);
          await response.arrayBuffer();
          times.push(performance.now() - started);
          await settle(20); // let the read models apply it, as between a coach's edits
        }
        await settle(1_500); // the last batch applied, read positions stored
        const statements = (counter.count() - before) / COMMANDS;
        if (process.env.BENCH_STATEMENTS) {
          const perCommand = [...counter.texts]
            .sort((a, b) => b[1] - a[1])
            .map(([sql, n]) => `    ${(n / COMMANDS).toFixed(2)}  ${sql}`);
          console.log(`  statements per command (${label}):\n${perCommand.join('\n')}`);
        }
        report({
          name: `${target.name}: plan command (${label}) round trip p50`,
          value: round(percentile(times, 50), 1),
          unit: 'ms',
        });
        report({
          name: `${target.name}: plan command (${label}) round trip p95`,
          value: round(percentile(times, 95), 1),
          unit: 'ms',
        });
        report({
          name: `${target.name}: statements per plan command (${label}), all roles`,
          value: round(statements, 1),
          unit: 'statements',
          note: 'goal ≤ 15',
        });
        return percentile(times, 50);
      };
      const shortP50 = await measure(short, '~100 events');
      const longP50 = await measure(long, `${LONG_PLAN_EVENTS} events`);
      report({
        name: `${target.name}: ${LONG_PLAN_EVENTS}-event plan vs ~100-event plan (p50)`,
        value: round(longP50, 1),
        unit: 'ms',
        ratio: round(longP50 / shortP50),
        note: 'goal ≤ 1.2×',
      });

      await settle(2_000);
      const idleFrom = counter.count();
      await settle(IDLE_SECONDS * 1_000);
      report({
        name: `${target.name}: statements per second, idle process (all roles but collab)`,
        value: round((counter.count() - idleFrom) / IDLE_SECONDS, 2),
        unit: 'statements/s',
        note: 'goal ≤ 1',
      });
    } finally {
      await app.close();
      await core.close();
    }
  }
  await baselineProcessTimings(report);
}
