import type { EventMetadata } from '@sideline/domain';
import type { NewEvent } from '@sideline/eventstore';
import { randomUUID } from 'node:crypto';
import { eventIdFrom, toBase64 } from './document-encoding';
import type { StoredState } from './stored-state';

/** The events one store appends: the diff since the last stored state and, every `snapshotEvery`th store, the whole
 * document. Their ids come from the stored state's identity, so a retried store writes the same ones. */
export function storeEvents(
  state: StoredState,
  identity: string,
  update: Uint8Array,
  snapshot: Uint8Array | null,
  editors: string[],
  guestLinkIds: string[],
): NewEvent[] {
  const { kind, id } = state.ref;
  const at = new Date().toISOString();
  const commandId = randomUUID();
  // A store of one person's edits is theirs; several people's (or link visitors') is the system's, naming them in the
  // data.
  const metadata: EventMetadata = {
    actorId: editors.length === 1 && guestLinkIds.length === 0 ? editors[0]! : null,
    commandId,
    correlationId: commandId,
    causationId: null,
    at,
  };
  const events: NewEvent[] = [
    {
      eventId: eventIdFrom(identity, 'updated'),
      type: kind.events.updated,
      data: { [kind.idField]: id, update: toBase64(update), editors, guestLinkIds, at },
      metadata,
    },
  ];
  if (snapshot) {
    events.push({
      eventId: eventIdFrom(identity, 'snapshotted'),
      type: kind.events.snapshotted,
      data: { [kind.idField]: id, state: toBase64(snapshot), upToVersion: state.version + 1 },
      metadata,
    });
  }
  return events;
}
