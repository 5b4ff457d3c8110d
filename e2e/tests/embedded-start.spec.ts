import { request } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppProcess } from '../support/app-process';
import { freePort } from '../support/free-port';
import { expect, test } from '../support/fixtures';

test('a second start on the same data directory refuses clearly; Ctrl-C stops cleanly and keeps the data', async () => {
  // three starts of the whole app (the first one seeds the demo), each allowed 90 s by startAppProcess
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'sideline-lock-'));
  try {
    const first = await startAppProcess({ port: await freePort(), dataDir });
    await expect.poll(() => first.output()).toContain('demo admin: admin@sideline.test'); // printed just after the URL
    const api = await request.newContext({ baseURL: first.url });
    const signUp = await api.post('/api/auth/register', {
      data: { email: 'keep@example.com', password: 'remember this one', displayName: 'Kept' },
    });
    expect(signUp.status()).toBe(201);

    await expect(startAppProcess({ port: await freePort(), dataDir })).rejects.toThrow(/in use by process/);

    expect(await first.stop('SIGINT')).toBe(0);
    expect(first.output()).toContain('Stopped cleanly');

    const again = await startAppProcess({ port: await freePort(), dataDir });
    expect(again.output()).not.toContain('Seeded demo data');
    const api2 = await request.newContext({ baseURL: again.url });
    const login = await api2.post('/api/auth/login', {
      data: { email: 'keep@example.com', password: 'remember this one' },
    });
    expect(login.status()).toBe(200);
    expect(await again.stop()).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
