/**
 * Live collaboration: how long an update takes to reach every other client of its board (p50/p95), and server memory
 * per open document, for Sideline's collab server (token auth, limits, persistence as events on PGlite) against a
 * bare Hocuspocus in the same run. Goal: ours within 1.25× of bare at p95. Plus the size of a formation-like document
 * after 1,000 drag ends of 12 tokens (goal: under 50 KB encoded).
 *
 * Each server runs in a child process (this file, started with COLLAB_BENCH_SERVER=ours|bare) so its memory is its
 * own; the clients are real providers in this process, on 127.0.0.1. Every loop is bounded.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { Hocuspocus } from '@hocuspocus/server';
import { SidelineCollab, hmacSigner } from '@sideline/collab';
import { BOARD_STREAM_TYPE, boardDecider, boardStreamId, issueCollabToken } from '@sideline/domain';
import { EventStore, runMigrations } from '@sideline/eventstore';
import {
  ProjectionRunner,
  boardShareLinkMigrations,
  boardsProjection,
  findBoard,
  migrateProjections,
  teamsProjection,
} from '@sideline/projections';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { benchTargets, percentile, round, type BenchReport } from './bench-databases';

const SECRET = 'bench-collab-secret-0123456789abcdef';
const ELEMENTS_PER_BOARD = 100;
const SCENARIOS = [
  { name: '50 clients on 1 board', boards: 1, clientsPerBoard: 50, updates: 150 },
  { name: '200 clients over 20 boards', boards: 20, clientsPerBoard: 10, updates: 300 },
] as const;
/** Ours and bare take turns, so a busy moment of the machine hits both alike; samples are pooled per server. */
const ROUNDS = 3;
const SETTLE_MS = 2_500;

// ---------- the server side (child process) ----------

async function serve(mode: 'ours' | 'bare', port: number, boardIds: string[]) {
  const http = createServer((request, response) => {
    if (request.url !== '/memory') return void response.writeHead(404).end();
    (globalThis as { gc?: () => void }).gc?.();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(process.memoryUsage()));
  });
  if (mode === 'ours') {
    const db = await benchTargets()[0]!.open();
    const store = await EventStore.open(db);
    await runMigrations(db, 'board-share-links', boardShareLinkMigrations);
    await migrateProjections(db, [boardsProjection, teamsProjection]);
    const runner = new ProjectionRunner({ db, store, projections: [boardsProjection], owner: 'collab-bench' });
    await runner.start();
    for (const boardId of boardIds) {
      const [created] = boardDecider.decide(
        {
          type: 'CreateBoard',
          data: {
            boardId,
            ownerId: 'bench',
            name: 'Bench',
            sport: 'quadball',
            courtTemplateId: 'quadball-full',
            teamId: null,
            visibility: 'private',
          },
        },
        boardDecider.initialState(),
      );
      const commandId = randomUUID();
      await store.append(
        boardStreamId(boardId),
        [
          {
            eventId: randomUUID(),
            type: created!.type,
            data: created!.data,
            metadata: {
              actorId: 'bench',
              commandId,
              correlationId: commandId,
              causationId: null,
              at: new Date().toISOString(),
            },
          },
        ],
        { expectedVersion: 'no_stream', streamType: BOARD_STREAM_TYPE },
      );
    }
    for (let i = 0; i < 500 && !(await findBoard(db, boardIds.at(-1)!)); i++)
      await new Promise((r) => setTimeout(r, 20));
    // The boards exist in the read model now; the projection runner is not part of the collab server (ROLE=collab
    // runs without it), and its polling on the same thread would only add noise.
    await runner.stop();
    // no users read model here: the bench's token user is taken as an active site admin
    const collab = await SidelineCollab.start({
      store,
      db,
      secret: SECRET,
      accounts: async (userId) => ({ actor: { userId, role: 'admin' }, active: true }),
    });
    collab.attach(http);
    // SIGTERM from the bench: close, so the PGlite temp directory is removed.
    process.once(
      'SIGTERM',
      () =>
        void collab
          .close()
          .then(() => db.close())
          .finally(() => process.exit(0)),
    );
  } else {
    const hocuspocus = new Hocuspocus({ quiet: true });
    const sockets = new WebSocketServer({ noServer: true });
    sockets.on('connection', (socket, request) => hocuspocus.handleConnection(socket, request));
    http.on('upgrade', (request, socket, head) =>
      sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request)),
    );
  }
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  process.stdout.write('ready\n');
}

// ---------- the client side (this process) ----------

interface Client {
  doc: Y.Doc;
  destroy(): void;
}

async function startServer(mode: 'ours' | 'bare', boardIds: string[]): Promise<{ child: ChildProcess; port: number }> {
  const port = 3300 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: {
      ...process.env,
      COLLAB_BENCH_SERVER: mode,
      COLLAB_BENCH_PORT: String(port),
      COLLAB_BENCH_BOARDS: boardIds.join(','),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`${mode} collab server exited with ${code}`)));
  });
  return { child, port };
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function connect(port: number, name: string): Promise<Client> {
  const doc = new Y.Doc();
  const token = issueCollabToken(
    { documentName: name, mode: 'write', userId: 'bench', shareLinkId: null, sessionId: null, now: new Date() },
    hmacSigner(SECRET),
  ).token;
  const socket = new HocuspocusProviderWebsocket({
    url: `ws://127.0.0.1:${port}/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name, token, document: doc });
  provider.attach();
  await waitFor(() => provider.isSynced, 30_000, `sync of ${name}`);
  return { doc, destroy: () => (provider.destroy(), socket.destroy()) };
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** Time from one client's update until every other client of the board has it. */
function fanOut(sender: Client, others: Client[], key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let waiting = others.length;
    const started = performance.now();
    const timer = setTimeout(() => reject(new Error(`update ${key} did not reach every client`)), 10_000);
    for (const other of others) {
      const map = other.doc.getMap('board');
      const seen = () => {
        if (!map.has(key)) return;
        map.unobserve(seen);
        if (--waiting === 0) {
          clearTimeout(timer);
          resolve(performance.now() - started);
        }
      };
      map.observe(seen);
    }
    sender.doc.getMap('board').set(key, { by: sender.doc.clientID, at: Date.now() });
  });
}

/** A board's worth of drawing: elements as maps, as the canvas binding stores them. */
function draw(client: Client) {
  const elements = client.doc.getArray<Y.Map<unknown>>('elements');
  client.doc.transact(() => {
    for (let i = 0; i < ELEMENTS_PER_BOARD; i++) {
      const element = new Y.Map<unknown>();
      for (const [k, v] of Object.entries({
        id: `el-${i}`,
        type: 'ellipse',
        x: i * 3,
        y: i * 2,
        width: 40,
        height: 40,
        angle: 0,
        strokeColor: '#1e1e1e',
        backgroundColor: '#2563eb',
        roughness: 1,
        opacity: 100,
        seed: i,
      }))
        element.set(k, v);
      elements.push([element]);
    }
  });
}

async function measure(mode: 'ours' | 'bare') {
  const boardIds = Array.from({ length: 1 + SCENARIOS[1].boards }, () => randomUUID());
  const { child, port } = await startServer(mode, boardIds);
  const memory = async () =>
    ((await (await fetch(`http://127.0.0.1:${port}/memory`)).json()) as { heapUsed: number }).heapUsed;
  const clients: Client[] = [];
  try {
    const heapBefore = await memory();
    const latencies: number[][] = [];
    let next = 0;
    for (const scenario of SCENARIOS) {
      const boards: Client[][] = [];
      for (let b = 0; b < scenario.boards; b++) {
        const name = `board:${boardIds[next++]}`;
        const group = await Promise.all(Array.from({ length: scenario.clientsPerBoard }, () => connect(port, name)));
        clients.push(...group);
        draw(group[0]!);
        await waitFor(
          () => group.every((c) => c.doc.getArray('elements').length === ELEMENTS_PER_BOARD),
          30_000,
          'the drawing',
        );
        boards.push(group);
      }
      // Let the stores of the drawing (2 s after the last change) pass: measure editing, not the initial save.
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const samples: number[] = [];
      for (let i = 0; i < scenario.updates; i++) {
        const group = boards[i % boards.length]!;
        const sender = group[i % group.length]!;
        samples.push(
          await fanOut(
            sender,
            group.filter((c) => c !== sender),
            `u${i}`,
          ),
        );
      }
      latencies.push(samples);
    }
    const documents = boardIds.length;
    const heapPerDocument = (await memory()) - heapBefore;
    return { latencies, memoryPerDocumentKb: heapPerDocument / documents / 1024 };
  } finally {
    for (const client of clients) client.destroy();
    await stopServer(child);
  }
}

/** Drag ends of tokens on a formation: one Y.Map of positions, one set per drag end. */
function formationSize(drags: number, tokens: number): number {
  const doc = new Y.Doc();
  const positions = doc.getMap<{ x: number; y: number }>('positions');
  for (let i = 0; i < drags; i++)
    positions.set(`token-${i % tokens}`, { x: Math.round(Math.random() * 400), y: Math.round(Math.random() * 250) });
  return Y.encodeStateAsUpdate(doc).byteLength;
}

export async function run(report: BenchReport): Promise<void> {
  const pooled = {
    ours: { latencies: SCENARIOS.map(() => [] as number[]), memory: [] as number[] },
    bare: { latencies: SCENARIOS.map(() => [] as number[]), memory: [] as number[] },
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of round % 2 === 0 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const)) {
      const result = await measure(mode);
      result.latencies.forEach((samples, i) => pooled[mode].latencies[i]!.push(...samples));
      pooled[mode].memory.push(result.memoryPerDocumentKb);
    }
  }
  const ours = { latencies: pooled.ours.latencies, memoryPerDocumentKb: percentile(pooled.ours.memory, 50) };
  const bare = { latencies: pooled.bare.latencies, memoryPerDocumentKb: percentile(pooled.bare.memory, 50) };
  SCENARIOS.forEach((scenario, i) => {
    for (const p of [50, 95] as const) {
      const mine = percentile(ours.latencies[i]!, p);
      const theirs = percentile(bare.latencies[i]!, p);
      report({
        name: `${scenario.name}: update reaches every other client, p${p}`,
        value: round(mine, 2),
        unit: 'ms',
        ratio: round(mine / theirs),
        note: `bare Hocuspocus ${round(theirs, 2)} ms${p === 95 ? '; goal ≤ 1.25×' : ''}`,
      });
    }
  });
  report({
    name: 'server heap per open board (100 elements, ~12 clients)',
    value: round(ours.memoryPerDocumentKb, 0),
    unit: 'KB',
    ratio: round(ours.memoryPerDocumentKb / bare.memoryPerDocumentKb),
    note: `bare Hocuspocus ${round(bare.memoryPerDocumentKb, 0)} KB`,
  });
  const formation = formationSize(1_000, 12);
  report({
    name: 'formation after 1,000 drag ends of 12 tokens, encoded',
    value: round(formation / 1024, 1),
    unit: 'KB',
    note: 'goal < 50 KB',
  });
  report({
    name: 'formation after 12,000 drag ends (1,000 per token), encoded',
    value: round(formationSize(12_000, 12) / 1024, 1),
    unit: 'KB',
    note: 'for scale: history of overwritten positions stays as tombstones',
  });
}

if (process.env.COLLAB_BENCH_SERVER) {
  await serve(
    process.env.COLLAB_BENCH_SERVER as 'ours' | 'bare',
    Number(process.env.COLLAB_BENCH_PORT),
    process.env.COLLAB_BENCH_BOARDS!.split(','),
  );
}
