import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { drillRow, heavyWorkbook, lieAboutSizes, workbookOf, zipBomb } from '../../api/src/drills/bulk-upload/bulk-test-files';
import { PROCESS_MEMORY_ENV } from '../../server/src/process-memory-env';
import { round, type BenchReport } from './bench-databases';

const repoRoot = resolve(import.meta.dirname, '../..');
/** BENCH_PORT, or one of this process's own: several people may run benches on one machine */
const PORT = Number(process.env.BENCH_PORT ?? 20_000 + (process.pid % 20_000));
const BASE = `http://127.0.0.1:${PORT}`;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The hostile spreadsheets of issue 11 (the same files as server/src/hostile-uploads.int.spec.ts) against `npm start`'s
 * server on the embedded database: a workbook of 26 columns × 48,000 rows, and a zip whose entries lie about 200 MB
 * unpacked; each alone, then both at once. Reported: time to the 400, the slowest /healthz meanwhile (polled every
 * 100 ms), and the resident memory before, at the answer and 2 s after (goals: a 400 within a second or two, RSS back
 * within 50 MB of where it was).
 */
export async function run(report: BenchReport): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sideline-bench-hostile-'));
  const child = spawn(process.execPath, ['--max-old-space-size=512', '--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...PROCESS_MEMORY_ENV, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: BASE, DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c));
  child.stderr.on('data', (c: Buffer) => (output += c));
  try {
    const deadline = Date.now() + 120_000;
    while (!/is running at/.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
      await sleep(100);
    }
    const login = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify({ email: 'coach@sideline.test', password: 'cones-and-pinnies' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const upload = async (bytes: Uint8Array) => {
      const started = performance.now();
      const response = await fetch(`${BASE}/api/drills/bulk-upload`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE, cookie },
        body: JSON.stringify({ fileName: 'drills.xlsx', contentBase64: Buffer.from(bytes).toString('base64'), sport: 'quadball', visibility: 'private' }),
      });
      const body = (await response.json()) as { error?: { code: string } };
      return { status: response.status, code: body.error?.code ?? '', ms: performance.now() - started };
    };
    const heavy = heavyWorkbook(48_000);
    const lying = lieAboutSizes(zipBomb(200 * 1024 * 1024));
    // One ordinary upload first: what any upload leaves behind (code loaded, buffers) is part of the baseline.
    const ordinary = await upload(await workbookOf([drillRow('Warm-up')]));
    if (ordinary.status !== 200) throw new Error(`an ordinary upload failed: ${ordinary.status} ${ordinary.code}`);
    await sleep(2_000);

    const cases: [string, Uint8Array[]][] = [
      [`workbook 26 × 48,000 (${round(heavy.length / 1024 / 1024, 1)} MB packed)`, [heavy]],
      ['zip lying about 200 MB unpacked', [lying]],
      ['both at once', [heavy, lying]],
    ];
    for (const [label, files] of cases) {
      const before = rssMb(child.pid!);
      let slowestHealthz = 0;
      let polling = true;
      const poll = (async () => {
        while (polling) {
          const started = performance.now();
          await fetch(`${BASE}/healthz`);
          slowestHealthz = Math.max(slowestHealthz, performance.now() - started);
          await sleep(100);
        }
      })();
      const answers = await Promise.all(files.map(upload));
      polling = false;
      await poll;
      const atAnswer = rssMb(child.pid!);
      await sleep(2_000);
      const after = rssMb(child.pid!);
      const statuses = answers.map((a) => `${a.status} ${a.code}`).join(', ');
      report({ name: `hostile upload, ${label}: time to the answer`, value: round(Math.max(...answers.map((a) => a.ms)), 0), unit: 'ms', note: `${statuses}; goal: a 400 within a second or two` });
      report({ name: `hostile upload, ${label}: slowest /healthz meanwhile`, value: round(slowestHealthz, 0), unit: 'ms' });
      report({ name: `hostile upload, ${label}: RSS before / at the answer / 2 s later`, value: round(after, 0), unit: 'MB', note: `${round(before, 0)} / ${round(atAnswer, 0)} / ${round(after, 0)} MB; goal: within 50 MB of before` });
    }
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
