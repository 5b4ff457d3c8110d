import { openDatabase } from '@sideline/eventstore';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.mjs';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { startEmbeddedPostgres } from './embedded-postgres';

const repoRoot = resolve(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The default start (no DATABASE_URL: PostgreSQL in DATA_DIR) is killed with SIGKILL while eight clients create
 * plans; its database server stops too, and started again it has every plan it acknowledged. The database it ran
 * on syncs every commit to disk.
 */
describe('the default start after a SIGKILL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sideline-default-'));
  let app: ChildProcess | undefined;
  const stop = async (signal: NodeJS.Signals) => {
    if (!app || app.exitCode !== null || app.signalCode !== null) return;
    const exited = new Promise((r) => app!.once('exit', r));
    app.kill(signal);
    await exited;
  };
  afterAll(async () => {
    await stop('SIGINT');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write, on a database with fsync and synchronous commit on', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    const start = () => {
      app = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATABASE_URL: '',
          EMBEDDED_DATABASE: '',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: base,
          DATA_DIR: dataDir,
          WEB_DIST_DIR: join(dataDir, 'no-web'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      app.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      app.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    };
    const ready = async () => {
      const deadline = Date.now() + 150_000;
      while ((await fetch(`${base}/readyz`).catch(() => null))?.status !== 200) {
        expect(Date.now(), output).toBeLessThan(deadline);
        await sleep(200);
      }
    };
    const signIn = async () => {
      const coach = DEMO_ACCOUNTS.find((account) => account.email === 'coach@sideline.test')!;
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: coach.email, password: coach.password }),
      });
      expect(login.status).toBe(200);
      return (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    };

    start();
    await ready();
    expect(output).toContain(`PostgreSQL in ${dataDir}`);
    const cookie = await signIn();
    const acknowledged: string[] = [];
    const client = async (who: number) => {
      for (let i = 0; ; i++) {
        const answer = await fetch(`${base}/api/practice-plans`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie },
          body: JSON.stringify({ name: `Burst ${who}.${i}`, sport: 'quadball' }),
        }).catch(() => null);
        if (!answer) return; // the app is gone
        if (answer.status === 201) acknowledged.push(((await answer.json()) as { plan: { id: string } }).plan.id);
      }
    };
    const burst = Promise.all(Array.from({ length: 8 }, (_, who) => client(who)));
    while (acknowledged.length < 40) await sleep(20);
    const serverPid = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    await stop('SIGKILL');
    await burst;
    // The database server is not left behind: the watchdog stops it once Sideline is gone.
    await expect.poll(() => isAlive(serverPid), { timeout: 20_000 }).toBe(false);

    start();
    await ready();
    const again = await signIn();
    const missing: string[] = [];
    for (const id of acknowledged) {
      const plan = await fetch(`${base}/api/practice-plans/${id}`, { headers: { cookie: again } });
      if (plan.status !== 200) missing.push(`${id}: ${plan.status}`);
    }
    expect(missing, `of ${acknowledged.length} acknowledged plans`).toEqual([]);
    await stop('SIGINT');

    const server = await startEmbeddedPostgres({ dataDir, log: () => {} });
    const db = await openDatabase({ databaseUrl: server.url });
    try {
      const settings = await db.query<{ name: string; setting: string }>(
        `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes')`,
      );
      expect(Object.fromEntries(settings.map((s) => [s.name, s.setting]))).toEqual({
        fsync: 'on',
        synchronous_commit: 'on',
        full_page_writes: 'on',
      });
    } finally {
      await db.close();
      await server.stop();
    }
  }, 400_000);
});
