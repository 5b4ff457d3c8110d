import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardStreamId } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import * as Y from 'yjs';
import { openCollabTestKit, waitUntil, type CollabTestKit } from '../testing/collab-test-kit';
import { fromBase64 } from './document-encoding';

const documentEvents = async (kit: CollabTestKit, boardId: string) =>
  (await kit.store.readStream(boardStreamId(boardId))).events.filter((e) => e.type === 'BoardDocumentUpdated');

describe.each(databaseTargets())('store and load as events on $name', (target) => {
  let kit: CollabTestKit;
  beforeAll(async () => {
    kit = await openCollabTestKit(target, { persistence: { debounce: 50, maxDebounce: 300 } });
  });
  afterAll(() => kit.close());

  it('appends one update per store holding only the diff since the previous store, with its editors', async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const client = await kit.connect(doc, kit.token(doc, { userId: 'owner-1' }));
    client.doc.getMap('shapes').set('first', { x: 1 });
    await client.storedOwnEdits();
    client.doc.getMap('shapes').set('second', { x: 2 });
    await client.storedOwnEdits();

    const events = await documentEvents(kit, boardId);
    expect(events).toHaveLength(2);
    const [first, second] = events.map((e) => fromBase64((e.data as { update: string }).update)) as [
      Uint8Array,
      Uint8Array,
    ];
    // The second update starts where the first ended: it does not repeat the first key.
    const clientId = client.doc.clientID;
    expect(Y.parseUpdateMeta(second).from.get(clientId)).toBe(Y.parseUpdateMeta(first).to.get(clientId));
    expect(JSON.stringify(Y.decodeUpdate(second).structs)).not.toContain('first');
    const both = new Y.Doc();
    Y.applyUpdate(both, first);
    Y.applyUpdate(both, second);
    expect(both.getMap('shapes').toJSON()).toEqual({ first: { x: 1 }, second: { x: 2 } });
    expect(events.map((e) => (e.data as { editors: string[] }).editors)).toEqual([['owner-1'], ['owner-1']]);
    expect(events[0]!.metadata.actorId).toBe('owner-1');
    client.close();
  });

  it('stores nothing when nothing changed (a retried store is a no-op)', async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const client = await kit.connect(doc, kit.token(doc));
    client.doc.getMap('shapes').set('only', true);
    await client.storedOwnEdits();
    const document = kit.collab.server.hocuspocus.documents.get(doc)!;
    await kit.collab.persistence.flush(kit.collab.server.hocuspocus);
    await document.saveMutex.runExclusive(async () => kit.collab.persistence.onStoreDocument({ document } as never));
    expect(await documentEvents(kit, boardId)).toHaveLength(1);
    client.close();
  });

  it('loads the same document after a restart of the collab server', async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const writer = await kit.connect(doc, kit.token(doc));
    writer.doc.getMap('shapes').set('goal', { x: 10, y: 20 });
    writer.doc.getArray('order').push(['goal', 'cone']);
    writer.doc.getText('notes').insert(0, 'Press high');
    writer.doc.getMap('shapes').delete('goal');
    writer.doc.getMap('shapes').set('keeper', { x: 1, y: 2 });
    await writer.storedOwnEdits();
    const contentOf = (d: Y.Doc) => ({
      shapes: d.getMap('shapes').toJSON(),
      order: d.getArray('order').toJSON(),
      notes: d.getText('notes').toString(),
    });
    const expected = contentOf(writer.doc);

    await kit.restart();
    const reader = await kit.connect(doc, kit.token(doc));
    expect(contentOf(reader.doc)).toEqual(expected);
    expect(contentOf(reader.doc)).toEqual({
      shapes: { keeper: { x: 1, y: 2 } },
      order: ['goal', 'cone'],
      notes: 'Press high',
    });
    reader.close();
  });

  it('stores what is left when the last client leaves, then unloads the document', async () => {
    await kit.restart({ persistence: { debounce: 60_000, maxDebounce: 120_000 } });
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const client = await kit.connect(doc, kit.token(doc));
    client.doc.getMap('shapes').set('late', 'edit');
    await waitUntil(
      () => kit.collab.server.hocuspocus.documents.get(doc)?.getMap('shapes').get('late') === 'edit',
      5_000,
      'the edit on the server',
    );
    client.close();
    await waitUntil(() => !kit.collab.server.hocuspocus.documents.has(doc), 5_000, 'the document to unload');
    expect(await documentEvents(kit, boardId)).toHaveLength(1);
    await kit.restart({ persistence: { debounce: 50, maxDebounce: 300 } });
  });
});
