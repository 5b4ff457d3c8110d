import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import * as Y from 'yjs';
import { openCollabTestKit, waitUntil, type CollabTestKit } from '../testing/collab-test-kit';

describe.each(databaseTargets())('telling a reconnecting client what is stored on $name', (target) => {
  let kit: CollabTestKit;
  beforeAll(async () => {
    kit = await openCollabTestKit(target, { persistence: { debounce: 100, maxDebounce: 400 } });
  });
  afterAll(() => kit.close());

  it('acknowledges edits another client got stored while this one was away, though that store announced nothing to it', async () => {
    const boardId = await kit.createBoard();
    const name = `board:${boardId}`;
    const watcher = await kit.connect(name, kit.token(name));
    const mine = new Y.Doc();
    const away = await kit.connect(name, kit.token(name), { doc: mine });
    mine.getMap('shapes').set('drawn', 'before leaving');
    await waitUntil(() => watcher.doc.getMap('shapes').has('drawn'), 5_000, 'the edit to reach the watcher');
    away.close();
    const stores = kit.collab.persistence.metrics.stores;
    await waitUntil(() => kit.collab.persistence.metrics.stores > stores, 5_000, 'the store');

    // Back again: nothing new to store, so no store announces anything; the connect itself must.
    const back = await kit.connect(name, kit.token(name), { doc: mine });
    await back.storedOwnEdits(3_000);
    expect(kit.collab.persistence.metrics.stores).toBe(stores + 1);
    back.close();
    watcher.close();
  });
});
