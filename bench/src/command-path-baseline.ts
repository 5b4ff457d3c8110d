import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { percentile, round, type BenchReport } from './bench-databases';

const repoRoot = resolve(import.meta.dirname, '../..');
const ROUNDS = 5;
const PER_ROUND = 40;
const SETTLE_MS = 1_000;

interface AppProcess {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startApp(dir: string, port: number, url: string, schema: string): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      SEED_DEMO: 'false',
      ROLE: 'all',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!/is running at/.test(output)) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`the app in ${dir} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => child.on('exit', r));
    },
  };
}

/** Signs up, makes a plan of five activities, and returns a function that times one duration change over HTTP. */
async function planEditor(base: string): Promise<() => Promise<number>> {
  const headers = { 'content-type': 'application/json', origin: base };
  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'a-long-bench-password',
      displayName: 'Bench',
    }),
  });
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0]!;
  const created = await fetch(`${base}/api/practice-plans`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      name: 'Bench plan',
      sport: 'quadball',
      sections: [
        {
          name: 'Main',
          entries: Array.from({ length: 5 }, (_, i) => ({ kind: 'activity', title: `Item ${i}`, durationMinutes: 10 })),
        },
      ],
    }),
  });
  const plan = ((await created.json()) as { plan: { id: string; sections: { entries: { id: string }[] }[] } }).plan;
  const itemId = plan.sections[0]!.entries[1]!.id;
  let i = 0;
  return async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/practice-plans/${plan.id}/commands`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ type: 'SetItemDuration', itemId, durationMinutes: 20 + (i++ % 2) }),
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
}

/**
 * Today's command path beside the one before the fast path, measured in the same run: both apps as processes of
 * their own on the same PostgreSQL (a schema each), one plan edit at a time, in alternating rounds, each app timed
 * while the other is frozen.
 * BENCH_BASELINE_DIR: a checkout of the earlier commit with its dependencies installed
 * (`git worktree add /tmp/sideline-baseline eaa073e && cd /tmp/sideline-baseline && npm ci`).
 */
export async function baselineProcessTimings(report: BenchReport): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const baselineDir = process.env.BENCH_BASELINE_DIR;
  if (!url || !baselineDir) {
    report({
      name: 'plan command vs before the fast path',
      value: 0,
      unit: '-',
      note: 'skipped: set BENCH_BASELINE_DIR (a checkout of the earlier commit) and a PostgreSQL URL',
    });
    return;
  }
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const before = await startApp(baselineDir, 3401, url, `bench_before_${suffix}`);
  const now = await startApp(repoRoot, 3402, url, `bench_now_${suffix}`);
  try {
    const editBefore = await planEditor(before.base);
    const editNow = await planEditor(now.base);
    const times = { before: [] as number[], now: [] as number[] };
    // Each app is timed while the other is frozen (SIGSTOP), after a pause for the work that follows its own burst:
    // the earlier code's idle polling (eight read models, each on its own) would otherwise land on today's timings
    // (measured: 4.1 ms alone, 5.4 ms beside it idle), and today's idle process (0.4 statements/s) on its.
    const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const timeAlone = async (app: AppProcess, other: AppProcess, edit: () => Promise<number>, into: number[]) => {
      other.child.kill('SIGSTOP');
      try {
        await settle();
        for (let i = 0; i < PER_ROUND; i++) into.push(await edit());
      } finally {
        other.child.kill('SIGCONT');
      }
      await settle();
    };
    for (let round = 0; round < ROUNDS; round++) {
      await timeAlone(before, now, editBefore, times.before);
      await timeAlone(now, before, editNow, times.now);
    }
    const p50 = { before: percentile(times.before, 50), now: percentile(times.now, 50) };
    report({
      name: 'postgres: plan command p50, before the fast path (process, HTTP)',
      value: round(p50.before, 1),
      unit: 'ms',
    });
    report({
      name: 'postgres: plan command p50, now (process, HTTP)',
      value: round(p50.now, 1),
      unit: 'ms',
      ratio: round(p50.now / p50.before),
      note: 'goal ≤ 0.5× before',
    });
  } finally {
    await before.stop();
    await now.stop();
  }
}
