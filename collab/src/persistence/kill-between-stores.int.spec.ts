import { afterAll, describe, expect, it } from 'vitest';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { issueCollabToken } from '@sideline/domain';
import { PostgresDatabase } from '@sideline/eventstore';
import { databaseTargets, freshSchemaName } from '@sideline/eventstore/testing/test-databases';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { sign, waitUntil } from '../testing/collab-test-kit';
import { STORED_MESSAGE_TYPE } from './event-log-persistence';

const fixture = fileURLToPath(new URL('../testing/collab-process.fixture.ts', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('"ready":true')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`collab process exited with ${code} before it was ready`)));
  });
  return child;
}

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

interface Client {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  stored: string[];
  destroy(): void;
}

function connect(url: string, name: string): Client {
  const doc = new Y.Doc();
  const stored: string[] = [];
  const { token } = issueCollabToken(
    { documentName: name, mode: 'write', userId: 'owner-1', shareLinkId: null, sessionId: null, now: new Date() },
    sign,
  );
  // Quick reconnects: the killed server comes back within seconds on the same port.
  const socket = new HocuspocusProviderWebsocket({
    url,
    WebSocketPolyfill: WebSocket,
    delay: 100,
    minDelay: 100,
    maxDelay: 500,
    factor: 1.2,
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    token,
    document: doc,
    onStateless: ({ payload }) => void stored.push(payload),
  });
  provider.attach();
  return { doc, provider, stored, destroy: () => (provider.destroy(), socket.destroy()) };
}

const synced = (client: Client) => waitUntil(() => client.provider.isSynced, 20_000, 'sync');
/** Acknowledged: a stored state vector covers every edit of this client. */
const acknowledged = (client: Client) =>
  waitUntil(
    () => {
      const own = Y.decodeStateVector(Y.encodeStateVector(client.doc)).get(client.doc.clientID) ?? 0;
      return client.stored.some((message) => {
        const parsed = JSON.parse(message) as { type: string; stateVector: string };
        return (
          parsed.type === STORED_MESSAGE_TYPE &&
          (Y.decodeStateVector(Buffer.from(parsed.stateVector, 'base64')).get(client.doc.clientID) ?? 0) >= own
        );
      });
    },
    20_000,
    'the stored acknowledgement',
  );
/** The server applied every edit of this client (in memory only, until the next store). */
const received = (client: Client) =>
  waitUntil(() => client.provider.unsyncedChanges === 0, 10_000, 'the server to apply the edit');

describe.each(databaseTargets())('a collab server killed between stores on $name', (target) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every acknowledged edit, and gets the unstored ones back from clients that still hold them', async () => {
    const env: Record<string, string> = { PORT: String(await freePort()), BOARD_ID: randomUUID(), DEBOUNCE_MS: '1500' };
    if (target.name === 'postgres') {
      env.DATABASE_URL = process.env.TEST_DATABASE_URL!;
      env.DATABASE_SCHEMA = freshSchemaName('collab_kill');
      cleanups.push(async () => {
        const db = await PostgresDatabase.open({ url: env.DATABASE_URL!, schema: 'public' });
        await db.exec(`DROP SCHEMA IF EXISTS "${env.DATABASE_SCHEMA}" CASCADE`);
        await db.close();
      });
    } else {
      env.DATA_DIR = mkdtempSync(join(tmpdir(), 'sideline-collab-kill-'));
      cleanups.push(() => rmSync(env.DATA_DIR!, { recursive: true, force: true }));
    }
    const url = `ws://127.0.0.1:${env.PORT}/collab`;
    const name = `board:${env.BOARD_ID}`;
    const clients: Client[] = [];
    cleanups.push(() => clients.forEach((c) => c.destroy()));

    let server = await startServer(env);
    const drawer = connect(url, name);
    clients.push(drawer);
    await synced(drawer);
    drawer.doc.getMap('shapes').set('a', 'stored before the kill');
    await acknowledged(drawer);
    drawer.doc.getMap('shapes').set('b', 'in memory at the kill, and held by its client');
    await received(drawer);
    await kill(server);

    // The drawer is still running: it reconnects to the new server and sends what the dead one never stored.
    server = await startServer(env);
    await acknowledged(drawer);
    const reader = connect(url, name);
    clients.push(reader);
    await synced(reader);
    expect(reader.doc.getMap('shapes').toJSON()).toEqual({
      a: 'stored before the kill',
      b: 'in memory at the kill, and held by its client',
    });

    drawer.doc.getMap('shapes').set('c', 'stored before the second kill');
    await acknowledged(drawer);
    drawer.doc.getMap('shapes').set('d', 'in memory at the kill, its client gone too');
    await received(drawer);
    // Killed with its clients still there (had they left first, their leaving would have stored "d", racing the
    // kill), then the clients go before the server is back: nobody is left to resend "d".
    await kill(server);
    drawer.destroy();
    reader.destroy();

    server = await startServer(env);
    cleanups.push(() => kill(server));
    const late = connect(url, name);
    clients.push(late);
    await synced(late);
    // Everything acknowledged is there; "d" was inside the debounce window with no client left to resend it.
    expect(late.doc.getMap('shapes').toJSON()).toEqual({
      a: 'stored before the kill',
      b: 'in memory at the kill, and held by its client',
      c: 'stored before the second kill',
    });
  }, 120_000);
});
