import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PROCESS_MEMORY_ENV, PROCESS_NODE_FLAGS } from '../process-memory-env';

/**
 * `npm start`'s server as a child process on a fresh embedded database with the demo seed, signed in as the demo
 * coach: what the hostile-upload test and bench drive from outside, as a client would.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface UploadAnswer {
  status: number;
  code: string;
  seconds: number;
}

export interface RunningServer {
  readonly base: string;
  /** resident memory of the server process, in MB */
  rssMb(): number;
  /** `POST /api/drills/bulk-upload` of a workbook, as the demo coach */
  uploadWorkbook(bytes: Uint8Array): Promise<UploadAnswer>;
  /** runs `work` while polling `/healthz` every 100 ms; gives the slowest answer's time in ms */
  slowestHealthzDuring<T>(work: () => Promise<T>): Promise<{ result: T; slowestHealthzMs: number }>;
  stop(): Promise<void>;
}

export async function startRunningServer(options: { port: number; startTimeoutMs: number }): Promise<RunningServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sideline-running-server-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [...PROCESS_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...PROCESS_MEMORY_ENV,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + options.startTimeoutMs;
    while (!/is running at/.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
      await sleep(100);
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'coach@sideline.test', password: 'cones-and-pinnies' }),
    });
    if (login.status !== 200) throw new Error(`the demo coach could not sign in: ${login.status}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

    return {
      base,
      rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
      async uploadWorkbook(bytes) {
        const started = performance.now();
        const response = await fetch(`${base}/api/drills/bulk-upload`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie },
          body: JSON.stringify({
            fileName: 'drills.xlsx',
            contentBase64: Buffer.from(bytes).toString('base64'),
            sport: 'quadball',
            visibility: 'private',
          }),
        });
        const body = (await response.json()) as { error?: { code: string } };
        return { status: response.status, code: body.error?.code ?? '', seconds: (performance.now() - started) / 1000 };
      },
      async slowestHealthzDuring(work) {
        let slowestHealthzMs = 0;
        let polling = true;
        const poll = (async () => {
          while (polling) {
            const started = performance.now();
            await fetch(`${base}/healthz`);
            slowestHealthzMs = Math.max(slowestHealthzMs, performance.now() - started);
            await sleep(100);
          }
        })();
        let result: Awaited<ReturnType<typeof work>>;
        try {
          result = await work();
        } finally {
          polling = false;
          await poll;
        }
        return { result, slowestHealthzMs };
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
