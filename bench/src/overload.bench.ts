import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { PostgresDatabase } from '@sideline/eventstore';
import { PROCESS_MEMORY_ENV, PROCESS_NODE_FLAGS } from '../../server/src/process-memory-env';
import { percentile, round, type BenchReport } from './bench-databases';

const repoRoot = resolve(import.meta.dirname, '../..');
/** BENCH_PORT, or one of this process's own: several people may run benches on one machine */
const PORT = Number(process.env.BENCH_PORT ?? 20_000 + (process.pid % 20_000));
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = Number(process.env.OVERLOAD_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.OVERLOAD_SECONDS ?? 30);

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Overload: 100 connections creating drills as fast as they can for 30 s (autocannon), against `npm start`'s server
 * on the default start (its own PostgreSQL in DATA_DIR), on PGlite (EMBEDDED_DATABASE=pglite) and on a PostgreSQL of
 * its own (DATABASE_URL). Reported: accepted writes per second, p50 and p99 of the accepted writes, 503s (an embedded
 * database's admission queue refusing at once), and requests that timed out (30 s).
 */
export async function run(report: BenchReport): Promise<void> {
  const only = process.env.BENCH_ONLY; // default | pglite | postgres
  if (!only || only === 'default') await runOn('default start', report);
  if (!only || only === 'pglite') await runOn('pglite', report);
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url || (only && only !== 'postgres')) return;
  const admin = await PostgresDatabase.open({ url });
  const name = `sideline_bench_overload_${process.pid}`;
  await admin.exec(`CREATE DATABASE ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    await runOn('postgres', report, target.toString());
  } finally {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

async function runOn(
  label: 'default start' | 'pglite' | 'postgres',
  report: BenchReport,
  databaseUrl = '',
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sideline-bench-overload-'));
  const child = spawn(process.execPath, [...PROCESS_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...PROCESS_MEMORY_ENV,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DATABASE_URL: databaseUrl,
      EMBEDDED_DATABASE: label === 'pglite' ? 'pglite' : 'postgres',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  try {
    await until(() => /is running at/.test(output), 120_000);
    const login = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'coach@sideline.test', password: 'cones-and-pinnies' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const body = JSON.stringify({
      sport: 'quadball',
      name: 'Overload drill',
      briefDescription: 'Made by the overload bench.',
      detailedDescription: '<p>Go.</p>',
      drillTypes: ['Skill-focus'],
      skillLevels: ['Beginner'],
      complexity: 'Low',
      lengthMin: 10,
      lengthMax: 15,
      playersMin: 3,
      playersMax: 6,
      skills: ['Passing'],
      positions: ['chaser'],
    });
    const check = await fetch(`${BASE}/api/drills`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
    });
    if (check.status !== 201) throw new Error(`drill create failed: ${check.status} ${await check.text()}`);

    const accepted: number[] = [];
    const statuses = new Map<number, number>();
    const instance = autocannon({
      url: `${BASE}/api/drills`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
    });
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      if (statusCode < 400) accepted.push(responseTime);
    });
    const result = await instance;
    const refused = statuses.get(503) ?? 0;
    const other = [...statuses]
      .filter(([status]) => status >= 400 && status !== 503)
      .reduce((sum, [, n]) => sum + n, 0);
    const at = `${label}, ${CONNECTIONS} connections, ${SECONDS} s`;
    report({ name: `overload accepted writes/s (${at})`, value: round(accepted.length / SECONDS, 1), unit: 'req/s' });
    report({ name: `overload accepted p50 (${at})`, value: round(percentile(accepted, 50), 0), unit: 'ms' });
    report({
      name: `overload accepted p99 (${at})`,
      value: round(percentile(accepted, 99), 0),
      unit: 'ms',
      note: 'goal < 2,000 ms',
    });
    report({
      name: `overload 503 answers (${at})`,
      value: refused,
      unit: 'responses',
      note: `p99 of all answers ${result.latency.p99} ms`,
    });
    report({
      name: `overload timeouts and errors (${at})`,
      value: result.timeouts + result.errors + other,
      unit: 'requests',
      note: 'goal 0',
    });
    if (label !== 'pglite') {
      const url = label === 'postgres' ? databaseUrl : readFileSync(join(dataDir, 'postgres-url'), 'utf8').trim();
      await compareWithRawInserts(label, report, { url, body, cookie });
    }
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const RATIO_SECONDS = Number(process.env.RATIO_SECONDS ?? 10);

/** Accepted drill creations per second over HTTP with `connections` clients sending as fast as answers come. */
async function commandRate(body: string, cookie: string, connections: number): Promise<number> {
  let accepted = 0;
  const instance = autocannon({
    url: `${BASE}/api/drills`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
    connections,
    duration: RATIO_SECONDS,
    timeout: 30,
  });
  instance.on('response', (_client: unknown, statusCode: number) => {
    if (statusCode < 400) accepted++;
  });
  await instance;
  return accepted / RATIO_SECONDS;
}

/**
 * Single-row INSERTs per second into a table shaped like the event log (a jsonb payload, a sequence, a time), with
 * `callers` writers sharing a pool of 10 connections as the app's requests do, each inserting as fast as it can.
 */
async function rawInsertRate(url: string, callers: number): Promise<number> {
  const db = await PostgresDatabase.open({ url, max: 10 });
  const table = `bench_raw_insert_${process.pid}`;
  try {
    await db.exec(
      `CREATE TABLE ${table} (id bigserial PRIMARY KEY, stream text, data jsonb, at timestamptz DEFAULT now())`,
    );
    const payload = JSON.stringify({ name: 'Overload drill', skills: ['Passing'], lengthMin: 10 });
    let inserted = 0;
    const until = Date.now() + RATIO_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: callers }, async (_, caller) => {
        while (Date.now() < until) {
          await db.query(`INSERT INTO ${table} (stream, data) VALUES ($1, $2)`, [`drill-${caller}`, payload]);
          inserted++;
        }
      }),
    );
    return inserted / RATIO_SECONDS;
  } finally {
    await db.exec(`DROP TABLE IF EXISTS ${table}`);
    await db.close();
  }
}

/** Issue 28 item 6: a whole write command (HTTP, session, decide, append, answer) against a raw INSERT, same load. */
async function compareWithRawInserts(
  label: string,
  report: BenchReport,
  app: { url: string; body: string; cookie: string },
): Promise<void> {
  for (const concurrency of [1, CONNECTIONS]) {
    const commands = await commandRate(app.body, app.cookie, concurrency);
    const inserts = await rawInsertRate(app.url, concurrency);
    const at = `${label}, ${concurrency} at a time, ${RATIO_SECONDS} s`;
    report({ name: `write commands/s (${at})`, value: round(commands, 1), unit: 'req/s' });
    report({ name: `raw single-row INSERTs/s (${at}, pool of 10)`, value: round(inserts, 0), unit: 'rows/s' });
    report({ name: `commands ÷ raw INSERTs (${at})`, value: round(commands / inserts, 3), unit: '×' });
  }
}
