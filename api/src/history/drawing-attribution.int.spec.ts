import { FORMATION_STREAM_TYPE, formationStreamId } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { toBase64 } from '../documents/document-history';
import { signUpUser } from '../drills/testing/drill-fixtures';
import { createFormation } from '../formations/testing/formation-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';

describe.each(databaseTargets().slice(0, 1))('who added and last changed each diagram element on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(target);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('credits each element to the editors of the store that added it, and of the last one that changed it', async () => {
    const owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    const editor = await signUpUser(api, 'editor@example.com', 'Eddie Editor');
    const formation = await createFormation(api, owner.cookie, {
      name: 'Horns',
      editableByOthers: true,
      visibility: 'public',
    });
    const doc = new Y.Doc();
    const store = async (who: string, change: (elements: Y.Array<Y.Map<unknown>>) => void) => {
      const before = Y.encodeStateVector(doc);
      change(doc.getArray<Y.Map<unknown>>('elements'));
      const update = Y.encodeStateAsUpdate(doc, before);
      const stream = await api.core.store.readStream(formationStreamId(formation.id));
      const at = new Date().toISOString();
      await api.core.store.append(
        formationStreamId(formation.id),
        [
          {
            eventId: crypto.randomUUID(),
            type: 'FormationDocumentUpdated',
            data: { formationId: formation.id, update: toBase64(update), editors: [who], guestLinkIds: [], at },
            metadata: { actorId: who, commandId: crypto.randomUUID(), correlationId: 'test', causationId: null, at },
          },
        ],
        { expectedVersion: stream.version, streamType: FORMATION_STREAM_TYPE },
      );
    };
    await store(owner.userId, (elements) => {
      elements.push([
        new Y.Map<unknown>(Object.entries({ el: { id: 'a', type: 'rectangle', version: 1 }, pos: 'a0' })),
        new Y.Map<unknown>(Object.entries({ el: { id: 'b', type: 'text', text: 'X1', version: 1 }, pos: 'a1' })),
      ]);
    });
    await store(editor.userId, (elements) =>
      elements.get(1).set('el', { id: 'b', type: 'text', text: 'X2', version: 2 }),
    );
    await store(editor.userId, (elements) =>
      elements.push([new Y.Map<unknown>(Object.entries({ el: { id: 'c', type: 'ellipse', version: 1 }, pos: 'a2' }))]),
    );

    const attribution = await api.request({
      method: 'GET',
      url: `/api/history/formation/${formation.id}/attribution`,
      cookie: owner.cookie,
    });
    expect(attribution.status).toBe(200);
    expect(attribution.body.parts).toEqual({
      a: expect.objectContaining({ label: 'rectangle', addedBy: 'Olive Owner', changedBy: 'Olive Owner' }),
      b: expect.objectContaining({ label: 'text “X2”', addedBy: 'Olive Owner', changedBy: 'Eddie Editor' }),
      c: expect.objectContaining({ label: 'ellipse', addedBy: 'Eddie Editor', changedBy: 'Eddie Editor' }),
    });
    doc.destroy();
  });
});
