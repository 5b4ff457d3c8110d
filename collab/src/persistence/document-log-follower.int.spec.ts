import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardStreamId } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import * as Y from 'yjs';
import { holdsWithin, openCollabTestKit, waitUntil, type CollabTestKit } from '../testing/collab-test-kit';
import { toBase64 } from './document-encoding';
import { ACCESS_CHANGED_CLOSE_CODE } from './document-log-follower';

describe.each(databaseTargets())('what others write to the log on $name', (target) => {
  let kit: CollabTestKit;
  beforeAll(async () => {
    kit = await openCollabTestKit(target, { persistence: { debounce: 50, maxDebounce: 300 } });
  });
  afterAll(() => kit.close());

  it('reaches the clients of a loaded document, and the next store appends after it', async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const client = await kit.connect(doc, kit.token(doc));
    client.doc.getMap('shapes').set('mine', 1);
    await client.storedOwnEdits();
    client.doc.getMap('shapes').set('other', 1);
    await client.storedOwnEdits();

    // What the API writes for a restore: an update computed elsewhere, appended to the stream.
    const elsewhere = new Y.Doc();
    Y.applyUpdate(elsewhere, Y.encodeStateAsUpdate(client.doc));
    const before = Y.encodeStateVector(elsewhere);
    elsewhere.getMap('shapes').delete('other');
    elsewhere.getMap('shapes').set('restored', true);
    await kit.command(boardId, {
      type: 'RestoreBoardVersion',
      data: {
        toVersion: 2,
        update: toBase64(Y.encodeStateAsUpdate(elsewhere, before)),
        at: new Date().toISOString(),
        versionExists: true,
      },
    });
    await waitUntil(
      () => client.doc.getMap('shapes').has('restored') && !client.doc.getMap('shapes').has('other'),
      20_000,
      'the restore at the client',
    );

    client.doc.getMap('shapes').set('after', 2);
    await client.storedOwnEdits();
    const types = (await kit.store.readStream(boardStreamId(boardId))).events.map((e) => e.type);
    expect(types).toEqual([
      'BoardCreated',
      'BoardDocumentUpdated',
      'BoardDocumentUpdated',
      'BoardRestored',
      'BoardDocumentUpdated',
    ]);
    client.close();
    await kit.restart();
    const reader = await kit.connect(doc, kit.token(doc));
    expect(reader.doc.getMap('shapes').toJSON()).toEqual({ mine: 1, restored: true, after: 2 });
    reader.close();
  });

  it('closes the sockets of a deleted board, and the reconnect is refused', async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const client = await kit.connect(doc, kit.token(doc));
    await kit.command(boardId, { type: 'DeleteBoard', data: {} });
    await waitUntil(() => client.closeCodes.includes(ACCESS_CHANGED_CLOSE_CODE), 20_000, 'the socket to close');
    expect(await client.denied).toBe('deleted');
    client.close();
  });

  it("closes only the revoked link's connections", async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const link = await kit.createShareLink(boardId, 'edit');
    const guest = await kit.connect(doc, kit.token(doc, { userId: null, shareLinkId: link.linkId }));
    const owner = await kit.connect(doc, kit.token(doc));
    await kit.db.query('UPDATE board_share_links SET revoked_at = now() WHERE link_id = $1', [link.linkId]);
    await kit.command(boardId, { type: 'RevokeBoardShareLink', data: { linkId: link.linkId, revokedBy: 'owner-1' } });
    await waitUntil(() => guest.closeCodes.includes(ACCESS_CHANGED_CLOSE_CODE), 20_000, "the guest's socket to close");
    expect(await guest.denied).toBe('link-revoked');
    expect(await holdsWithin(() => owner.closeCodes.length > 0, 300)).toBe(false);
    guest.close();
    owner.close();
  });
});
