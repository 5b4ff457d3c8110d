import { openDatabase, type Database } from '@sideline/eventstore';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { restoreDrill } from './restore-drill';

const url = process.env.TEST_DATABASE_URL;
const hasTools =
  spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('pg_restore', ['--version']).status === 0;
const repoRoot = resolve(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.once('error', fail);
  });

/**
 * The app (a child process, the demo seed on an empty PostgreSQL database) is killed with SIGKILL while eight clients
 * edit the demo template (whose changes the propagation reactor queues and syncs), started again, stopped cleanly:
 * every read model, and the reactor's queue, still rebuild to the same rows.
 */
describe.skipIf(!url || !hasTools)('the restore drill after a crash', () => {
  const name = `sideline_crash_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sideline-crash-'));
  let app: ChildProcess | undefined;
  let db: Database | undefined;
  const stop = async (signal: NodeJS.Signals) => {
    if (!app || app.exitCode !== null || app.signalCode !== null) return;
    const exited = new Promise((r) => app!.once('exit', r));
    app.kill(signal);
    await exited;
  };
  afterAll(async () => {
    await stop('SIGKILL');
    await db?.close();
    const admin = await openDatabase({ databaseUrl: url });
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('rebuilds every read model to the same rows after a SIGKILL during a burst of template edits', async () => {
    const admin = await openDatabase({ databaseUrl: url });
    await admin.exec(`CREATE DATABASE ${name}`);
    await admin.close();
    const databaseUrl = Object.assign(new URL(url!), { pathname: `/${name}` }).toString();
    db = await openDatabase({ databaseUrl });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = () => {
      app = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: base,
          SEED_DEMO: 'true',
          DATA_DIR: dataDir,
          METRICS: 'false',
          WEB_DIST_DIR: join(dataDir, 'no-web'),
        },
        stdio: 'ignore',
      });
    };
    const ready = async () => {
      const deadline = Date.now() + 120_000;
      while ((await fetch(`${base}/readyz`).catch(() => null))?.status !== 200) {
        expect(Date.now()).toBeLessThan(deadline);
        await sleep(200);
      }
    };

    start();
    await ready();
    const coach = DEMO_ACCOUNTS.find((account) => account.email === 'coach@sideline.test')!;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: coach.email, password: coach.password }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const [link] = await db.query<{ template_plan_id: string }>('SELECT template_plan_id FROM template_links');
    const [first] = await db.query<{ item: string }>(
      `SELECT jsonb_path_query_first(state, '$.**.items[0].id') #>> '{}' AS item FROM plan_documents WHERE plan_id = $1`,
      [link!.template_plan_id],
    );
    let acknowledged = 0;
    const editor = async (who: number) => {
      for (let i = 0; ; i++) {
        const answer = await fetch(`${base}/api/practice-plans/${link!.template_plan_id}/commands`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie },
          body: JSON.stringify({ type: 'SetItemDuration', itemId: first!.item, durationMinutes: 5 + ((who + i) % 20) }),
        }).catch(() => null);
        if (!answer) return; // the app is gone
        if (answer.status === 200) acknowledged++;
      }
    };
    const burst = Promise.all(Array.from({ length: 8 }, (_, who) => editor(who)));
    while (acknowledged < 50) await sleep(20);
    await stop('SIGKILL');
    await burst;

    start();
    await ready();
    await stop('SIGINT');
    const result = await restoreDrill(databaseUrl);
    expect(result.tablesCompared).toBeGreaterThan(10);
    expect(result.differing).toEqual([]);
  }, 300_000);
});
