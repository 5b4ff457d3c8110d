import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardStreamId, documentReplay, BOARD_DOCUMENT_EVENT_TYPES } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import * as Y from 'yjs';
import { fromBase64 } from '../persistence/document-encoding';
import { holdsWithin, openCollabTestKit, waitUntil, type CollabTestKit } from '../testing/collab-test-kit';
import { openRawSocket, rawMessages } from '../testing/raw-collab-socket';

const forgedUpdate = () => {
  const doc = new Y.Doc();
  doc.getMap('shapes').set('forged', 'drawn by a viewer');
  return Y.encodeStateAsUpdate(doc);
};

describe.each(databaseTargets())('read-only connections on $name', (target) => {
  let kit: CollabTestKit;
  beforeAll(async () => {
    kit = await openCollabTestKit(target, { persistence: { debounce: 50, maxDebounce: 200 } });
  });
  afterAll(() => kit.close());

  it('never passes a forged update from a read-only connection to other clients or to the store', async () => {
    const boardId = await kit.createBoard({ visibility: 'public' });
    const doc = `board:${boardId}`;
    const editor = await kit.connect(doc, kit.token(doc, { mode: 'write', userId: 'owner-1' }));
    const watcher = await kit.connect(doc, kit.token(doc, { mode: 'read', userId: null }));

    const raw = await openRawSocket(kit.url);
    raw.send(rawMessages.auth(doc, kit.token(doc, { mode: 'read', userId: 'viewer-1' })));
    await waitUntil(() => raw.received.length > 0, 5_000, 'the auth answer');
    raw.send(rawMessages.update(doc, forgedUpdate()));
    raw.send(rawMessages.syncStep2(doc, forgedUpdate()));

    // A legitimate edit afterwards reaches everyone and is stored, so the forged one had every chance to.
    editor.doc.getMap('shapes').set('legit', 'drawn by the owner');
    await waitUntil(() => watcher.doc.getMap('shapes').get('legit') === 'drawn by the owner', 5_000, 'the legit edit');
    await editor.storedOwnEdits();
    expect(
      await holdsWithin(
        () => watcher.doc.getMap('shapes').has('forged') || editor.doc.getMap('shapes').has('forged'),
        300,
      ),
    ).toBe(false);

    const stream = await kit.store.readStream(boardStreamId(boardId));
    const replay = documentReplay(
      stream.events.map((e) => ({ version: e.streamVersion, type: e.type, data: e.data })),
      BOARD_DOCUMENT_EVENT_TYPES,
    );
    const stored = new Y.Doc();
    for (const update of replay.updates) Y.applyUpdate(stored, fromBase64(update));
    expect(stored.getMap('shapes').toJSON()).toEqual({ legit: 'drawn by the owner' });
    raw.close();
    editor.close();
    watcher.close();
  });

  it('refuses a stateless broadcast from a read-only connection, so a viewer cannot speak for the server', async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const editor = await kit.connect(doc, kit.token(doc, { mode: 'write' }));
    const raw = await openRawSocket(kit.url);
    raw.send(rawMessages.auth(doc, kit.token(doc, { mode: 'read', userId: 'viewer-1' })));
    await waitUntil(() => raw.received.length > 0, 5_000, 'the auth answer');
    raw.send(
      rawMessages.broadcastStateless(doc, JSON.stringify({ type: 'sideline.stored', version: 999, stateVector: '' })),
    );
    expect(await holdsWithin(() => editor.stateless.some((m) => m.includes('999')), 500)).toBe(false);
    raw.close();
    editor.close();
  });

  it('lets a read-only client see edits and share its presence, but its own edits go nowhere', async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const editor = await kit.connect(doc, kit.token(doc, { mode: 'write' }));
    const viewer = await kit.connect(doc, kit.token(doc, { mode: 'read', userId: 'viewer-1' }));
    viewer.provider.setAwarenessField('user', { name: 'Viewer' });
    await waitUntil(
      () =>
        [...editor.provider.awareness!.getStates().values()].some(
          (s) => (s.user as { name?: string } | undefined)?.name === 'Viewer',
        ),
      5_000,
      'viewer presence',
    );
    viewer.doc.getMap('shapes').set('viewer-edit', 1);
    editor.doc.getMap('shapes').set('editor-edit', 2);
    await waitUntil(() => viewer.doc.getMap('shapes').get('editor-edit') === 2, 5_000, 'editor edit at the viewer');
    expect(await holdsWithin(() => editor.doc.getMap('shapes').has('viewer-edit'), 300)).toBe(false);
    editor.close();
    viewer.close();
  });
});
