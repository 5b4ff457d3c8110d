import { openDatabase } from '@sideline/eventstore';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { startSideline, type RunningSideline } from './start-sideline';

const url = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

/** The app is started on an empty database with the demo seed, and /readyz is asked from the moment it listens. */
describe.skipIf(!url)('ready means ready', () => {
  const name = `sideline_ready_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sideline-ready-'));
  let running: RunningSideline | undefined;
  afterAll(async () => {
    await running?.close();
    const admin = await openDatabase({ databaseUrl: url });
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 (startup not done) while the demo seed is written and read, then 200, and a demo login at once works', async () => {
    const admin = await openDatabase({ databaseUrl: url });
    await admin.exec(`CREATE DATABASE ${name}`);
    await admin.close();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      DATABASE_URL: Object.assign(new URL(url!), { pathname: `/${name}` }).toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      METRICS: 'false',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
    });
    let startError: unknown;
    const starting = startSideline(config, { quiet: true }).then(
      (started) => (running = started),
      (error: unknown) => (startError = error),
    );

    const notReady: Array<Record<string, { ok: boolean; detail?: string }>> = [];
    const deadline = Date.now() + 150_000;
    for (;;) {
      expect(startError).toBeUndefined();
      expect(Date.now()).toBeLessThan(deadline);
      const answer = await fetch(`${base}/readyz`).catch(() => null);
      if (answer?.status === 200) break;
      if (answer) notReady.push(((await answer.json()) as { checks: (typeof notReady)[number] }).checks);
      await sleep(50);
    }
    // It listened before the seed was written: the seed and the catch-up were what it waited for.
    expect(notReady.length).toBeGreaterThan(0);
    expect(notReady.every((checks) => checks.startup?.ok === false)).toBe(true);
    expect(notReady.map((checks) => checks.startup!.detail)).toContain('writing the demo data');

    const coach = DEMO_ACCOUNTS.find((account) => account.role !== 'admin')!;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: coach.email, password: coach.password }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const teams = await fetch(`${base}/api/teams`, { headers: { cookie } });
    expect(teams.status).toBe(200);
    // The seed's last parts are in the read models too: the coach's team.
    expect(
      ((await teams.json()) as { items: Array<{ details: { name: string } }> }).items.map((team) => team.details.name),
    ).toContain('Riverside Rapids');
    await starting;
  }, 180_000);
});
