import { connectCollabClient, waitUntil, type TestClient } from '@sideline/collab/testing/collab-test-kit';
import { EventStore, openDatabase, type Database } from '@sideline/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readFileSync } from 'node:fs';
import { call, collabToken as fetchCollabToken, createBoard, signUp, type Session } from './testing/cluster-client';
import { nginxAvailable, startCluster, type RunningCluster } from './start-cluster';

/**
 * One real cluster for the whole file (starting it costs tens of seconds): nginx, two api, two collab and two
 * projections processes on a database of their own on TEST_DATABASE_URL's server, and Redis. The tests that kill
 * processes come last, so the earlier ones see the full topology.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL) && nginxAvailable();

/** Every (client, clock) the board's stored updates hold, in log order: an item stored twice appears twice. */
async function storedItems(store: EventStore, boardId: string): Promise<{ items: string[]; replayed: Y.Doc }> {
  const stream = await store.readStream(`board-${boardId}`);
  const items: string[] = [];
  const replayed = new Y.Doc();
  for (const event of stream.events.filter((e) => e.type === 'BoardDocumentUpdated')) {
    const update = new Uint8Array(Buffer.from(String((event.data as { update: string }).update), 'base64'));
    Y.applyUpdate(replayed, update);
    for (const struct of Y.decodeUpdate(update).structs) {
      if (struct.constructor.name === 'Skip') continue;
      for (let i = 0; i < struct.length; i++) items.push(`${struct.id.client}:${struct.id.clock + i}`);
    }
  }
  return { items, replayed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!enabled)('a cluster: nginx, two api, two collab and two projections processes', () => {
  let cluster: RunningCluster;
  let db: Database;
  let store: EventStore;
  let coach: Session;
  const clients: TestClient[] = [];
  /** every secret the run handled: none may appear in any process's log */
  const secrets: string[] = [];
  const collabToken = async (base: string, session: Session, documentName: string) => {
    const token = await fetchCollabToken(base, session, documentName);
    secrets.push(token);
    return token;
  };
  const remember = (session: Session) => {
    secrets.push(session.password, session.cookie.split('=')[1]!);
    return session;
  };
  const wsUrl = (base: string) => `${base.replace(/^http/, 'ws')}/collab`;

  beforeAll(async () => {
    cluster = await startCluster({
      env: { COLLAB_DEBOUNCE_MS: '200', COLLAB_MAX_DEBOUNCE_MS: '1000', PROJECTION_LEASE_MS: '3000' },
    });
    db = await openDatabase({ databaseUrl: cluster.databaseUrl });
    store = await EventStore.open(db);
    coach = remember(await signUp(cluster.url, 'Cluster coach'));
    secrets.push(cluster.collabSecret);
  }, 360_000);
  afterAll(async () => {
    for (const client of clients) client.close();
    await db?.close();
    await cluster?.stop();
  }, 60_000);

  it('one session works on both api instances and through the proxy', async () => {
    const session = remember(await signUp(cluster.byName('api-1').url));
    for (const base of [cluster.byName('api-1').url, cluster.byName('api-2').url, cluster.url]) {
      const me = await call(base, '/api/auth/me', { cookie: session.cookie });
      expect(me.status).toBe(200);
      expect(me.json.user.email).toBe(session.email);
    }
    // Signing out on one instance ends the session on the other.
    expect(
      (await call(cluster.byName('api-2').url, '/api/auth/logout', { method: 'POST', cookie: session.cookie })).status,
    ).toBe(204);
    expect(
      (await call(cluster.byName('api-1').url, '/api/auth/me', { cookie: session.cookie })).json.user ?? null,
    ).toBeNull();
  });

  it('an Idempotency-Key retried on the other api instance replays the first answer; the live feed of one instance hears a write on the other', async () => {
    // Listen on api-2's live feed before writing through api-1.
    const live = await fetch(`${cluster.byName('api-2').url}/api/live`, {
      headers: { cookie: coach.cookie, accept: 'text/event-stream' },
    });
    expect(live.status).toBe(200);
    const reader = live.body!.getReader();
    let heard = '';
    const key = crypto.randomUUID();
    const body = { name: 'Once only', sport: 'quadball', courtTemplateId: 'quadball-full' };
    const first = await call(cluster.byName('api-1').url, '/api/boards', {
      cookie: coach.cookie,
      body,
      headers: { 'idempotency-key': key },
    });
    const retried = await call(cluster.byName('api-2').url, '/api/boards', {
      cookie: coach.cookie,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    expect(retried.status).toBe(201);
    const boardId = first.json.board.id as string;
    expect(retried.json.board.id).toBe(boardId);
    const [{ n }] = (await db.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE stream_id = $1`, [
      `board-${boardId}`,
    ])) as [{ n: string }];
    expect(Number(n)).toBe(1);
    const deadline = Date.now() + 15_000;
    while (!heard.includes(`board:${boardId}`) && Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), sleep(1_000).then(() => null)]);
      if (chunk && !chunk.done) heard += new TextDecoder().decode(chunk.value);
    }
    await reader.cancel();
    expect(heard).toContain(`board:${boardId}`);
  });

  it('a login limit holds across api instances (counted in Redis)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const base = cluster.byName(i % 2 ? 'api-2' : 'api-1').url;
      statuses.push(
        (await call(base, '/api/auth/login', { body: { email: coach.email, password: 'not the password at all' } }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Neither instance could have counted alone: each saw three failures. And the counts are not in the database.
    expect(await db.query('SELECT key FROM auth_throttle')).toEqual([]);
  });

  it('two people on different collab instances edit one board live, and every change is stored exactly once', async () => {
    const boardId = await createBoard(cluster.url, coach);
    const doc = `board:${boardId}`;
    const anna = await connectCollabClient(
      wsUrl(cluster.byName('collab-1').url),
      doc,
      await collabToken(cluster.url, coach, doc),
    );
    const ben = await connectCollabClient(
      wsUrl(cluster.byName('collab-2').url),
      doc,
      await collabToken(cluster.url, coach, doc),
    );
    clients.push(anna, ben);
    anna.provider.setAwarenessField('cursor', { x: 3, y: 4 });
    await waitUntil(
      () =>
        [...ben.provider.awareness!.getStates().values()].some(
          (s) => (s as { cursor?: { x: number } }).cursor?.x === 3,
        ),
      10_000,
      'anna’s cursor at ben',
    );
    for (let i = 0; i < 30; i++) {
      (i % 2 ? ben : anna).doc.getArray<string>('order').push([`edit-${i}`]);
      await sleep(20);
    }
    await waitUntil(
      () => anna.doc.getArray('order').length === 30 && ben.doc.getArray('order').length === 30,
      10_000,
      'both to see every edit',
    );
    await anna.storedOwnEdits(20_000);
    await ben.storedOwnEdits(20_000);
    await sleep(3_500); // past each instance's backstop for the other's changes: it must append nothing
    const { items, replayed } = await storedItems(store, boardId);
    expect(new Set(items).size).toBe(items.length);
    expect(replayed.getArray('order').toJSON()).toEqual(anna.doc.getArray('order').toJSON());
  });

  it('every role reports Prometheus metrics and readiness; the proxy does not expose metrics', async () => {
    const scrape = async (name: string) => {
      const response = await fetch(`${cluster.byName(name).url}/metrics`);
      expect(response.status).toBe(200);
      return response.text();
    };
    const api = (await scrape('api-1')) + (await scrape('api-2'));
    expect(api).toMatch(/sideline_http_request_duration_seconds_bucket\{[^}]*route="\/api\/boards"/);
    expect(api).toMatch(/sideline_commands_total\{[^}]*stream_type="board"[^}]*outcome="appended"[^}]*\} [1-9]/);
    expect(api).toMatch(/sideline_events_appended_total\{[^}]*stream_type="board"[^}]*\} [1-9]/);
    const collab = (await scrape('collab-1')) + (await scrape('collab-2'));
    for (const metric of [
      'sideline_collab_documents',
      'sideline_collab_connections',
      'sideline_collab_store_duration_seconds_count',
    ])
      expect(collab).toContain(metric);
    const projections = await scrape('projections-1');
    expect(projections).toMatch(/sideline_projection_position\{[^}]*projection="boards"[^}]*\} [1-9]/);
    expect(projections).toMatch(/sideline_projection_lag_events\{[^}]*projection="boards"/);
    for (const p of cluster.processes) expect((await fetch(`${p.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${cluster.url}/metrics`)).status).toBe(404);
  });

  it('a projections process killed mid-stream hands its read models over within seconds, skipping and repeating nothing', async () => {
    const leases = await db.query<{ name: string; owner: string }>(
      'SELECT name, owner FROM projection_leases WHERE name = $1',
      ['boards'],
    );
    expect(leases).toHaveLength(1);
    const holder = cluster.processes.find(
      (p) => p.role === 'projections' && leases[0]!.owner.startsWith(`sideline-${p.child.pid}-`),
    )!;
    expect(holder).toBeDefined();
    const created: string[] = [];
    const writing = (async () => {
      for (let i = 0; i < 12; i++) {
        created.push(await createBoard(cluster.url, coach, `Failover ${i}`));
        await sleep(150);
      }
    })();
    await sleep(600);
    const killedAt = Date.now();
    await cluster.kill(holder.name);
    await writing;
    await waitUntil(
      async () => {
        const rows = await db.query<{ owner: string }>(
          'SELECT owner FROM projection_leases WHERE name = $1 AND expires_at > now()',
          ['boards'],
        );
        return rows.length === 1 && !rows[0]!.owner.startsWith(`sideline-${holder.child.pid}-`);
      },
      15_000,
      'another process to hold the boards read model',
    );
    const handedOverMs = Date.now() - killedAt;
    expect(handedOverMs).toBeLessThan(15_000);
    await waitUntil(
      async () => {
        const rows = await db.query<{ n: string }>(
          'SELECT count(*) AS n FROM boards_view WHERE board_id = ANY($1::text[])',
          [created],
        );
        return Number(rows[0]!.n) === created.length;
      },
      20_000,
      'every board created around the kill in the read model',
    );
    // No event applied twice nor skipped: the checkpoint counted every event of the log exactly once, and each board's
    // row is at its stream's version.
    const head = await store.head();
    await waitUntil(
      async () => {
        const [checkpoint] = await db.query<{ global_position: string }>(
          'SELECT global_position FROM projection_checkpoints WHERE name = $1',
          ['boards'],
        );
        return BigInt(checkpoint!.global_position) >= head.position.globalPosition;
      },
      20_000,
      'the boards checkpoint at the head',
    );
    const [counted] = await db.query<{ events_processed: string; global_position: string }>(
      'SELECT events_processed, global_position FROM projection_checkpoints WHERE name = $1',
      ['boards'],
    );
    const [logged] = await db.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE global_position <= $1', [
      counted!.global_position,
    ]);
    expect(Number(counted!.events_processed)).toBe(Number(logged!.n));
    const versions = await db.query<{ board_id: string; stream_version: number; version: number }>(
      `SELECT b.board_id, b.stream_version, (SELECT max(e.stream_version) FROM events e WHERE e.stream_id = 'board-' || b.board_id) AS version FROM boards_view b WHERE b.board_id = ANY($1::text[])`,
      [created],
    );
    expect(versions.every((row) => row.stream_version === row.version)).toBe(true);
    console.log(`[cluster] boards read model handed over ${handedOverMs} ms after the SIGKILL`);
  });

  it('a collab instance SIGKILLed mid-edit loses nothing: its clients reconnect through the proxy and every edit is stored once', async () => {
    const boardId = await createBoard(cluster.url, coach);
    const doc = `board:${boardId}`;
    // Two connections in a row through nginx's round robin land on the two instances.
    const connectionsOn = async (name: string) =>
      Number(
        (await (await fetch(`${cluster.byName(name).url}/metrics`)).text()).match(
          /^sideline_collab_connections(?:\{[^}]*\})? (\d+)/m,
        )?.[1] ?? NaN,
      );
    const before = { one: await connectionsOn('collab-1'), two: await connectionsOn('collab-2') };
    const anna = await connectCollabClient(wsUrl(cluster.url), doc, await collabToken(cluster.url, coach, doc));
    const ben = await connectCollabClient(wsUrl(cluster.url), doc, await collabToken(cluster.url, coach, doc));
    clients.push(anna, ben);
    // One of them is on the instance about to die, and the other on the survivor.
    expect(await connectionsOn('collab-1')).toBe(before.one + 1);
    expect(await connectionsOn('collab-2')).toBe(before.two + 1);
    let acknowledged: { anna: string[]; ben: string[] } = { anna: [], ben: [] };
    let editing = true;
    let n = 0;
    const edits = (async () => {
      while (editing) {
        anna.doc.getArray<string>('order').push([`anna-${n}`]);
        ben.doc.getArray<string>('order').push([`ben-${n}`]);
        n++;
        await sleep(40);
      }
    })();
    await sleep(1_500);
    // What each client had been told was stored when the instance died.
    acknowledged = { anna: [...anna.stateless], ben: [...ben.stateless] };
    await cluster.kill('collab-1');
    await sleep(2_000);
    editing = false;
    await edits;
    await waitUntil(
      () => anna.doc.getArray('order').length === 2 * n && ben.doc.getArray('order').length === 2 * n,
      20_000,
      'both clients to reconnect and converge',
    );
    await anna.storedOwnEdits(30_000);
    await ben.storedOwnEdits(30_000);
    const { items, replayed } = await storedItems(store, boardId);
    expect(new Set(items).size).toBe(items.length);
    const stored = replayed.getArray<string>('order').toJSON() as string[];
    expect(stored).toHaveLength(2 * n);
    expect(new Set(stored)).toEqual(new Set(anna.doc.getArray<string>('order').toJSON() as string[]));
    // Everything acknowledged before the kill is in the log (it is: the whole document is, each item once).
    expect(acknowledged.anna.length + acknowledged.ben.length).toBeGreaterThan(0);
  });

  it('SIGTERM: a projections process releases its read models at once and exits cleanly within the bound', async () => {
    const survivor = cluster.processes.find(
      (p) => p.role === 'projections' && p.child.exitCode === null && p.child.signalCode === null,
    )!;
    const owner = `sideline-${survivor.child.pid}-`;
    const held = await db.query<{ name: string }>('SELECT name FROM projection_leases WHERE owner LIKE $1', [
      `${owner}%`,
    ]);
    expect(held.length).toBeGreaterThan(0);
    const started = Date.now();
    expect(await cluster.terminate(survivor.name)).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    // Released, not left to expire: a standby could take over at once.
    expect(await db.query('SELECT name FROM projection_leases WHERE owner LIKE $1', [`${owner}%`])).toEqual([]);
  });

  it('logs one JSON line per request with its ids, and never a password, session token, collab token or secret', async () => {
    const lines = cluster.processes.flatMap((p) =>
      readFileSync(p.logFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => ({ process: p.name, line })),
    );
    const notJson = lines.filter(({ line }) => !line.startsWith('{'));
    expect(notJson).toEqual([]);
    const requests = lines
      .filter(({ process }) => process.startsWith('api-'))
      .map(({ line }) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request');
    const created = requests.find(
      (entry) => entry.route === '/api/boards' && entry.method === 'POST' && entry.status === 201,
    );
    expect(created).toMatchObject({
      requestId: expect.any(String),
      correlationId: expect.any(String),
      commandId: expect.any(String),
      userId: expect.any(String),
    });
    expect(secrets.length).toBeGreaterThan(5);
    for (const secret of secrets)
      expect(lines.filter(({ line }) => line.includes(secret)).map(({ process }) => process)).toEqual([]);
  });
});
