/**
 * A collab server in a process of its own, for the tests that kill it with SIGKILL (no shutdown, no final store) or
 * flood it (its memory is its own). Env: DATA_DIR (PGlite) or DATABASE_URL + DATABASE_SCHEMA; PORT; BOARD_ID, or
 * BOARD_IDS (comma-separated; created when missing); DEBOUNCE_MS. `GET /healthz` answers with process.memoryUsage()
 * (`/healthz?gc` after a collection when started with --expose-gc),
 * `GET /metrics` with the collab server's metrics.
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
  teamsProjection,
} from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { SidelineCollab } from '../sideline-collab';
import { TEST_COLLAB_SECRET, tokenUsersAreAdmins, waitUntil } from './collab-test-kit';

const env = process.env;
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, schema: env.DATABASE_SCHEMA });
const store = await EventStore.open(db);
await runMigrations(db, 'board-share-links', boardShareLinkMigrations);
// the teams' read model too: a board's access says whether its team is archived
await migrateProjections(db, [boardsProjection, teamsProjection]);
const runner = new ProjectionRunner({
  db,
  store,
  projections: [boardsProjection],
  owner: `collab-process-${process.pid}`,
  pollIntervalMs: 25,
});
await runner.start();

const boardIds = (env.BOARD_IDS ?? env.BOARD_ID!).split(',');
for (const boardId of boardIds) {
  if ((await store.streamVersion(boardStreamId(boardId))) !== 0) continue;
  const [created] = boardDecider.decide(
    {
      type: 'CreateBoard',
      data: {
        boardId,
        ownerId: 'owner-1',
        name: 'Test board',
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
for (const boardId of boardIds)
  await waitUntil(async () => (await findBoard(db, boardId)) !== null, 10_000, 'the board row');

const debounce = Number(env.DEBOUNCE_MS ?? 1_000);
const collab = await SidelineCollab.start({
  store,
  db,
  secret: TEST_COLLAB_SECRET,
  accounts: tokenUsersAreAdmins,
  persistence: { debounce, maxDebounce: debounce * 2 },
});
const http = createServer((request, response) => {
  const answer = (body: unknown) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (request.url === '/healthz') return answer(process.memoryUsage());
  // a settled figure (started with --expose-gc): what the process holds, not what it has not collected yet
  if (request.url === '/healthz?gc') return answer(((globalThis as { gc?: () => void }).gc?.(), process.memoryUsage()));
  if (request.url === '/metrics') return answer(collab.metrics());
  response.writeHead(404).end();
});
collab.attach(http);
await new Promise<void>((resolve) => http.listen(Number(env.PORT), '127.0.0.1', resolve));
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
