import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardStreamId } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { gate, storeWithAppend } from '../testing/faulty-store';
import { openCollabTestKit, waitUntil, type CollabTestKit } from '../testing/collab-test-kit';

// "Acknowledged" = the client got a `sideline.stored` message whose state vector covers its edit (see docs/collab.md).
describe.each(databaseTargets())('stores that fail or overlap an unload on $name', (target) => {
  let kit: CollabTestKit;
  beforeAll(async () => {
    kit = await openCollabTestKit(target);
  });
  afterAll(() => kit.close());

  const updates = async (boardId: string) =>
    (await kit.store.readStream(boardStreamId(boardId))).events.filter((e) => e.type === 'BoardDocumentUpdated').length;
  const reload = async (boardId: string) => {
    await kit.restart({ store: kit.store });
    const doc = `board:${boardId}`;
    const reader = await kit.connect(doc, kit.token(doc));
    const shapes = reader.doc.getMap('shapes').toJSON();
    reader.close();
    return shapes;
  };

  it('retries an append whose answer was lost without writing it twice', async () => {
    let lose = 1;
    await kit.restart({
      persistence: { debounce: 50, maxDebounce: 200 },
      store: storeWithAppend(kit.store, async (append, ...args) => {
        const result = await append(...args);
        if (lose-- > 0) throw new Error('connection reset after commit');
        return result;
      }),
    });
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const client = await kit.connect(doc, kit.token(doc));
    client.doc.getMap('shapes').set('once', 1);
    await client.storedOwnEdits();
    expect(await updates(boardId)).toBe(1);
    client.close();
  });

  it('keeps a document whose store fails in memory, and stores it when the database is back', async () => {
    let failing = true;
    await kit.restart({
      persistence: { debounce: 50, maxDebounce: 200, storeRetries: 2 },
      store: storeWithAppend(kit.store, (append, ...args) =>
        failing ? Promise.reject(new Error('database is down')) : append(...args),
      ),
    });
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const client = await kit.connect(doc, kit.token(doc));
    client.doc.getMap('shapes').set('survives', 'the outage');
    await waitUntil(() => kit.collab.persistence.metrics.failures >= 2, 5_000, 'the failed store');
    client.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kit.collab.server.hocuspocus.documents.has(doc)).toBe(true);
    failing = false;
    await waitUntil(() => !kit.collab.server.hocuspocus.documents.has(doc), 10_000, 'the stored document to unload');
    expect(await updates(boardId)).toBe(1);
    expect(await reload(boardId)).toEqual({ survives: 'the outage' });
  });

  it('stores edits made while a store is in flight, when the last client leaves during it', async () => {
    const slow = gate();
    let first = true;
    await kit.restart({
      persistence: { debounce: 50, maxDebounce: 200 },
      store: storeWithAppend(kit.store, async (append, ...args) => {
        if (first) {
          first = false;
          slow.enter();
          await slow.opened;
        }
        return append(...args);
      }),
    });
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const client = await kit.connect(doc, kit.token(doc));
    client.doc.getMap('shapes').set('before', 'the store started');
    await slow.reached;
    client.doc.getMap('shapes').set('during', 'the store');
    await waitUntil(
      () => kit.collab.server.hocuspocus.documents.get(doc)?.getMap('shapes').has('during') === true,
      5_000,
      'the second edit on the server',
    );
    client.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(kit.collab.server.hocuspocus.documents.has(doc)).toBe(true);
    slow.open();
    await waitUntil(() => !kit.collab.server.hocuspocus.documents.has(doc), 10_000, 'the document to unload');
    expect(await updates(boardId)).toBe(2);
    expect(await reload(boardId)).toEqual({ before: 'the store started', during: 'the store' });
  });

  it('stores the whole document when the last client leaves with only that store in flight', async () => {
    const slow = gate();
    let first = true;
    await kit.restart({
      persistence: { debounce: 50, maxDebounce: 200 },
      store: storeWithAppend(kit.store, async (append, ...args) => {
        if (first) {
          first = false;
          slow.enter();
          await slow.opened;
        }
        return append(...args);
      }),
    });
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const client = await kit.connect(doc, kit.token(doc));
    client.doc.getMap('shapes').set('only', 'edit');
    await slow.reached;
    client.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(kit.collab.server.hocuspocus.documents.has(doc)).toBe(true);
    slow.open();
    await waitUntil(() => !kit.collab.server.hocuspocus.documents.has(doc), 10_000, 'the document to unload');
    expect(await reload(boardId)).toEqual({ only: 'edit' });
  });
});
