import type { Hocuspocus } from '@hocuspocus/server';
import { COLLAB_DOCUMENT_KINDS, type CollabDocumentKind, type PersistedDocumentKind } from '@sideline/domain';
import type { EventStore, RecordedEvent, Subscription } from '@sideline/eventstore';
import type { CollabContext } from '../auth/collab-context';
import { fromBase64 } from './document-encoding';
import type { EventLogPersistence } from './event-log-persistence';

/** Close code for connections whose access changed: the provider reconnects and presents a fresh token. */
export const ACCESS_CHANGED_CLOSE_CODE = 4403;

const PERSISTED_KINDS = (Object.values(COLLAB_DOCUMENT_KINDS) as CollabDocumentKind[]).filter(
  (kind): kind is PersistedDocumentKind => !kind.presenceOnly,
);

/**
 * Follows the log for what others write about loaded documents: a restore from the API, or a store by another collab
 * instance, reaches this instance's clients within the subscription's poll interval (LISTEN makes it sooner); and a
 * deletion, a visibility change or a revoked link closes the affected sockets, so their clients authenticate again.
 */
export class DocumentLogFollower {
  private subscription: Subscription | null = null;

  constructor(
    private readonly deps: {
      store: EventStore;
      hocuspocus: Hocuspocus;
      persistence: EventLogPersistence;
      pollIntervalMs?: number;
      log?: (line: string, error?: unknown) => void;
    },
  ) {}

  async start() {
    const { position } = await this.deps.store.head();
    const types = PERSISTED_KINDS.flatMap((kind) => [
      kind.events.updated,
      kind.events.restored,
      ...kind.accessChangedBy,
    ]);
    this.subscription = this.deps.store.subscribe({
      after: position,
      filter: { types },
      pollIntervalMs: this.deps.pollIntervalMs ?? 500,
      onEvents: async (events) => {
        for (const event of events) {
          try {
            this.handle(event);
          } catch (error) {
            this.log(`[collab] could not apply ${event.type} of ${event.streamId}`, error);
          }
        }
      },
      onError: (error) => this.log('[collab] the log follower stopped', error),
    });
  }

  async stop() {
    await this.subscription?.stop();
    this.subscription = null;
  }

  private handle(event: RecordedEvent) {
    const kind = PERSISTED_KINDS.find((k) => k.streamType === event.streamType);
    const data = event.data as Record<string, unknown>;
    const id = kind ? data[kind.idField] : undefined;
    if (!kind || typeof id !== 'string') return;
    const document = this.deps.hocuspocus.documents.get(`${kind.name}:${id}`);
    if (!document) return;
    if (event.type === kind.events.updated || event.type === kind.events.restored) {
      this.deps.persistence.applyFromLog(document, {
        eventId: event.eventId,
        streamVersion: event.streamVersion,
        update: fromBase64(String(data.update)),
      });
      return;
    }
    const linkId = typeof data.linkId === 'string' ? data.linkId : null;
    for (const connection of document.getConnections()) {
      if (linkId && (connection.context as CollabContext | undefined)?.shareLinkId !== linkId) continue;
      connection.webSocket.close(ACCESS_CHANGED_CLOSE_CODE, 'access-changed');
    }
  }

  private log(line: string, error?: unknown) {
    (this.deps.log ?? ((l: string, e?: unknown) => console.error(l, e ?? '')))(line, error);
  }
}
