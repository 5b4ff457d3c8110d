import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
 * on the embedded database and on PostgreSQL. Reported: accepted writes per second, p50 and p99 of the accepted
 * writes, 503s (the embedded database's admission queue refusing at once), and requests that timed out (30 s).
 */
export async function run(report: BenchReport): Promise<void> {
  const only = process.env.BENCH_ONLY; // pglite | postgres
  if (only !== 'postgres') await runOn('pglite', report);
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url || only === 'pglite') return;
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

async function runOn(label: 'pglite' | 'postgres', report: BenchReport, databaseUrl = ''): Promise<void> {
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
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
