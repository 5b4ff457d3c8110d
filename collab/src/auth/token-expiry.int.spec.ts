import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import * as Y from 'yjs';
import { openCollabTestKit, type CollabTestKit, type TestClient } from '../testing/collab-test-kit';

const waitFor = async (check: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const closedWith = (client: TestClient, reason: string) => () => client.closeReasons.includes(reason);

// An open connection lives as long as its token (the page sends a fresh one before it expires) and its session.
describe.each(databaseTargets())('token expiry and sessions on open collab connections on $name', (target) => {
  let kit: CollabTestKit;
  beforeAll(async () => {
    kit = await openCollabTestKit(target);
  });
  afterAll(() => kit.close());

  it('closes a connection when its token expires, and the expired token cannot reconnect', async () => {
    const boardId = await kit.createBoard({ ownerId: 'owner-1' });
    const doc = `board:${boardId}`;
    const token = kit.token(doc, { ttlSeconds: 2 });
    const client = await kit.connect(doc, token);
    expect(client.provider.authorizedScope).toBe('read-write');
    expect(await waitFor(closedWith(client, 'token-expired'), 4_000)).toBe(true);
    expect(client.provider.isAuthenticated).toBe(false);
    client.close();
    const again = await kit.connect(doc, token, { awaitSync: false });
    expect(await again.denied).toBe('token-expired');
    again.close();
  });

  it('keeps a connection open past the first expiry when a fresh token is sent on the open socket', async () => {
    const boardId = await kit.createBoard({ ownerId: 'owner-1' });
    const doc = `board:${boardId}`;
    const client = await kit.connect(doc, kit.token(doc, { ttlSeconds: 2 }));
    client.provider.configuration.token = kit.token(doc, { ttlSeconds: 60 });
    await client.provider.sendToken();
    await sleep(3_000);
    expect(client.closeReasons).toEqual([]);
    expect(client.provider.isAuthenticated).toBe(true);
    // and it still writes: another client sees the edit
    client.doc.getMap('m').set('after-refresh', 1);
    const other = await kit.connect(doc, kit.token(doc), { doc: new Y.Doc() });
    expect(await waitFor(() => other.doc.getMap('m').get('after-refresh') === 1, 3_000)).toBe(true);
    client.close();
    other.close();
  });

  it('refuses a fresh token for another user on the open socket', async () => {
    const boardId = await kit.createBoard({ ownerId: 'owner-1' });
    const doc = `board:${boardId}`;
    const client = await kit.connect(doc, kit.token(doc));
    client.provider.configuration.token = kit.token(doc, { userId: 'someone-else' });
    await client.provider.sendToken();
    expect(await waitFor(closedWith(client, 'token-other-user'), 2_000)).toBe(true);
    client.close();
  });

  it('closes the connection of a session that ended within a second, and its token cannot reconnect', async () => {
    const boardId = await kit.createBoard({ ownerId: 'owner-1' });
    const doc = `board:${boardId}`;
    const token = kit.token(doc, { sessionId: 'session-1' });
    const client = await kit.connect(doc, token);
    kit.endedSessions.add('session-1');
    const started = Date.now();
    expect(await waitFor(closedWith(client, 'signed-out'), 3_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
    client.close();
    const again = await kit.connect(doc, token, { awaitSync: false });
    expect(await again.denied).toBe('signed-out');
    again.close();
  });
});
