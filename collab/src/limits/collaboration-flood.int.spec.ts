import { afterAll, describe, expect, it } from 'vitest';
import { THOROUGH } from '@sideline/eventstore/testing/thorough';
import { PostgresDatabase } from '@sideline/eventstore';
import { databaseTargets, freshSchemaName } from '@sideline/eventstore/testing/test-databases';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as Y from 'yjs';
import { connectCollabClient, sign, waitUntil, type TestClient } from '../testing/collab-test-kit';
import { openRawSocket, rawMessages, readServerNotice, type RawSocket } from '../testing/raw-collab-socket';
import { issueCollabToken } from '@sideline/domain';

/**
 * Issue 25, item 2: one writer on its own board sends 1.5 MB Yjs updates ten times a second (under the 2 MB message
 * cap and the 200 messages/s), reconnecting whenever it is closed. Before the limits the process grew from 240 MB to
 * 1 GB and died. The server runs in a process of its own (its memory is its own), with the V8 heap `npm start` gives
 * it; the attacker is a raw socket, the honest editor a real provider on another board.
 */
const fixture = fileURLToPath(new URL('../testing/collab-process.fixture.ts', import.meta.url));
/** 8 s sends 120 MB, past the memory bound had the limits gone; TEST_THOROUGH=1 floods for 30 s. */
const FLOOD_MS = THOROUGH ? 30_000 : 8_000;
const UPDATE_BYTES = 1.5 * 1024 * 1024;
/** what the process holds (heap + external: messages, PGlite's memory; after a collection) above where it was before */
const MEMORY_GROWTH_BOUND_MB = 100;
/**
 * The slowest /healthz answer allowed: 1 s on a machine with a core to spare. On a shared machine whose load average
 * is above its cores every process (this test's clients too) gets that fraction of a core, so the bound grows with it.
 */
const healthzBoundMs = () => 1_000 * Math.max(1, loadavg()[0]! / availableParallelism());

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-old-space-size=512', '--expose-gc', '--import', 'tsx', fixture], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The refusals are logged (one line each); keep the test's output readable.
  if (process.env.FLOOD_LOG) child.stderr.pipe(createWriteStream(process.env.FLOOD_LOG));
  else child.stderr.resume();
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

const token = (documentName: string) =>
  issueCollabToken(
    { documentName, mode: 'write', userId: 'owner-1', shareLinkId: null, sessionId: null, now: new Date() },
    sign,
  ).token;

/** One 1.5 MB update from a client of its own: each adds that much to the document, as pasted images would. */
const filler = 'x'.repeat(UPDATE_BYTES);
function floodUpdate(i: number): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap('assets').set(`image-${i}`, filler);
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return update;
}

interface Health {
  /** elapsed s / answer ms / heap + external MB, for the log */
  samples: string[];
  slowestMs: number;
  failures: string[];
  peakMb: number;
}

const memoryMb = (usage: NodeJS.MemoryUsage) => (usage.heapUsed + usage.external) / 1024 / 1024;

describe.each(databaseTargets())('a collaboration flood on $name', (target) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('refuses the flooding writer, answers /healthz within a second, stays within its memory and keeps storing another board', async () => {
    const attacked = randomUUID();
    const honest = randomUUID();
    const env: Record<string, string> = {
      PORT: String(await freePort()),
      BOARD_IDS: `${attacked},${honest}`,
      DEBOUNCE_MS: '2000',
    };
    if (target.name === 'postgres') {
      env.DATABASE_URL = process.env.TEST_DATABASE_URL!;
      env.DATABASE_SCHEMA = freshSchemaName('collab_flood');
      cleanups.push(async () => {
        const db = await PostgresDatabase.open({ url: env.DATABASE_URL!, schema: 'public' });
        await db.exec(`DROP SCHEMA IF EXISTS "${env.DATABASE_SCHEMA}" CASCADE`);
        await db.close();
      });
    } else {
      env.DATA_DIR = mkdtempSync(join(tmpdir(), 'sideline-collab-flood-'));
      cleanups.push(() => rmSync(env.DATA_DIR!, { recursive: true, force: true }));
    }
    const server = await startServer(env);
    cleanups.push(() => {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    });
    let exited = null as string | null; // set by the exit handler
    server.once('exit', (code, signal) => (exited = `exited with ${code ?? signal}`));
    const base = `http://127.0.0.1:${env.PORT}`;
    const url = `ws://127.0.0.1:${env.PORT}/collab`;
    /** what the process holds after a collection */
    const readMemory = async () =>
      memoryMb(
        (await (
          await fetch(`${base}/healthz?gc`, { signal: AbortSignal.timeout(5_000) })
        ).json()) as NodeJS.MemoryUsage,
      );

    const editor: TestClient = await connectCollabClient(url, `board:${honest}`, token(`board:${honest}`));
    cleanups.push(() => editor.close());
    editor.doc.getMap('shapes').set('before', 'drawn before the flood');
    await editor.storedOwnEdits(20_000);
    const before = await readMemory();

    const health: Health = { samples: [], slowestMs: 0, failures: [], peakMb: before };
    const refusals: string[] = [];
    let floodSockets = 0;
    let floodSent = 0;
    const deadline = Date.now() + FLOOD_MS;

    const poll = (async () => {
      for (let i = 0; Date.now() < deadline; i++) {
        const started = performance.now();
        try {
          await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) });
          const ms = performance.now() - started;
          health.slowestMs = Math.max(health.slowestMs, ms);
          // every fifth poll also what the process holds
          const mb = i % 5 === 4 ? await readMemory() : null;
          if (mb !== null) health.peakMb = Math.max(health.peakMb, mb);
          health.samples.push(
            `${((FLOOD_MS - deadline + Date.now()) / 1000).toFixed(1)}s/${ms.toFixed(0)}ms${mb === null ? '' : `/${mb.toFixed(0)}MB`}`,
          );
        } catch (error) {
          health.failures.push(`${(error as Error).message}${exited ? ` (${exited})` : ''}`);
          health.slowestMs = Math.max(health.slowestMs, performance.now() - started);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();

    // Ten 1.5 MB updates a second; closed or refused, it opens a new socket and goes on (a hostile client would).
    const attack = (async () => {
      const name = `board:${attacked}`;
      let raw: RawSocket | null = null;
      let socketClosed = true;
      let documentClosed = false;
      for (let i = 0; Date.now() < deadline; i++) {
        if (socketClosed || documentClosed) {
          raw?.close();
          raw = await openRawSocket(url).catch(() => null);
          if (!raw) break;
          floodSockets++;
          socketClosed = false;
          documentClosed = false;
          const opened = raw;
          void opened.closed.then(({ code, reason }) => {
            refusals.push(`socket ${code} ${reason} at ${((FLOOD_MS - deadline + Date.now()) / 1000).toFixed(1)}s`);
            if (raw === opened) socketClosed = true;
          });
          opened.socket.on('message', (data: Buffer) => {
            const notice = readServerNotice(new Uint8Array(data));
            if (notice?.closed) {
              refusals.push(`document ${notice.closed}`);
              if (raw === opened) documentClosed = true;
            }
            if (notice?.stateless?.includes('sideline.refused')) refusals.push(`told ${notice.stateless}`);
          });
          opened.send(rawMessages.auth(name, token(name)));
        }
        if (raw!.socket.readyState === raw!.socket.OPEN) {
          raw!.send(rawMessages.update(name, floodUpdate(i)));
          floodSent++;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      raw?.close();
    })();

    // The honest editor on another board goes on drawing meanwhile.
    const drawing = (async () => {
      for (let i = 0; Date.now() < deadline; i++) {
        editor.doc.getMap('shapes').set(`stroke-${i}`, `drawn during the flood ${i}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();

    await Promise.all([poll, attack, drawing]);
    console.log(
      `flood (load ${loadavg()[0]!.toFixed(1)}): ${floodSent} updates of 1.5 MB over ${floodSockets} sockets; slowest /healthz ${health.slowestMs.toFixed(0)} ms; ` +
        `heap + external ${before.toFixed(0)} MB before, ${health.peakMb.toFixed(0)} MB at the peak; refusals: ${[...new Set(refusals.map((r) => r.split(' {')[0]))].join(', ')}`,
    );
    if (process.env.FLOOD_LOG) console.log(health.samples.join(' '));
    expect(health.failures).toEqual([]);
    expect(exited).toBeNull();
    expect(health.slowestMs).toBeLessThan(healthzBoundMs());
    expect(health.peakMb - before).toBeLessThan(MEMORY_GROWTH_BOUND_MB);
    // The attacker was refused (its board full, or over a rate) and told why.
    expect(refusals.some((r) => /^socket 4429|^document (document-full|rate-limited)/.test(r))).toBe(true);
    expect(refusals.some((r) => r.startsWith('told'))).toBe(true);

    // The honest editor never lost its connection, and everything it drew is in the log.
    expect(editor.closeCodes).toEqual([]);
    await editor.storedOwnEdits(20_000);
    const reader = await connectCollabClient(url, `board:${honest}`, token(`board:${honest}`));
    cleanups.push(() => reader.close());
    await waitUntil(
      () => reader.doc.getMap('shapes').size === editor.doc.getMap('shapes').size,
      10_000,
      'the honest board',
    );
    expect(reader.doc.getMap('shapes').toJSON()).toEqual(editor.doc.getMap('shapes').toJSON());
  }, 120_000);
});
