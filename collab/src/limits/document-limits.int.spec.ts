import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { openCollabTestKit, waitUntil, type CollabTestKit } from '../testing/collab-test-kit';
import { openRawSocket, rawMessages, readAuthAnswer } from '../testing/raw-collab-socket';
import { RATE_LIMITED_CLOSE_CODE } from './connection-limits';
import * as Y from 'yjs';

// Limits are in memory and need no particular store; PGlite is enough.
describe.each(databaseTargets().slice(0, 1))('document limits on $name', (target) => {
  let kit: CollabTestKit;
  const logged: string[] = [];
  beforeAll(async () => {
    kit = await openCollabTestKit(target, {
      limits: { bytesPerSecond: 64 * 1024, burstBytes: 128 * 1024, log: (line) => logged.push(line) },
      documentLimits: {
        maxDocumentBytes: 96 * 1024,
        documentBytesPerSecond: 1024 * 1024,
        documentBurstBytes: 1024 * 1024,
        remeasureIntervalMs: 0,
        log: (line) => logged.push(line),
      },
      persistence: { debounce: 100, maxDebounce: 200 },
    });
  });
  afterAll(() => kit.close());

  it('refuses an update that would make the document too large: nothing stored, the client told why, deletions make room', async () => {
    const doc = `board:${await kit.createBoard()}`;
    const editor = await kit.connect(doc, kit.token(doc));
    const images = editor.doc.getMap<string>('assets');
    images.set('first', 'a'.repeat(50 * 1024));
    await editor.storedOwnEdits();
    images.set('second', 'b'.repeat(50 * 1024));
    await waitUntil(() => editor.closeReasons.includes('document-full'), 5_000, 'the refusal');
    expect(editor.stateless.map((m) => JSON.parse(m) as { type: string })).toContainEqual({
      type: 'sideline.refused',
      reason: 'document-full',
      bytes: expect.any(Number),
      maxBytes: 96 * 1024,
    });
    expect(kit.collab.metrics().documentLimits.refusedUpdates['document-full']).toBe(1);
    expect(logged.filter((line) => line.includes('document-full'))).toHaveLength(1);

    // Not applied, so not stored: a fresh reader (after the server is gone and back) sees the first image only.
    editor.close();
    await kit.restart();
    const reader = await kit.connect(doc, kit.token(doc));
    expect([...reader.doc.getMap('assets').keys()]).toEqual(['first']);

    // Removing the first image makes room (the document is measured again), and the second fits.
    const room = new Y.Doc();
    const again = await kit.connect(doc, kit.token(doc), { doc: room });
    room.getMap('assets').delete('first');
    await waitUntil(() => again.provider.unsyncedChanges === 0, 5_000, 'the deletion applied');
    room.getMap('assets').set('second', 'b'.repeat(50 * 1024));
    await again.storedOwnEdits();
    expect(again.closeReasons).toEqual([]);
  });

  it('closes a socket that sends more bytes than its rate allows, with 4429 and one log line', async () => {
    const doc = `board:${await kit.createBoard()}`;
    const raw = await openRawSocket(kit.url);
    raw.send(rawMessages.auth(doc, kit.token(doc)));
    await waitUntil(() => raw.received.some((m) => readAuthAnswer(m)?.authenticated), 5_000, 'authentication');
    // 40 KB presence messages: few messages, many bytes
    const heavy = rawMessages.update(doc, new Uint8Array(40 * 1024));
    for (let i = 0; i < 20 && raw.socket.readyState === raw.socket.OPEN; i++) raw.send(heavy);
    expect((await raw.closed).code).toBe(RATE_LIMITED_CLOSE_CODE);
    expect(logged.filter((line) => line.includes('bytes/s'))).toHaveLength(1);
  });
});
