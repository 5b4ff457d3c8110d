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
    const changeArrived = (async () => {
      while (!/event: change\ndata: .*user:/.test(received)) {
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
    await Promise.race([changeArrived, new Promise((_, reject) => setTimeout(() => reject(new Error(`no change event; got: ${received}`)), 10_000))]);
    const data = JSON.parse(/event: change\ndata: (.*)\n/.exec(received)![1]!) as { keys: string[] };
    expect(data.keys).toContain(`user:${user.id}`);
    controller.abort();
  });
});
