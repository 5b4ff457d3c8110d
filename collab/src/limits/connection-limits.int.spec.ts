import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { openCollabTestKit, waitUntil, type CollabTestKit } from '../testing/collab-test-kit';
import { openRawSocket, rawMessages, readAuthAnswer } from '../testing/raw-collab-socket';
import { RATE_LIMITED_CLOSE_CODE } from './connection-limits';

// Limits are per socket and need no store; PGlite is enough.
describe.each(databaseTargets().slice(0, 1))('connection limits on $name', (target) => {
  let kit: CollabTestKit;
  const logged: string[] = [];
  beforeAll(async () => {
    kit = await openCollabTestKit(target, {
      limits: { maxDocumentsPerConnection: 2, messagesPerSecond: 50, burst: 100, log: (line) => logged.push(line) },
      maxMessageBytes: 64 * 1024,
    });
  });
  afterAll(() => kit.close());

  it('closes a socket that sends more messages than the rate allows, with 4429 and one log line', async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const raw = await openRawSocket(kit.url);
    raw.send(rawMessages.auth(doc, kit.token(doc)));
    await waitUntil(() => raw.received.some((m) => readAuthAnswer(m)?.authenticated), 5_000, 'authentication');
    for (let i = 0; i < 1_000 && raw.socket.readyState === raw.socket.OPEN; i++)
      raw.send(rawMessages.emptyAwareness(doc));
    expect((await raw.closed).code).toBe(RATE_LIMITED_CLOSE_CODE);
    expect(logged.filter((line) => line.includes('messages/s'))).toHaveLength(1);
    expect(kit.collab.metrics().rateLimitedSockets).toBe(1);
  });

  it('refuses a third document on one socket', async () => {
    const docs = await Promise.all([kit.createBoard(), kit.createBoard(), kit.createBoard()]).then((ids) =>
      ids.map((id) => `board:${id}`),
    );
    const raw = await openRawSocket(kit.url);
    for (const doc of docs) raw.send(rawMessages.auth(doc, kit.token(doc)));
    await waitUntil(() => raw.received.filter((m) => readAuthAnswer(m)).length === 3, 5_000, 'three answers');
    const answers = raw.received.map(readAuthAnswer).filter((a) => a !== null);
    expect(answers.filter((a) => a.authenticated)).toHaveLength(2);
    expect(answers.filter((a) => a.denied)).toEqual([{ document: expect.any(String), denied: 'too-many-documents' }]);
    raw.close();
  });

  it('closes a socket that sends a message over the size limit (1009)', async () => {
    const raw = await openRawSocket(kit.url);
    raw.send(new Uint8Array(65 * 1024));
    expect((await raw.closed).code).toBe(1009);
  });
});
