import { request } from 'node:http';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrill, signUpUser } from '../drills/testing/drill-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';

const [pglite] = databaseTargets();

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
    // The one running place is taken by a request whose body is still arriving (admission happens before the body is
    // read), so everyone after it must wait: on any machine, however fast, they wait longer than a millisecond.
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
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await fetch(`${base}/api/drills?q=drill`, { headers: { cookie } });
        return { status: response.status, retryAfter: response.headers.get('retry-after') };
      }),
    );
    held.end(body.slice(5));
    expect(await heldAnswer).not.toBe(503);
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 503));
    expect(answers.every((a) => a.retryAfter === '1')).toBe(true);
    expect((await fetch(`${base}/api/drills`, { headers: { cookie } })).status).toBe(200);
  });
});
