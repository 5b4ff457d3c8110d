import { BOARD_DOCUMENT_EVENT_TYPES as types, type VersionedEvent } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { documentAt, restoreUpdate, toBase64 } from '../documents/document-history';

/** A board drawn over several stores, the way the collab server records it: one event per store, each a diff. */
function drawHistory() {
  const doc = new Y.Doc();
  const events: VersionedEvent[] = [{ version: 1, type: 'BoardCreated', data: {} }];
  let stored = Y.encodeStateVector(doc);
  const store = () => {
    events.push({
      version: events.length + 1,
      type: types.updated,
      data: { update: toBase64(Y.encodeStateAsUpdate(doc, stored)), editors: [], guestLinkIds: [], at: '' },
    });
    stored = Y.encodeStateVector(doc);
    return events.length;
  };
  const elements = doc.getArray<Y.Map<unknown>>('elements');
  const element = (id: string, x: number) => {
    const map = new Y.Map<unknown>();
    map.set('id', id);
    map.set('x', x);
    return map;
  };
  elements.push([element('keeper', 0), element('chaser', 10)]);
  doc.getText('notes').insert(0, 'Start wide.');
  const v2 = store();
  elements.get(0).set('x', 5);
  elements.delete(1, 1);
  elements.push([element('beater', 20)]);
  doc.getMap('meta').set('theme', 'dark');
  const v3 = store();
  doc.getText('notes').delete(0, 6);
  doc.getText('notes').insert(0, 'Go');
  elements.insert(0, [element('seeker', 30)]);
  const v4 = store();
  return { doc, events, v2, v3, v4 };
}

const contentOf = (doc: Y.Doc) => ({
  elements: doc.getArray('elements').toJSON(),
  notes: doc.getText('notes').toString(),
  meta: doc.getMap('meta').toJSON(),
});
const docFrom = (...updates: Uint8Array[]) => {
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, update);
  return doc;
};

describe('board document history', () => {
  it('rebuilds the document at each stored version', () => {
    const { doc, events, v2, v4 } = drawHistory();
    expect(contentOf(docFrom(documentAt(events, types, v2)))).toEqual({
      elements: [
        { id: 'keeper', x: 0 },
        { id: 'chaser', x: 10 },
      ],
      notes: 'Start wide.',
      meta: {},
    });
    expect(contentOf(docFrom(documentAt(events, types, v4)))).toEqual(contentOf(doc));
    expect(contentOf(docFrom(documentAt(events, types, 1)))).toEqual({ elements: [], notes: '', meta: {} });
  });

  it('restores an earlier version as an update on top of the latest', () => {
    const { doc, events, v2, v3 } = drawHistory();
    for (const version of [v2, v3]) {
      const latest = docFrom(Y.encodeStateAsUpdate(doc));
      Y.applyUpdate(latest, restoreUpdate(events, types, version));
      expect(contentOf(latest)).toEqual(contentOf(docFrom(documentAt(events, types, version))));
    }
  });

  it('merges a restore with an edit made at the same time, like any concurrent edit', () => {
    const { doc, events, v2 } = drawHistory();
    const revert = restoreUpdate(events, types, v2);
    doc.getMap('meta').set('concurrent', true);
    Y.applyUpdate(doc, revert);
    expect(contentOf(doc)).toEqual({
      elements: [
        { id: 'keeper', x: 0 },
        { id: 'chaser', x: 10 },
      ],
      notes: 'Start wide.',
      meta: { concurrent: true },
    });
  });

  it('restores from a snapshot plus later updates as well as from the full history', () => {
    const { doc, events, v2, v3 } = drawHistory();
    const snapshotOfV3: VersionedEvent = {
      version: events.length + 1,
      type: types.snapshotted,
      data: { state: toBase64(documentAt(events, types, v3)), upToVersion: v3 },
    };
    const sliced = [...events.filter((e) => e.version > v3), snapshotOfV3];
    expect(contentOf(docFrom(documentAt(sliced, types, v3)))).toEqual(
      contentOf(docFrom(documentAt(events, types, v3))),
    );
    const latest = docFrom(Y.encodeStateAsUpdate(doc));
    Y.applyUpdate(latest, restoreUpdate([...events, snapshotOfV3], types, v2));
    expect(contentOf(latest).notes).toBe('Start wide.');
  });
});
