import type { Attribution, DocumentEventTypes } from '@sideline/domain';
import { decidedAtOf, type RecordedEvent } from '@sideline/eventstore';
import * as Y from 'yjs';

/** The most updates a drawing's attribution replays (a board drawn on for months stores thousands). */
const MAX_UPDATES = 5_000;

interface SceneElement {
  id?: string;
  type?: string;
  version?: number;
  isDeleted?: boolean;
  text?: string;
}

const labelOf = (el: SceneElement) =>
  el.type === 'text' && el.text ? `text “${el.text.slice(0, 40)}”` : (el.type ?? 'shape');

/**
 * Who added and who last changed each element of a drawing (a formation's diagram, a board): the stream's document
 * updates applied one after another to a Yjs document (the y-excalidraw layout: `elements`, a Y.Array of Y.Maps with
 * `el`), each element's version compared before and after. A store is credited to its editors (several people may
 * share one store). Deleted elements are left out.
 */
export function drawingAttribution(
  events: readonly RecordedEvent[],
  types: DocumentEventTypes,
  nameOf: (id: string | null) => string,
): Attribution['parts'] {
  const doc = new Y.Doc();
  const parts: Attribution['parts'] = {};
  const versions = new Map<string, number>();
  try {
    const updates = events.filter((e) => e.type === types.updated || e.type === types.restored).slice(-MAX_UPDATES);
    for (const event of updates) {
      const data = event.data as { update: string; editors?: string[] };
      Y.applyUpdate(doc, new Uint8Array(Buffer.from(data.update, 'base64')));
      const who =
        data.editors && data.editors.length > 0 ? data.editors.map(nameOf).join(', ') : nameOf(event.metadata.actorId);
      const at = decidedAtOf(event);
      for (const item of doc.getArray<Y.Map<unknown>>('elements').toArray()) {
        const el = (item instanceof Y.Map ? item.get('el') : null) as SceneElement | null;
        if (!el?.id) continue;
        const version = el.version ?? 0;
        const before = versions.get(el.id);
        versions.set(el.id, version);
        if (el.isDeleted) {
          delete parts[el.id];
          continue;
        }
        if (before === undefined || !parts[el.id])
          parts[el.id] = { label: labelOf(el), addedBy: who, addedAt: at, changedBy: who, changedAt: at };
        else if (before !== version)
          parts[el.id] = { ...parts[el.id]!, label: labelOf(el), changedBy: who, changedAt: at };
      }
    }
    return parts;
  } finally {
    doc.destroy();
  }
}
