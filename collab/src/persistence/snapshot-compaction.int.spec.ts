import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_DOCUMENT_EVENT_TYPES, boardStreamId } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { latestBoardSnapshot } from '@sideline/projections';
import * as Y from 'yjs';
import { openCollabTestKit, waitUntil, type CollabTestKit } from '../testing/collab-test-kit';
import { fromBase64 } from './document-encoding';
import { readStoredDocument, type PersistedDocumentRef } from './stored-document';
import { parseDocumentName } from '@sideline/domain';

describe.each(databaseTargets())('snapshots on $name', (target) => {
  let kit: CollabTestKit;
  beforeAll(async () => {
    kit = await openCollabTestKit(target, { persistence: { debounce: 20, maxDebounce: 100, snapshotEvery: 3 } });
  });
  afterAll(() => kit.close());

  it('compact the history without changing the document', async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const client = await kit.connect(doc, kit.token(doc));
    for (let i = 0; i < 8; i++) {
      client.doc.getMap('tokens').set(`t${i % 3}`, { x: i, y: i * 2 });
      if (i % 2 === 1) client.doc.getMap('tokens').delete(`t${(i + 1) % 3}`);
      client.doc.getArray('moves').push([i]);
      await client.storedOwnEdits();
    }
    const expected = { tokens: client.doc.getMap('tokens').toJSON(), moves: client.doc.getArray('moves').toJSON() };

    const events = (await kit.store.readStream(boardStreamId(boardId))).events;
    const snapshots = events.filter((e) => e.type === BOARD_DOCUMENT_EVENT_TYPES.snapshotted);
    expect(snapshots.length).toBe(2);
    for (const snapshot of snapshots) {
      // Written right after the update it stands for, in the same append.
      const upToVersion = (snapshot.data as { upToVersion: number }).upToVersion;
      expect(events.find((e) => e.streamVersion === upToVersion)?.type).toBe(BOARD_DOCUMENT_EVENT_TYPES.updated);
      expect(snapshot.streamVersion).toBe(upToVersion + 1);
    }

    // Every update, replayed from the first one, gives the same document as the latest snapshot plus what followed.
    const fromHistory = new Y.Doc();
    for (const e of events.filter((e) => e.type === BOARD_DOCUMENT_EVENT_TYPES.updated))
      Y.applyUpdate(fromHistory, fromBase64((e.data as { update: string }).update));
    expect({ tokens: fromHistory.getMap('tokens').toJSON(), moves: fromHistory.getArray('moves').toJSON() }).toEqual(
      expected,
    );

    await waitUntil(
      async () => (await latestBoardSnapshot(kit.db, boardId))?.version === snapshots[1]!.streamVersion,
      5_000,
      'the snapshot in the read model',
    );
    const stored = await readStoredDocument(kit.store, kit.db, parseDocumentName(doc) as PersistedDocumentRef);
    expect(stored.sinceSnapshot).toBe(2);
    const fromSnapshot = new Y.Doc();
    Y.applyUpdate(fromSnapshot, stored.update);
    expect({ tokens: fromSnapshot.getMap('tokens').toJSON(), moves: fromSnapshot.getArray('moves').toJSON() }).toEqual(
      expected,
    );

    client.close();
    await kit.restart();
    const reader = await kit.connect(doc, kit.token(doc));
    expect({ tokens: reader.doc.getMap('tokens').toJSON(), moves: reader.doc.getArray('moves').toJSON() }).toEqual(
      expected,
    );
    reader.close();
  });
});
