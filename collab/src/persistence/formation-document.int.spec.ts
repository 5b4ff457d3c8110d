import { FORMATION_DOCUMENT_EVENT_TYPES, FORMATION_SCENE, documentReplay, formationStreamId } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { holdsWithin, openCollabTestKit, waitUntil, type CollabTestKit } from '../testing/collab-test-kit';
import { fromBase64 } from './document-encoding';
import { ACCESS_CHANGED_CLOSE_CODE } from './document-log-follower';

/** Adds an element the way y-excalidraw does: a Y.Map {el, pos} appended to the scene's elements. */
const addElement = (doc: Y.Doc, id: string, pos: string) =>
  doc
    .getArray<Y.Map<unknown>>(FORMATION_SCENE.elements)
    .push([new Y.Map<unknown>(Object.entries({ el: { id, type: 'ellipse', x: 10, y: 20 }, pos }))]);
const elementIds = (doc: Y.Doc) =>
  doc
    .getArray<Y.Map<unknown>>(FORMATION_SCENE.elements)
    .toArray()
    .map((item) => (item.get('el') as { id: string }).id);

describe.each(databaseTargets())('formation diagrams through the collab server on $name', (target) => {
  let kit: CollabTestKit;
  beforeAll(async () => {
    kit = await openCollabTestKit(target, { persistence: { debounce: 50, maxDebounce: 300 } });
  });
  afterAll(() => kit.close());

  it('stores edits as FormationDocumentUpdated events in the formation stream and loads them after a restart', async () => {
    const formationId = await kit.createFormation();
    const name = `formation:${formationId}`;
    const editor = await kit.connect(name, kit.token(name, { userId: 'owner-1' }));
    const viewer = await kit.connect(name, kit.token(name, { mode: 'read', userId: 'viewer-1' }));
    addElement(editor.doc, 'point-guard', 'a0');
    addElement(editor.doc, 'center', 'a1');
    await waitUntil(() => elementIds(viewer.doc).length === 2, 5_000, 'the edits at the viewer');
    await editor.storedOwnEdits();
    // A read-only viewer's edits go nowhere.
    addElement(viewer.doc, 'forged', 'a2');
    expect(await holdsWithin(() => elementIds(editor.doc).includes('forged'), 300)).toBe(false);

    const stream = await kit.store.readStream(formationStreamId(formationId));
    expect(stream.events.map((e) => e.type)).toEqual(['FormationCreated', 'FormationDocumentUpdated']);
    expect(stream.events[1]!.data).toMatchObject({ formationId, editors: ['owner-1'] });
    const stored = new Y.Doc();
    const replay = documentReplay(
      stream.events.map((e) => ({ version: e.streamVersion, type: e.type, data: e.data })),
      FORMATION_DOCUMENT_EVENT_TYPES,
    );
    for (const update of replay.updates) Y.applyUpdate(stored, fromBase64(update));
    expect(elementIds(stored)).toEqual(['point-guard', 'center']);

    editor.close();
    viewer.close();
    await kit.restart();
    const reader = await kit.connect(name, kit.token(name, { mode: 'read', userId: null }));
    expect(elementIds(reader.doc)).toEqual(['point-guard', 'center']);
    reader.close();
  });

  it('closes open connections when the formation turns private, and refuses it once deleted', async () => {
    const formationId = await kit.createFormation();
    const name = `formation:${formationId}`;
    const client = await kit.connect(name, kit.token(name, { userId: 'owner-1' }));
    await kit.formationCommand(formationId, { type: 'EditFormation', data: { patch: { visibility: 'private' } } });
    await waitUntil(() => client.closeCodes.includes(ACCESS_CHANGED_CLOSE_CODE), 5_000, 'the socket to close');
    client.close();

    await kit.formationCommand(formationId, { type: 'DeleteFormation', data: {} });
    const late = await kit.connect(name, kit.token(name, { userId: 'owner-1' }), { awaitSync: false });
    expect(await late.denied).toBe('deleted');
    late.close();
  });
});
