/**
 * A real collab server on 127.0.0.1 over a test database, with the boards read model running, for *.int.spec.ts:
 *
 *   const kit = await openCollabTestKit(target);
 *   const boardId = await kit.createBoard({ ownerId: 'u1' });
 *   const client = await kit.connect(`board:${boardId}`, kit.token(`board:${boardId}`, { userId: 'u1' }));
 *
 * `restart()` closes the collab server (storing what it holds) and starts a fresh one on the same database.
 */
import {
  BOARD_STREAM_TYPE,
  FORMATION_STREAM_TYPE,
  boardDecider,
  boardStreamId,
  formationDecider,
  formationInputSchema,
  formationStreamId,
  issueCollabToken,
  type BoardCommand,
  type FormationCommand,
  type FormationState,
  type BoardState,
  type CollabMode,
  type EventMetadata,
  type ShareLinkMode,
  type Visibility,
} from '@sideline/domain';
import { EventStore, runMigrations, type Database } from '@sideline/eventstore';
import type { DatabaseTarget } from '@sideline/eventstore/testing/test-databases';
import {
  ProjectionRunner,
  boardShareLinkMigrations,
  boardsProjection,
  findBoard,
  findFormationAccess,
  formationsProjection,
  insertShareLink,
  migrateProjections,
  plansProjection,
  teamsProjection,
} from '@sideline/projections';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Y from 'yjs';
import { hmacSigner } from '../auth/collab-token-signer';
import { SidelineCollab, type SidelineCollabOptions } from '../sideline-collab';
import { connectClient, synced, waitUntil, type TestClient } from './collab-test-client';

export { connectCollabClient, holdsWithin, waitUntil, type TestClient } from './collab-test-client';

export const TEST_COLLAB_SECRET = 'test-collab-secret-0123456789abcdef';
export const sign = hmacSigner(TEST_COLLAB_SECRET);

/** For servers in tests and benches without the users read model: every token's user is an active site admin. */
export const tokenUsersAreAdmins = async (userId: string) => ({
  actor: { userId, role: 'admin' as const },
  active: true,
});

export interface CollabTestKit {
  db: Database;
  store: EventStore;
  collab: SidelineCollab;
  url: string;
  createBoard(options?: { ownerId?: string; visibility?: Visibility; teamId?: string | null }): Promise<string>;
  createShareLink(boardId: string, mode: ShareLinkMode): Promise<{ linkId: string; token: string }>;
  command(boardId: string, command: BoardCommand): Promise<void>;
  /** a formation (public unless told), its diagram `formation:<id>` empty */
  createFormation(options?: { ownerId?: string; visibility?: Visibility }): Promise<string>;
  formationCommand(formationId: string, command: FormationCommand): Promise<void>;
  token(
    documentName: string,
    claims?: {
      mode?: CollabMode;
      userId?: string | null;
      shareLinkId?: string | null;
      sessionId?: string | null;
      ttlSeconds?: number;
      now?: Date;
    },
  ): string;
  /**
   * Who the kit's users are now, as the collab server's account lookup sees them. A user not named here is an
   * active site admin (so tokens alone decide); set one to test a disabled account or a changed role.
   */
  accounts: Map<
    string,
    {
      role: 'admin' | 'user';
      active: boolean;
      teamRoles?: Record<string, 'owner' | 'admin' | 'coach' | 'member'>;
      archivedTeamIds?: string[];
    }
  >;
  /** sign-in sessions that ended (signed out): tokens naming them are refused, their connections closed */
  endedSessions: Set<string>;
  connect(documentName: string, token: string, options?: { doc?: Y.Doc; awaitSync?: boolean }): Promise<TestClient>;
  /** a client of another collab server (a second instance on the same database) */
  connectTo(url: string, documentName: string, token: string): Promise<TestClient>;
  restart(options?: Partial<SidelineCollabOptions>): Promise<void>;
  close(): Promise<void>;
}

const metadata = (actorId: string | null): EventMetadata => {
  const commandId = randomUUID();
  return { actorId, commandId, correlationId: commandId, causationId: null, at: new Date().toISOString() };
};

export async function openCollabTestKit(
  target: DatabaseTarget,
  options: Partial<SidelineCollabOptions> = {},
): Promise<CollabTestKit> {
  const db = await target.open();
  const store = await EventStore.open(db);
  await runMigrations(db, 'board-share-links', boardShareLinkMigrations);
  // plans_view: presence rooms (`plan:<id>`) are open to whoever may read the plan
  await migrateProjections(db, [boardsProjection, formationsProjection, plansProjection, teamsProjection]);
  const runner = new ProjectionRunner({
    db,
    store,
    projections: [boardsProjection, formationsProjection],
    owner: `collab-test-${randomUUID()}`,
    pollIntervalMs: 25,
  });
  await runner.start();
  const clients: TestClient[] = [];
  let http: Server;
  let collab: SidelineCollab;
  let url = '';
  let currentOptions = options;
  const accounts: CollabTestKit['accounts'] = new Map();
  const endedSessions = new Set<string>();
  const lookup = async (userId: string) => {
    const account = accounts.get(userId) ?? { role: 'admin' as const, active: true };
    const archived = account.archivedTeamIds ? { archivedTeamIds: account.archivedTeamIds } : {};
    return {
      actor: {
        userId,
        role: account.role,
        ...(account.teamRoles ? { teamRoles: account.teamRoles } : {}),
        ...archived,
      },
      active: account.active,
    };
  };

  const start = async () => {
    collab = await SidelineCollab.start({
      store,
      db,
      secret: TEST_COLLAB_SECRET,
      followPollIntervalMs: 50,
      accounts: lookup,
      sessions: async (id) => !endedSessions.has(id),
      recheckIntervalMs: 250,
      ...currentOptions,
    });
    http = createServer((_req, res) => res.writeHead(404).end());
    collab.attach(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/collab`;
  };
  const stop = async () => {
    for (const client of clients.splice(0)) client.close();
    await collab.close();
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  };

  const command = async (boardId: string, cmd: BoardCommand) => {
    const stream = await store.readStream(boardStreamId(boardId));
    const state = stream.events.reduce<BoardState>(
      (s, e) => boardDecider.evolve(s, { type: e.type, data: e.data } as never),
      boardDecider.initialState(),
    );
    const events = boardDecider.decide(cmd, state);
    const appended = await store.append(
      boardStreamId(boardId),
      events.map((event) => ({ eventId: randomUUID(), type: event.type, data: event.data, metadata: metadata(null) })),
      { expectedVersion: stream.version === 0 ? 'no_stream' : stream.version, streamType: BOARD_STREAM_TYPE },
    );
    // The collab server reads the boards read model: wait until it has seen this.
    await waitUntil(
      async () => {
        const rows = await db.query<{ v: number }>('SELECT stream_version AS v FROM boards_view WHERE board_id = $1', [
          boardId,
        ]);
        return (rows[0]?.v ?? 0) >= appended.nextExpectedVersion;
      },
      5_000,
      `read model of board ${boardId}`,
    );
  };

  const formationCommand = async (formationId: string, cmd: FormationCommand) => {
    const stream = await store.readStream(formationStreamId(formationId));
    const state = stream.events.reduce<FormationState>(
      (s, e) => formationDecider.evolve(s, { type: e.type, data: e.data } as never),
      formationDecider.initialState(),
    );
    const events = formationDecider.decide(cmd, state);
    const appended = await store.append(
      formationStreamId(formationId),
      events.map((event) => ({ eventId: randomUUID(), type: event.type, data: event.data, metadata: metadata(null) })),
      { expectedVersion: stream.version === 0 ? 'no_stream' : stream.version, streamType: FORMATION_STREAM_TYPE },
    );
    await waitUntil(
      async () => {
        const rows = await db.query<{ v: number }>(
          'SELECT stream_version AS v FROM formations WHERE formation_id = $1',
          [formationId],
        );
        return (rows[0]?.v ?? 0) >= appended.nextExpectedVersion;
      },
      5_000,
      `read model of formation ${formationId}`,
    );
  };

  await start();
  const kit: CollabTestKit = {
    db,
    store,
    get collab() {
      return collab;
    },
    get url() {
      return url;
    },
    async createBoard({ ownerId = 'owner-1', visibility = 'private', teamId = null } = {}) {
      const boardId = randomUUID();
      await command(boardId, {
        type: 'CreateBoard',
        data: {
          boardId,
          ownerId,
          name: 'Test board',
          sport: 'quadball',
          courtTemplateId: 'quadball-full',
          teamId,
          visibility,
        },
      });
      await waitUntil(async () => (await findBoard(db, boardId)) !== null, 5_000, 'board row');
      return boardId;
    },
    async createShareLink(boardId, mode) {
      const linkId = randomUUID();
      const token = randomBytes(24).toString('base64url');
      await insertShareLink(db, { id: linkId, boardId, token, mode, createdBy: 'owner-1', createdAt: new Date() });
      await command(boardId, { type: 'CreateBoardShareLink', data: { linkId, mode, createdBy: 'owner-1' } });
      return { linkId, token };
    },
    command,
    async createFormation({ ownerId = 'owner-1', visibility = 'public' } = {}) {
      const formationId = randomUUID();
      const fields = formationInputSchema.parse({ sport: 'basketball', name: 'Test formation', visibility });
      await formationCommand(formationId, {
        type: 'CreateFormation',
        data: { formationId, ownerId, fields, diagram: null, at: new Date().toISOString() },
      });
      await waitUntil(async () => (await findFormationAccess(db, formationId)) !== null, 5_000, 'formation row');
      return formationId;
    },
    formationCommand,
    accounts,
    endedSessions,
    token(
      documentName,
      { mode = 'write', userId = 'owner-1', shareLinkId = null, sessionId = null, ttlSeconds, now = new Date() } = {},
    ) {
      return issueCollabToken(
        { documentName, mode, userId, shareLinkId, sessionId, now, ...(ttlSeconds ? { ttlSeconds } : {}) },
        sign,
      ).token;
    },
    async connect(documentName, token, { doc = new Y.Doc(), awaitSync = true } = {}) {
      const client = connectClient(url, documentName, token, doc);
      clients.push(client);
      if (awaitSync)
        await Promise.race([
          synced(client.provider),
          client.denied.then((reason) => Promise.reject(new Error(`denied: ${reason}`))),
        ]);
      return client;
    },
    async connectTo(otherUrl, documentName, token) {
      const client = connectClient(otherUrl, documentName, token, new Y.Doc());
      clients.push(client);
      await Promise.race([
        synced(client.provider),
        client.denied.then((reason) => Promise.reject(new Error(`denied: ${reason}`))),
      ]);
      return client;
    },
    async restart(next = {}) {
      await stop();
      currentOptions = { ...currentOptions, ...next };
      await start();
    },
    async close() {
      await stop();
      await runner.stop();
      await db.close();
    },
  };
  return kit;
}
