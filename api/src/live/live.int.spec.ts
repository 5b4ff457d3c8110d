import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';

describe.each(databaseTargets())('live change notifications on $name', (target) => {
  let api: TestApi;
  let base: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    await api.app.listen(0, '127.0.0.1');
    const address = api.app.getHttpServer().address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await api.close();
  });

  it('tells an open page which read models changed, after the projection committed', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/live`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const keysSeen = () => [...received.matchAll(/event: change\ndata: (.*)\n/g)].flatMap((m) => (JSON.parse(m[1]!) as { keys: string[] }).keys);
    const changeArrived = (async () => {
      while (!keysSeen().some((key) => key.startsWith('user:'))) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
    })();
    const signUp = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'live@example.com', password: 'a-long-test-password', displayName: 'Live' }),
    });
    const { user } = (await signUp.json()) as { user: { id: string } };
    try {
      await Promise.race([changeArrived, new Promise((_, reject) => setTimeout(() => reject(new Error(`no change event; got: ${received}`)), 20_000))]);
      expect(keysSeen()).toContain(`user:${user.id}`);
    } finally {
      controller.abort();
    }
  });
});
