/**
 * A collab server in a process of its own, for the test that kills it with SIGKILL (no shutdown, no final store).
 * Env: DATA_DIR (PGlite) or DATABASE_URL + DATABASE_SCHEMA; PORT; BOARD_ID (created when missing); DEBOUNCE_MS.
 * Prints one line `{"ready":true}` when it listens.
 */
import { BOARD_STREAM_TYPE, boardDecider, boardStreamId, type EventMetadata } from '@sideline/domain';
import { EventStore, openDatabase, runMigrations } from '@sideline/eventstore';
import {
  ProjectionRunner,
  boardShareLinkMigrations,
  boardsProjection,
  findBoard,
  migrateProjections,
} from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { SidelineCollab } from '../sideline-collab';
import { TEST_COLLAB_SECRET, tokenUsersAreAdmins, waitUntil } from './collab-test-kit';

const env = process.env;
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, schema: env.DATABASE_SCHEMA });
const store = await EventStore.open(db);
await runMigrations(db, 'board-share-links', boardShareLinkMigrations);
await migrateProjections(db, [boardsProjection]);
const runner = new ProjectionRunner({
  db,
  store,
  projections: [boardsProjection],
  owner: `collab-process-${process.pid}`,
  pollIntervalMs: 25,
});
await runner.start();

const boardId = env.BOARD_ID!;
if ((await store.streamVersion(boardStreamId(boardId))) === 0) {
  const [created] = boardDecider.decide(
    {
      type: 'CreateBoard',
      data: {
        boardId,
        ownerId: 'owner-1',
        name: 'Killed board',
        sport: 'quadball',
        courtTemplateId: 'quadball-full',
        teamId: null,
        visibility: 'private',
      },
    },
    boardDecider.initialState(),
  );
  const commandId = randomUUID();
  const metadata: EventMetadata = {
    actorId: 'owner-1',
    commandId,
    correlationId: commandId,
    causationId: null,
    at: new Date().toISOString(),
  };
  await store.append(
    boardStreamId(boardId),
    [{ eventId: randomUUID(), type: created!.type, data: created!.data, metadata }],
    { expectedVersion: 'no_stream', streamType: BOARD_STREAM_TYPE },
  );
}
await waitUntil(async () => (await findBoard(db, boardId)) !== null, 10_000, 'the board row');

const debounce = Number(env.DEBOUNCE_MS ?? 1_000);
const collab = await SidelineCollab.start({
  store,
  db,
  secret: TEST_COLLAB_SECRET,
  accounts: tokenUsersAreAdmins,
  persistence: { debounce, maxDebounce: debounce * 2 },
});
const http = createServer((_req, res) => res.writeHead(404).end());
collab.attach(http);
await new Promise<void>((resolve) => http.listen(Number(env.PORT), '127.0.0.1', resolve));
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
