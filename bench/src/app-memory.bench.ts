import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PROCESS_MEMORY_ENV, PROCESS_NODE_FLAGS } from '../../server/src/process-memory-env';
import { round, type BenchReport } from './bench-databases';

const repoRoot = resolve(import.meta.dirname, '../..');
/** BENCH_PORT, or one of this process's own: several people may run benches on one machine */
const PORT = Number(process.env.BENCH_PORT ?? 20_000 + (process.pid % 20_000));
const COMMANDS = 1_000;

/** Resident memory of a process, from /proc (Linux), in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The embedded app (`npm start`'s server, PGlite) in its own process: resident memory after start and after
 * 1,000 commands (role changes by the demo admin, each an event, a projection update and a read-your-writes wait).
 * Goal: under 400 MB. Started with npm start's malloc settings (BENCH_MALLOC=defaults: without).
 */
export async function run(report: BenchReport): Promise<void> {
  // BENCH_MALLOC=defaults: without npm start's malloc settings (server/src/process-memory-env.ts), for comparison.
  const glibcDefaults = process.env.BENCH_MALLOC === 'defaults';
  const how = glibcDefaults ? ' (glibc malloc defaults)' : '';
  const dataDir = mkdtempSync(join(tmpdir(), 'sideline-bench-app-'));
  const child = spawn(
    process.execPath,
    [...PROCESS_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'] /* as npm start */,
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...(glibcDefaults ? {} : PROCESS_MEMORY_ENV),
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  try {
    await until(() => /is running at/.test(output), 240_000); // a busy shared machine starts slowly
    await new Promise((r) => setTimeout(r, 2_000));
    const afterStart = rssMb(child.pid!);
    report({
      name: `embedded app RSS after start${how}`,
      value: round(afterStart, 0),
      unit: 'MB',
      note: 'goal < 400 MB',
    });

    const base = `http://127.0.0.1:${PORT}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@sideline.test', password: 'whistle-and-clipboard' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const users = (await (await fetch(`${base}/api/admin/users?q=coach`, { headers: { cookie } })).json()) as {
      items: { id: string }[];
    };
    const coachId = users.items[0]!.id;
    const started = performance.now();
    for (let i = 0; i < COMMANDS; i++) {
      const response = await fetch(`${base}/api/admin/users/${coachId}/role`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ role: i % 2 === 0 ? 'admin' : 'user' }),
      });
      if (!response.ok) throw new Error(`command ${i} failed: ${response.status} ${await response.text()}`);
    }
    const seconds = (performance.now() - started) / 1000;
    report({
      name: 'embedded app command round trip (HTTP, incl. read-your-writes)',
      value: round((seconds * 1000) / COMMANDS, 2),
      unit: 'ms/command',
    });
    const afterCommands = rssMb(child.pid!);
    report({
      name: `embedded app RSS after ${COMMANDS} commands${how}`,
      value: round(afterCommands, 0),
      unit: 'MB',
      ratio: round(afterCommands / afterStart),
      note: 'goal < 400 MB; ratio vs after start',
    });
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
