import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PgliteDatabase, PostgresDatabase, type Database } from '@sideline/eventstore';

/** One line of a bench report; `ratio` compares with the baseline measured in the same run. */
export interface BenchLine {
  name: string;
  value: number;
  unit: string;
  ratio?: number;
  note?: string;
}
export type BenchReport = (line: BenchLine) => void;

export interface BenchTarget {
  name: 'pglite' | 'postgres';
  /** a fresh, empty database (PGlite in a temp directory, PostgreSQL in a new schema); close() removes it */
  open(): Promise<Database>;
}

/** PGlite always; PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. */
export function benchTargets(): BenchTarget[] {
  const targets: BenchTarget[] = [{ name: 'pglite', open: openPgliteInTempDir }];
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) targets.push({ name: 'postgres', open: () => openPostgresSchema(url) });
  return targets;
}

async function openPgliteInTempDir(): Promise<Database> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sideline-bench-'));
  const db = await PgliteDatabase.open({ dataDir: dir });
  return withCleanup(db, async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
}

async function openPostgresSchema(url: string): Promise<Database> {
  const schema = `bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const db = await PostgresDatabase.open({ url, schema });
  return withCleanup(db, async () => {
    try {
      await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    } finally {
      await db.close();
    }
  });
}

function withCleanup(db: Database, close: () => Promise<void>): Database {
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    close,
  };
}

export interface TimedRun {
  operations: number;
  seconds: number;
  /** per-operation latencies in ms */
  latencies: number[];
}

/** Runs `operation` from `workers` concurrent loops for `seconds` (after a short warm-up). */
export async function runFor(
  seconds: number,
  workers: number,
  operation: (worker: number, i: number) => Promise<void>,
  warmupSeconds = 0.3,
): Promise<TimedRun> {
  const latencies: number[] = [];
  let measuring = false;
  let stopAt = performance.now() + warmupSeconds * 1000;
  let started = 0;
  const loop = async (worker: number) => {
    for (let i = 0; ; i++) {
      const now = performance.now();
      if (now >= stopAt) {
        if (measuring) return;
        // Warm-up over (prepared statements, caches): the first worker to notice starts the clock.
        measuring = true;
        started = now;
        stopAt = now + seconds * 1000;
      }
      const t0 = performance.now();
      await operation(worker, i);
      if (measuring && t0 >= started) latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => loop(w)));
  return { operations: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
}

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
