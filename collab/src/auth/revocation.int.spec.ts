import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { openCollabTestKit, type CollabTestKit, type TestClient } from '../testing/collab-test-kit';

const waitFor = async (check: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
};

const closedOrUnauthenticated = (client: TestClient) => () =>
  client.closeCodes.includes(4403) || !client.provider.isAuthenticated;

// Live write access must not outlive the right to write: the account and the policy are asked again at connect and
// while the connection is open, with the user's current role and the document's current access.
describe.each(databaseTargets())('revoked rights on open collab connections on $name', (target) => {
  let kit: CollabTestKit;
  beforeAll(async () => {
    kit = await openCollabTestKit(target);
  });
  afterAll(() => kit.close());

  it('a disabled user loses the open socket within a second, and a token issued before cannot connect', async () => {
    kit.accounts.set('coach-a', { role: 'user', active: true });
    const boardId = await kit.createBoard({ ownerId: 'coach-a', visibility: 'private' });
    const doc = `board:${boardId}`;
    const token = kit.token(doc, { mode: 'write', userId: 'coach-a' });
    const client = await kit.connect(doc, token);
    expect(client.provider.authorizedScope).toBe('read-write');

    kit.accounts.set('coach-a', { role: 'user', active: false });
    const started = Date.now();
    expect(await waitFor(closedOrUnauthenticated(client), 3_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
    client.close();

    const again = await kit.connect(doc, token, { awaitSync: false });
    expect(await again.denied).toBe('account-disabled');
    again.close();
  });

  it('a coach demoted to member is cut off from writing, and the same write token is refused (access-changed)', async () => {
    kit.accounts.set('coach-b', { role: 'user', active: true, teamRoles: { 'team-1': 'coach' } });
    const boardId = await kit.createBoard({ ownerId: 'owner-b', visibility: 'team', teamId: 'team-1' });
    const doc = `board:${boardId}`;
    const writeToken = kit.token(doc, { mode: 'write', userId: 'coach-b' });
    const client = await kit.connect(doc, writeToken);
    expect(client.provider.authorizedScope).toBe('read-write');

    kit.accounts.set('coach-b', { role: 'user', active: true, teamRoles: { 'team-1': 'member' } });
    expect(await waitFor(closedOrUnauthenticated(client), 3_000)).toBe(true);
    client.close();

    const reconnect = await kit.connect(doc, writeToken, { awaitSync: false });
    expect(await reconnect.denied).toBe('access-changed');
    reconnect.close();
    // what the API now issues (a read token) still opens it, read-only
    const reader = await kit.connect(doc, kit.token(doc, { mode: 'read', userId: 'coach-b' }));
    expect(reader.provider.authorizedScope).toBe('readonly');
    reader.close();
  });

  it('a coach removed from the team loses his write socket on the team board he made, and his token is refused', async () => {
    kit.accounts.set('coach-d', { role: 'user', active: true, teamRoles: { 'team-4': 'coach' } });
    const boardId = await kit.createBoard({ ownerId: 'coach-d', visibility: 'team', teamId: 'team-4' });
    const doc = `board:${boardId}`;
    const writeToken = kit.token(doc, { mode: 'write', userId: 'coach-d' });
    const client = await kit.connect(doc, writeToken);
    expect(client.provider.authorizedScope).toBe('read-write');

    // made by him, but the team's: gone with his membership
    kit.accounts.set('coach-d', { role: 'user', active: true });
    expect(await waitFor(closedOrUnauthenticated(client), 3_000)).toBe(true);
    client.close();
    const reconnect = await kit.connect(doc, writeToken, { awaitSync: false });
    expect(await reconnect.denied).toBe('access-changed');
    reconnect.close();
  });

  it("archiving the team downgrades its coaches' write sockets on its boards: the write token is refused, a read one opens", async () => {
    kit.accounts.set('coach-e', { role: 'user', active: true, teamRoles: { 'team-5': 'coach' } });
    const boardId = await kit.createBoard({ ownerId: 'coach-e', visibility: 'team', teamId: 'team-5' });
    const doc = `board:${boardId}`;
    const writeToken = kit.token(doc, { mode: 'write', userId: 'coach-e' });
    const client = await kit.connect(doc, writeToken);
    expect(client.provider.authorizedScope).toBe('read-write');

    kit.accounts.set('coach-e', {
      role: 'user',
      active: true,
      teamRoles: { 'team-5': 'coach' },
      archivedTeamIds: ['team-5'],
    });
    expect(await waitFor(closedOrUnauthenticated(client), 3_000)).toBe(true);
    client.close();
    const reconnect = await kit.connect(doc, writeToken, { awaitSync: false });
    expect(await reconnect.denied).toBe('access-changed');
    reconnect.close();
    const reader = await kit.connect(doc, kit.token(doc, { mode: 'read', userId: 'coach-e' }));
    expect(reader.provider.authorizedScope).toBe('readonly');
    reader.close();
  });

  it('a board made private closes the sockets of those who may no longer read it', async () => {
    kit.accounts.set('guest-c', { role: 'user', active: true });
    const boardId = await kit.createBoard({ ownerId: 'owner-c', visibility: 'public' });
    const doc = `board:${boardId}`;
    const client = await kit.connect(doc, kit.token(doc, { mode: 'read', userId: 'guest-c' }));
    expect(client.provider.authorizedScope).toBe('readonly');
    await kit.command(boardId, { type: 'ChangeBoardVisibility', data: { visibility: 'private' } });
    expect(await waitFor(closedOrUnauthenticated(client), 3_000)).toBe(true);
    client.close();
  });
});
