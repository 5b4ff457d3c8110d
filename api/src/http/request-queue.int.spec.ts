import { request } from 'node:http';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrill, signUpUser } from '../drills/testing/drill-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';

const [pglite, postgres] = databaseTargets();

describe('the admission queue in front of the embedded database', () => {
  let api: TestApi;
  let base: string;
  let cookie: string;
  beforeAll(async () => {
    api = await openTestApi(pglite!, { requestQueue: { running: 1, waiting: 1 } });
    await api.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(api.app.getHttpServer().address() as { port: number }).port}`;
    cookie = (await signUpUser(api, 'busy@example.com', 'Busy')).cookie;
    for (let i = 0; i < 5; i++) await createDrill(api, cookie, { name: `Queued drill ${i}` });
  });
  afterAll(async () => {
    await api.close();
  });

  it('takes what it can, and answers the rest 503 with Retry-After: 1 at once instead of letting everyone wait', async () => {
    const answers = await Promise.all(
      Array.from({ length: 120 }, async () => {
        const started = performance.now();
        const response = await fetch(`${base}/api/drills?q=drill`, { headers: { cookie } });
        const body = (await response.json()) as { error?: { code: string } };
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          code: body.error?.code,
          ms: performance.now() - started,
        };
      }),
    );
    const refused = answers.filter((a) => a.status === 503);
    const served = answers.filter((a) => a.status === 200);
    expect(refused.length + served.length).toBe(120);
    expect(served.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((a) => a.retryAfter === '1' && a.code === 'SERVER.BUSY')).toBe(true);
    // refusals are immediate: faster than the slowest accepted request
    expect(Math.max(...refused.map((a) => a.ms))).toBeLessThan(Math.max(...served.map((a) => a.ms)));
    // and the queue empties: the next request is served
    expect((await fetch(`${base}/api/drills`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe('the admission queue bounds the wait in line, not only its length', () => {
  let api: TestApi;
  let base: string;
  let cookie: string;
  beforeAll(async () => {
    // A line long enough for everyone, but no request may wait in it longer than a millisecond.
    api = await openTestApi(pglite!, { requestQueue: { running: 1, waiting: 1_000, maxWaitMs: 1 } });
    await api.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(api.app.getHttpServer().address() as { port: number }).port}`;
    cookie = (await signUpUser(api, 'patient@example.com', 'Patient')).cookie;
    await createDrill(api, cookie, { name: 'Waiting drill' });
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers 503 with Retry-After to whoever would wait too long, and serves the rest', async () => {
    const { held, reads } = await readsWhileOneIsHeld(base, cookie);
    expect(held).not.toBe(503);
    expect(reads).toEqual(Array.from({ length: 10 }, () => '503 retry-after 1'));
    expect((await fetch(`${base}/api/drills`, { headers: { cookie } })).status).toBe(200);
  });
});

/**
 * Ten reads sent while the one running place is held by a request whose body is still arriving (admission happens
 * before the body is read): whatever the machine's speed, they must wait for it.
 */
async function readsWhileOneIsHeld(base: string, cookie: string): Promise<{ held: number; reads: string[] }> {
  const body = JSON.stringify({ name: 'Slow body' });
  const held = request(`${base}/api/drills`, {
    method: 'POST',
    headers: {
      cookie,
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
  });
  const heldAnswer = new Promise<number>((resolve, reject) => {
    held.on('response', (response) => (response.resume(), resolve(response.statusCode ?? 0)));
    held.on('error', reject);
  });
  held.write(body.slice(0, 5));
  await new Promise((resolve) => setTimeout(resolve, 200));
  // each answer as "503 retry-after 1", or "200"
  const reads = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const response = await fetch(`${base}/api/drills?q=drill`, { headers: { cookie } });
      const retryAfter = response.headers.get('retry-after');
      return `${response.status}${retryAfter === null ? '' : ` retry-after ${retryAfter}`}`;
    }),
  );
  held.end(body.slice(5));
  return { held: await heldAnswer, reads };
}

describe.each(postgres ? [postgres] : [])('the admission queue on PostgreSQL ($name)', (target) => {
  async function listening(settings: Parameters<typeof openTestApi>[1]) {
    const api = await openTestApi(target, settings);
    await api.app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(api.app.getHttpServer().address() as { port: number }).port}`;
    const { cookie } = await signUpUser(api, `queue-${Math.random().toString(36).slice(2)}@example.com`, 'Queue');
    return { api, base, cookie };
  }

  it('is there only when given (the default start gives it): a deployment with its own database has none', async () => {
    const { api, base, cookie } = await listening({ requestQueue: { running: 1, waiting: 1_000, maxWaitMs: 1 } });
    try {
      // the PGlite setting does not apply: every read is served
      const { held, reads } = await readsWhileOneIsHeld(base, cookie);
      expect(held).not.toBe(503);
      expect(reads).toEqual(Array(10).fill('200'));
    } finally {
      await api.close();
    }
  });

  it('answers 503 with Retry-After to whoever would wait too long when given', async () => {
    const { api, base, cookie } = await listening({
      postgresRequestQueue: { running: 1, waiting: 1_000, maxWaitMs: 1 },
    });
    try {
      const { held, reads } = await readsWhileOneIsHeld(base, cookie);
      expect(held).not.toBe(503);
      expect(reads).toEqual(Array(10).fill('503 retry-after 1'));
      expect((await fetch(`${base}/api/drills`, { headers: { cookie } })).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
