import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import * as Y from 'yjs';
import { openCollabTestKit, waitUntil, type CollabTestKit } from '../testing/collab-test-kit';

/** Key order of a Y.Map follows arrival, which differs between clients: compare with sorted keys. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const content = (doc: Y.Doc) => ({
  shapes: doc.getMap('shapes').toJSON(),
  order: doc.getArray('order').toJSON(),
  notes: doc.getText('notes').toString(),
});

describe.each(databaseTargets())('two editors on one board on $name', (target) => {
  let kit: CollabTestKit;
  beforeAll(async () => {
    kit = await openCollabTestKit(target, { persistence: { debounce: 50, maxDebounce: 300 } });
  });
  afterAll(() => kit.close());

  it('converge on concurrent edits of the same map, list and text, and store the merged result', async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const anna = await kit.connect(doc, kit.token(doc, { userId: 'anna' }));
    const ben = await kit.connect(doc, kit.token(doc, { userId: 'ben' }));
    anna.doc.getText('notes').insert(0, 'drill');
    await waitUntil(() => ben.doc.getText('notes').toString() === 'drill', 5_000, 'the first edit at ben');

    // Same instant, same places: both change the same key, insert at the same index and type at the same spot.
    anna.doc.transact(() => {
      anna.doc.getMap('shapes').set('ball', { x: 1 });
      anna.doc.getMap('shapes').set('anna-only', true);
      anna.doc.getArray('order').insert(0, ['anna']);
      anna.doc.getText('notes').insert(5, ' A');
    });
    ben.doc.transact(() => {
      ben.doc.getMap('shapes').set('ball', { x: 2 });
      ben.doc.getMap('shapes').set('ben-only', true);
      ben.doc.getArray('order').insert(0, ['ben']);
      ben.doc.getText('notes').insert(5, ' B');
    });

    await waitUntil(
      () => canonical(content(anna.doc)) === canonical(content(ben.doc)) && anna.doc.getArray('order').length === 2,
      5_000,
      'convergence',
    );
    const merged = content(anna.doc);
    expect(merged.shapes).toMatchObject({ 'anna-only': true, 'ben-only': true });
    expect([...merged.order].sort()).toEqual(['anna', 'ben']);
    expect(merged.notes).toMatch(/^drill( A B| B A)$/);

    await anna.storedOwnEdits();
    await ben.storedOwnEdits();
    anna.close();
    ben.close();
    await kit.restart();
    const reader = await kit.connect(doc, kit.token(doc));
    expect(content(reader.doc)).toEqual(merged);
    reader.close();
  });

  it('merge the edits one made offline when it reconnects', async () => {
    const boardId = await kit.createBoard();
    const doc = `board:${boardId}`;
    const online = await kit.connect(doc, kit.token(doc, { userId: 'anna' }));
    const offline = await kit.connect(doc, kit.token(doc, { userId: 'ben' }));
    offline.provider.configuration.websocketProvider.disconnect();
    await waitUntil(() => !offline.provider.isSynced || !offline.provider.isAuthenticated, 5_000, 'the disconnect');
    offline.doc.getMap('shapes').set('made-offline', 'by ben');
    online.doc.getMap('shapes').set('made-online', 'by anna');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(online.doc.getMap('shapes').has('made-offline')).toBe(false);

    await offline.provider.configuration.websocketProvider.connect();
    await waitUntil(
      () => online.doc.getMap('shapes').has('made-offline') && offline.doc.getMap('shapes').has('made-online'),
      10_000,
      'the offline edit to merge',
    );
    expect(online.doc.getMap('shapes').toJSON()).toEqual(offline.doc.getMap('shapes').toJSON());
    online.close();
    offline.close();
  });
});
