import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { issueCollabToken } from '@sideline/domain';
import { hmacSigner } from '../auth/collab-token-signer';
import { openCollabTestKit, type CollabTestKit } from '../testing/collab-test-kit';

// Tokens carry the policy's answer (the API decides the mode, see api/src/collab); the server checks the token and
// what may have changed since it was issued.
describe.each(databaseTargets())('collab authentication on $name', (target) => {
  let kit: CollabTestKit;
  let boardId: string;
  let doc: string;
  beforeAll(async () => {
    kit = await openCollabTestKit(target);
    boardId = await kit.createBoard({ ownerId: 'owner-1', visibility: 'private' });
    doc = `board:${boardId}`;
  });
  afterAll(() => kit.close());

  it('accepts a write token and lets the client edit', async () => {
    const client = await kit.connect(doc, kit.token(doc, { mode: 'write', userId: 'owner-1' }));
    expect(client.provider.isAuthenticated).toBe(true);
    expect(client.provider.authorizedScope).toBe('read-write');
    client.close();
  });

  it('accepts a read token as read-only', async () => {
    const client = await kit.connect(doc, kit.token(doc, { mode: 'read', userId: 'member-1' }));
    expect(client.provider.authorizedScope).toBe('readonly');
    client.close();
  });

  it('refuses an expired token', async () => {
    const client = await kit.connect(doc, kit.token(doc, { now: new Date(Date.now() - 6 * 60_000) }), {
      awaitSync: false,
    });
    expect(await client.denied).toBe('token-expired');
    client.close();
  });

  it('refuses a token signed with another secret', async () => {
    const forged = issueCollabToken(
      { documentName: doc, mode: 'write', userId: 'owner-1', shareLinkId: null, sessionId: null, now: new Date() },
      hmacSigner('not-the-secret-not-the-secret-!!'),
    );
    const client = await kit.connect(doc, forged.token, { awaitSync: false });
    expect(await client.denied).toBe('token-bad-signature');
    client.close();
  });

  it('refuses a token issued for another document, and garbage', async () => {
    const other = await kit.createBoard();
    const wrong = await kit.connect(doc, kit.token(`board:${other}`), { awaitSync: false });
    expect(await wrong.denied).toBe('token-wrong-document');
    const garbage = await kit.connect(doc, 'not-a-token', { awaitSync: false });
    expect(await garbage.denied).toBe('token-malformed');
    wrong.close();
    garbage.close();
  });

  it('refuses documents that do not exist or were deleted, even with a valid token', async () => {
    const missing = 'board:00000000-0000-4000-8000-000000000000';
    const client = await kit.connect(missing, kit.token(missing), { awaitSync: false });
    expect(await client.denied).toBe('not-found');
    const gone = await kit.createBoard();
    await kit.command(gone, { type: 'DeleteBoard', data: {} });
    const deleted = await kit.connect(`board:${gone}`, kit.token(`board:${gone}`), { awaitSync: false });
    expect(await deleted.denied).toBe('deleted');
    const unknownKind = await kit.connect('drill:1', kit.token('drill:1'), { awaitSync: false });
    expect(await unknownKind.denied).toBe('unknown-document');
    for (const c of [client, deleted, unknownKind]) c.close();
  });

  it('accepts share-link tokens by their mode until the link is revoked', async () => {
    const view = await kit.createShareLink(boardId, 'view');
    const edit = await kit.createShareLink(boardId, 'edit');
    const viewer = await kit.connect(doc, kit.token(doc, { mode: 'read', userId: null, shareLinkId: view.linkId }));
    expect(viewer.provider.authorizedScope).toBe('readonly');
    const editor = await kit.connect(doc, kit.token(doc, { mode: 'write', userId: null, shareLinkId: edit.linkId }));
    expect(editor.provider.authorizedScope).toBe('read-write');
    viewer.close();
    editor.close();

    await kit.command(boardId, { type: 'RevokeBoardShareLink', data: { linkId: edit.linkId, revokedBy: 'owner-1' } });
    await kit.db.query('UPDATE board_share_links SET revoked_at = now() WHERE link_id = $1', [edit.linkId]);
    const revoked = await kit.connect(doc, kit.token(doc, { mode: 'write', userId: null, shareLinkId: edit.linkId }), {
      awaitSync: false,
    });
    expect(await revoked.denied).toBe('link-revoked');
    revoked.close();
  });

  it('refuses the presence room of a plan that does not exist, whatever the token says (rooms of real plans: server/src/collab-revocation)', async () => {
    const room = 'plan:6f1c1c4e-0000-4000-8000-0000000000aa';
    const client = await kit.connect(room, kit.token(room, { mode: 'write' }), { awaitSync: false });
    expect(await client.denied).toBe('not-found');
    client.close();
  });
});
