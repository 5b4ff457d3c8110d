import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Y from 'yjs';
import { fromBase64 } from '../persistence/document-encoding';
import { SidelineCollab } from '../sideline-collab';
import {
  openCollabTestKit,
  TEST_COLLAB_SECRET,
  tokenUsersAreAdmins,
  waitUntil,
  type CollabTestKit,
} from '../testing/collab-test-kit';
import { freshRedisPrefix, testRedisUrl } from '../testing/test-redis';

const redisUrl = testRedisUrl();
const persistence = { debounce: 100, maxDebounce: 400, remoteStoreGraceMs: 1_000 };

/** Every (client, clock) a list of stored updates holds: an item stored twice shows up twice. */
function storedItems(updates: Uint8Array[]): string[] {
  const items: string[] = [];
  for (const update of updates) {
    for (const struct of Y.decodeUpdate(update).structs) {
      if (struct.constructor.name === 'Skip') continue;
      for (let i = 0; i < struct.length; i++) items.push(`${struct.id.client}:${struct.id.clock + i}`);
    }
  }
  return items;
}

describe.skipIf(!redisUrl).each(databaseTargets())('two collab instances through Redis on $name', (target) => {
  let kit: CollabTestKit;
  let second: SidelineCollab;
  let secondHttp: Server;
  let secondUrl: string;
  const prefix = freshRedisPrefix();

  beforeAll(async () => {
    kit = await openCollabTestKit(target, { persistence, redis: { url: redisUrl!, prefix } });
    second = await SidelineCollab.start({
      store: kit.store,
      db: kit.db,
      secret: TEST_COLLAB_SECRET,
      accounts: tokenUsersAreAdmins,
      followPollIntervalMs: 50,
      persistence,
      redis: { url: redisUrl!, prefix },
    });
    secondHttp = createServer((_req, res) => res.writeHead(404).end());
    second.attach(secondHttp);
    await new Promise<void>((resolve) => secondHttp.listen(0, '127.0.0.1', resolve));
    secondUrl = `ws://127.0.0.1:${(secondHttp.address() as AddressInfo).port}/collab`;
  });
  afterAll(async () => {
    await second?.close().catch(() => undefined);
    secondHttp?.closeAllConnections();
    await kit?.close();
  });

  const storedUpdates = async (boardId: string) => {
    const stream = await kit.store.readStream(`board-${boardId}`);
    return stream.events
      .filter((e) => e.type === 'BoardDocumentUpdated')
      .map((e) => fromBase64(String((e.data as { update: string }).update)));
  };

  it('edit one board live from both instances, cursors included, and store every change exactly once', async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const anna = await kit.connect(doc, kit.token(doc, { userId: 'anna' }));
    const ben = await kit.connectTo(secondUrl, doc, kit.token(doc, { userId: 'ben' }));

    anna.provider.setAwarenessField('cursor', { x: 10, y: 20 });
    await waitUntil(
      () =>
        [...ben.provider.awareness!.getStates().values()].some(
          (s) => (s as { cursor?: { x: number } }).cursor?.x === 10,
        ),
      5_000,
      'anna’s cursor at ben',
    );

    for (let i = 0; i < 20; i++) {
      (i % 2 ? ben : anna).doc.getArray<string>('order').push([`edit-${i}`]);
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    await waitUntil(
      () => anna.doc.getArray('order').length === 20 && ben.doc.getArray('order').length === 20,
      5_000,
      'both to see 20 edits',
    );
    await anna.storedOwnEdits();
    await ben.storedOwnEdits();
    // Let each instance's backstop look at the other's changes: it must find them stored and append nothing.
    await new Promise((resolve) => setTimeout(resolve, persistence.remoteStoreGraceMs + 500));

    const items = storedItems(await storedUpdates(boardId));
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(new Set(items).size).toBe(items.length);
    const replayed = new Y.Doc();
    for (const update of await storedUpdates(boardId)) Y.applyUpdate(replayed, update);
    expect(replayed.getArray('order').toJSON()).toEqual(anna.doc.getArray('order').toJSON());
    anna.close();
    ben.close();
  });

  it('store, through the survivor, the edits an instance relayed and died before storing', async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const ben = await kit.connectTo(secondUrl, doc, kit.token(doc, { userId: 'ben' }));
    const anna = await kit.connect(doc, kit.token(doc, { userId: 'anna' }));
    // The first instance dies without storing: its store is switched off, then its sockets drop.
    kit.collab.persistence.stop();
    anna.doc.getMap('shapes').set('made-before-the-crash', true);
    await waitUntil(
      () => ben.doc.getMap('shapes').has('made-before-the-crash'),
      5_000,
      'the edit to reach ben through Redis',
    );
    anna.close();

    await waitUntil(
      async () => storedItems(await storedUpdates(boardId)).length > 0,
      10_000,
      'the survivor to store it',
    );
    const replayed = new Y.Doc();
    for (const update of await storedUpdates(boardId)) Y.applyUpdate(replayed, update);
    expect(replayed.getMap('shapes').get('made-before-the-crash')).toBe(true);
    const items = storedItems(await storedUpdates(boardId));
    expect(new Set(items).size).toBe(items.length);
    expect(second.metrics().persistence.backstops).toBeGreaterThan(0);
    ben.close();
    await kit.restart();
  });
});
