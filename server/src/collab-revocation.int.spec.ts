import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { createBoard } from '@sideline/api/boards/testing/board-fixtures';
import { joinAs, createTeam } from '@sideline/api/teams/testing/team-fixtures';
import { createPlan } from '@sideline/api/practice-plans/testing/plan-fixtures';
import { TEST_COLLAB_SECRET, TEST_PASSWORD, openTestApi, type TestApi } from '@sideline/api/testing/test-api';
import { signInAdmin, signUpUser, type TestUser } from '@sideline/api/testing/test-users';
import { hashToken } from '@sideline/api/auth/session-store';
import { hmacSigner, SidelineCollab } from '@sideline/collab';
import { issueCollabToken } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';

/**
 * Issue 11, item 2, end to end: the real API issues the tokens, a real collab server (its own account, session and
 * policy checks over the same database) serves the board, and real Hocuspocus providers hold the sockets. Each way a
 * right ends (disabled, signed out everywhere, edit rights removed, token expired) loses the socket within a second,
 * and the old token cannot open it again.
 */
interface Client {
  provider: HocuspocusProvider;
  closeReasons: string[];
  denied: Promise<string>;
  close(): void;
}

const waitFor = async (check: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
};

describe.each(databaseTargets())(
  'live write access ends with the right, API and collab together, on $name',
  (target) => {
    let api: TestApi;
    let collab: SidelineCollab;
    let http: Server;
    let url = '';
    let admin: TestUser;
    const clients: Client[] = [];

    beforeAll(async () => {
      api = await openTestApi(target);
      collab = await SidelineCollab.start({
        store: api.core.store,
        db: api.core.db,
        secret: TEST_COLLAB_SECRET,
        followPollIntervalMs: 50,
      });
      http = createServer((_req, res) => res.writeHead(404).end());
      collab.attach(http);
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/collab`;
      admin = await signInAdmin(api);
    });
    afterAll(async () => {
      for (const client of clients) client.close();
      await collab.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await api.close();
    });

    const tokenFor = async (cookie: string, documentName: string) => {
      const response = await api.request({ method: 'POST', url: '/api/collab/token', cookie, body: { documentName } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as { token: string; mode: 'read' | 'write' };
    };

    /**
     * A provider as the web app would open one, with a fixed token (what a stale tab or a replaying attacker holds).
     */
    const connect = async (documentName: string, token: string, { awaitSync = true } = {}): Promise<Client> => {
      const closeReasons: string[] = [];
      let deny: (reason: string) => void = () => {};
      const denied = new Promise<string>((resolve) => (deny = resolve));
      const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
      const provider = new HocuspocusProvider({
        websocketProvider: socket,
        name: documentName,
        token,
        document: new Y.Doc(),
        onAuthenticationFailed: ({ reason }) => deny(reason),
        onClose: ({ event }) => void closeReasons.push(event.reason),
      });
      provider.attach();
      const client: Client = { provider, closeReasons, denied, close: () => (provider.destroy(), socket.destroy()) };
      clients.push(client);
      if (awaitSync) {
        await Promise.race([
          new Promise<void>((resolve) => (provider.isSynced ? resolve() : provider.on('synced', () => resolve()))),
          denied.then((reason) => Promise.reject(new Error(`denied: ${reason}`))),
        ]);
      }
      return client;
    };

    const expectCutOff = async (client: Client, reason: string) => {
      const started = Date.now();
      expect(
        await waitFor(() => client.closeReasons.includes(reason), 3_000),
        `closed with ${reason}; saw ${client.closeReasons.join(', ')}`,
      ).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_000 + 300);
      expect(client.provider.isAuthenticated).toBe(false);
      client.close();
    };

    it('a disabled user loses the socket within a second and the old token cannot reconnect', async () => {
      const coach = await signUpUser(api, 'disabled-coach@example.com', 'Dee Disabled');
      const board = await createBoard(api, coach.cookie);
      const { token, mode } = await tokenFor(coach.cookie, board.documentName);
      expect(mode).toBe('write');
      const client = await connect(board.documentName, token);
      expect(client.provider.authorizedScope).toBe('read-write');

      const disabled = await api.request({
        method: 'PATCH',
        url: `/api/admin/users/${coach.userId}/disabled`,
        cookie: admin.cookie,
        body: { disabled: true },
      });
      expect(disabled.status).toBe(200);
      await expectCutOff(client, 'account-disabled');
      const again = await connect(board.documentName, token, { awaitSync: false });
      expect(await again.denied).toBe('account-disabled');
    });

    it('signing out everywhere closes every live socket of the account within a second; the old token cannot reconnect', async () => {
      const coach = await signUpUser(api, 'everywhere@example.com', 'Eve Everywhere');
      const laptop = coach.cookie;
      const phone = (
        await api.request({
          method: 'POST',
          url: '/api/auth/login',
          body: { email: 'everywhere@example.com', password: TEST_PASSWORD },
        })
      ).cookie!;
      const board = await createBoard(api, laptop);
      const fromLaptop = await connect(board.documentName, (await tokenFor(laptop, board.documentName)).token);
      const phoneToken = (await tokenFor(phone, board.documentName)).token;
      const fromPhone = await connect(board.documentName, phoneToken);

      const out = await api.request({ method: 'POST', url: '/api/auth/logout-everywhere', cookie: phone });
      expect(out.status).toBe(204);
      await Promise.all([expectCutOff(fromLaptop, 'signed-out'), expectCutOff(fromPhone, 'signed-out')]);
      const again = await connect(board.documentName, phoneToken, { awaitSync: false });
      expect(await again.denied).toBe('signed-out');
      expect((await api.request({ method: 'GET', url: '/api/auth/me', cookie: laptop })).body.user).toBeNull();
      const events = await api.core.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM events WHERE type = 'UserSignedOutEverywhere' AND data->>'userId' = $1`,
        [coach.userId],
      );
      expect(events[0]!.n).toBe(1);
    });

    it('a coach whose edit rights were removed loses the write socket, and the old write token is refused', async () => {
      const owner = await signUpUser(api, 'team-owner@example.com', 'Olly Owner');
      const coach = await signUpUser(api, 'team-coach@example.com', 'Cory Coach');
      const team = await createTeam(api, owner);
      await joinAs(api, owner, team.id, coach, 'coach');
      const board = await createBoard(api, owner.cookie, { visibility: 'team', teamId: team.id });
      const { token, mode } = await tokenFor(coach.cookie, board.documentName);
      expect(mode).toBe('write');
      const client = await connect(board.documentName, token);
      expect(client.provider.authorizedScope).toBe('read-write');

      const demoted = await api.request({
        method: 'PUT',
        url: `/api/teams/${team.id}/members/${coach.userId}/role`,
        cookie: owner.cookie,
        body: { role: 'member' },
      });
      expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
      await expectCutOff(client, 'access-changed');
      const again = await connect(board.documentName, token, { awaitSync: false });
      expect(await again.denied).toBe('access-changed');
      // what the API issues now is a read token, which still opens the board read-only
      const fresh = await tokenFor(coach.cookie, board.documentName);
      expect(fresh.mode).toBe('read');
      const reader = await connect(board.documentName, fresh.token);
      expect(reader.provider.authorizedScope).toBe('readonly');
    });

    it("a coach removed from the team leaves the team plan's presence room within a second, and the old token is refused", async () => {
      const owner = await signUpUser(api, 'presence-owner@example.com', 'Pat Presence');
      const member = await signUpUser(api, 'presence-member@example.com', 'Max Member');
      const team = await createTeam(api, owner);
      // a coach: a team plan not yet published is for the team's staff
      await joinAs(api, owner, team.id, member, 'coach');
      const plan = await createPlan(api, owner.cookie, { visibility: 'team', teamId: team.id });
      const room = `plan:${plan.id}`;
      const { token } = await tokenFor(member.cookie, room);
      const client = await connect(room, token);
      expect(client.provider.authorizedScope).toBe('readonly');

      const removed = await api.request({
        method: 'DELETE',
        url: `/api/teams/${team.id}/members/${member.userId}`,
        cookie: owner.cookie,
      });
      expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
      await expectCutOff(client, 'access-changed');
      const again = await connect(room, token, { awaitSync: false });
      expect(await again.denied).toBe('access-changed');
    });

    it('an expiring token closes the socket (token-expired) and cannot reconnect', async () => {
      const coach = await signUpUser(api, 'expiring@example.com', 'Exie Expiring');
      const board = await createBoard(api, coach.cookie);
      // the API's own token answers once the board's read model has it
      await tokenFor(coach.cookie, board.documentName);
      // What the API would issue for this session, living two seconds instead of five minutes.
      const sessionId = hashToken(decodeURIComponent(coach.cookie.split('=')[1]!));
      const { token } = issueCollabToken(
        {
          documentName: board.documentName,
          mode: 'write',
          userId: coach.userId,
          shareLinkId: null,
          sessionId,
          now: new Date(),
          ttlSeconds: 2,
        },
        hmacSigner(TEST_COLLAB_SECRET),
      );
      const client = await connect(board.documentName, token);
      expect(client.provider.authorizedScope).toBe('read-write');
      expect(await waitFor(() => client.closeReasons.includes('token-expired'), 4_000)).toBe(true);
      client.close();
      const again = await connect(board.documentName, token, { awaitSync: false });
      expect(await again.denied).toBe('token-expired');
    });
  },
);
