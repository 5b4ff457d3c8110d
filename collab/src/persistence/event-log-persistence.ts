import type {
  Document,
  Extension,
  Hocuspocus,
  beforeUnloadDocumentPayload,
  onChangePayload,
  onConfigurePayload,
  onLoadDocumentPayload,
  connectedPayload,
  onStoreDocumentPayload,
} from '@hocuspocus/server';
import { parseDocumentName, type EventMetadata } from '@sideline/domain';
import {
  ConcurrencyError,
  DuplicateEventError,
  sleep,
  type EventStore,
  type NewEvent,
  type Queryable,
} from '@sideline/eventstore';
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import type { CollabContext } from '../auth/collab-authenticator';
import { REDIS_ORIGIN } from '../scale-out/redis-origin';
import { documentIdentity, eventIdFrom, toBase64, vectorCovers } from './document-encoding';
import { RemoteChangeBackstop } from './remote-change-backstop';
import { PersistenceMetrics } from './persistence-metrics';
import { readStoredDocument, type PersistedDocumentRef } from './stored-document';

export interface EventLogPersistenceOptions {
  /**
   * Store this long (ms) after the last change. Why: one event per burst of edits, not one per pointer move.
   * Default 2000. Risk: it is the window in which edits live only in memory; if the server dies then, they survive
   * only in the clients that made them (which resend them when they reconnect).
   */
  debounce: number;
  /**
   * Store at least this often (ms) while edits keep coming. Why: continuous drawing would otherwise never pause long
   * enough to store. Default 10000. Risk: the upper bound of the window above.
   */
  maxDebounce: number;
  /**
   * Write a snapshot (the whole document) with every Nth stored update. Why: a load reads the latest snapshot and the
   * updates after it, not the whole history. Default 100. Risk: lower writes more bytes to the log; higher makes loads
   * of busy documents replay more updates.
   */
  snapshotEvery: number;
  /**
   * Attempts of one store when the database fails (back-off from 100 ms, doubling). Default 5. After that the store
   * gives up until the next change, and the document is kept in memory (never unloaded) until a store succeeds.
   */
  storeRetries: number;
  /** Version conflicts (another writer appended) one store re-reads and retries. Default 10. */
  conflictRetries: number;
  /**
   * With several collab instances (Redis): changes relayed from another instance are that instance's to store (it has
   * the client connection). This long (ms) after such a change this instance re-reads the log and stores what is
   * still missing (the other instance died before storing, say). Default: maxDebounce + debounce + 1000. Why: an
   * instance that dies takes no acknowledged edit with it, and the unacknowledged ones its clients had sent reach the
   * log through the survivors. Risk: lower stores others' edits before they do (harmless: the log keeps one copy).
   */
  remoteStoreGraceMs: number | null;
}

export const DEFAULT_PERSISTENCE_OPTIONS: EventLogPersistenceOptions = {
  debounce: 2_000,
  maxDebounce: 10_000,
  snapshotEvery: 100,
  storeRetries: 5,
  conflictRetries: 10,
  remoteStoreGraceMs: null,
};

/** Stateless message type sent to a document's clients after each store: what the log now holds. */
export const STORED_MESSAGE_TYPE = 'sideline.stored';

/** What this process knows the log holds for one loaded document. */
interface StoredState {
  ref: PersistedDocumentRef;
  /** stream version the next append expects */
  version: number;
  /** state vector of the stored document: the next update is the diff from it */
  vector: Uint8Array;
  /** identity of the stored document: equal to the live one means nothing to store */
  identity: string;
  sinceSnapshot: number;
  /** someone else appended (a restore, another instance): re-read before the next append */
  stale: boolean;
  editors: Set<string>;
  guestLinkIds: Set<string>;
  /** ids of the events this process appended lately: the log follower skips them */
  ownEventIds: Set<string>;
}

/**
 * Persists co-edited documents as events of their entity's stream. Each store appends one `…DocumentUpdated` with the
 * diff since the last stored state (and every `snapshotEvery`th store a `…DocumentSnapshotted`), with the version it
 * expects; a conflict re-reads the log, merges what others stored and appends only what is left. Loading replays the
 * latest snapshot and the updates after it. Presence rooms are never stored.
 */
export class EventLogPersistence implements Extension {
  readonly extensionName = 'sideline-event-log-persistence';
  readonly options: EventLogPersistenceOptions;
  readonly metrics = new PersistenceMetrics();
  private readonly states = new WeakMap<Document, StoredState>();
  private readonly retrying = new WeakSet<Document>();
  private readonly backstop: RemoteChangeBackstop;
  private stopped = false;

  constructor(
    private readonly deps: { store: EventStore; db: Queryable },
    options: Partial<EventLogPersistenceOptions> = {},
  ) {
    this.options = { ...DEFAULT_PERSISTENCE_OPTIONS, ...options };
    const graceMs = this.options.remoteStoreGraceMs ?? this.options.maxDebounce + this.options.debounce + 1_000;
    this.backstop = new RemoteChangeBackstop(graceMs, (document, vector) => this.storeIfNotStored(document, vector));
  }

  /** The debounce settings are Hocuspocus's own: set them from these options so they are documented in one place. */
  async onConfigure({ configuration }: onConfigurePayload) {
    configuration.debounce = this.options.debounce;
    configuration.maxDebounce = this.options.maxDebounce;
  }

  async onLoadDocument({ document, documentName }: onLoadDocumentPayload) {
    const ref = persistedRef(documentName);
    if (!ref) return;
    const started = performance.now();
    const stored = await readStoredDocument(this.deps.store, this.deps.db, ref);
    if (stored.streamVersion === 0) throw new Error(`${documentName} does not exist`);
    Y.applyUpdate(document, stored.update);
    this.states.set(document, {
      ref,
      version: stored.streamVersion,
      vector: Y.encodeStateVector(document),
      identity: documentIdentity(document, documentName),
      sinceSnapshot: stored.sinceSnapshot,
      stale: false,
      editors: new Set(),
      guestLinkIds: new Set(),
      ownEventIds: new Set(),
    });
    this.metrics.recordLoad(performance.now() - started);
  }

  /**
   * A client that (re)connects learns what the log already holds: its edits may have been stored while it was away
   * (another client that had them reconnected first), and a store that finds nothing new announces nothing.
   */
  async connected({ connection, documentName, instance }: connectedPayload) {
    const document = instance.documents.get(documentName);
    const state = document ? this.states.get(document) : undefined;
    if (state) connection.sendStateless(storedMessage(state));
  }

  /** Who changed it since the last store: only edits from client connections carry a context. */
  async onChange({ document, transactionOrigin }: onChangePayload) {
    if (transactionOrigin === REDIS_ORIGIN && !this.stopped) this.backstop.schedule(document);
    const state = this.states.get(document);
    const context = (transactionOrigin as { context?: CollabContext } | null)?.context;
    if (!state || !context) return;
    if (context.userId) state.editors.add(context.userId);
    else if (context.shareLinkId) state.guestLinkIds.add(context.shareLinkId);
  }

  /**
   * Never throws: Hocuspocus's debouncer keeps a failed store as "still running" forever, which would block every
   * later store and the unload of the document. A failure is logged and retried here instead.
   */
  async onStoreDocument({ document, instance }: onStoreDocumentPayload) {
    try {
      await this.persist(document);
    } catch (error) {
      console.error(`[collab] storing ${document.name} failed; will retry`, error);
      this.retryLater(document, instance);
    }
  }

  /** A document with changes the log does not hold yet stays in memory; a store is retried until it succeeds. */
  async beforeUnloadDocument({ document, instance }: beforeUnloadDocumentPayload) {
    const state = this.states.get(document);
    if (!state || documentIdentity(document, document.name) === state.identity) return;
    this.retryLater(document, instance);
    throw new Error(`${document.name} has changes that are not stored yet; keeping it loaded`);
  }

  /**
   * Called by the log follower with an event this process did not write (a restore from the API, a store of another
   * collab instance): apply it to the live document, so its clients see it, and re-read before the next append.
   */
  applyFromLog(document: Document, event: { eventId: string; streamVersion: number; update: Uint8Array }) {
    const state = this.states.get(document);
    if (!state || event.streamVersion <= state.version || state.ownEventIds.has(event.eventId)) return;
    state.stale = true;
    // No transaction origin: Hocuspocus then sends it to the clients without scheduling a store.
    Y.applyUpdate(document, event.update);
  }

  /** Stores every loaded document now (on shutdown), each under its save lock so no store runs twice at once. */
  async flush(instance: Hocuspocus) {
    const documents = [...instance.documents.values()];
    const results = await Promise.allSettled(
      documents.map((document) => document.saveMutex.runExclusive(() => this.persist(document))),
    );
    results.forEach((result, i) => {
      if (result.status === 'rejected')
        console.error(
          `[collab] could not store ${documents[i]!.name} at shutdown; its clients still hold the edits`,
          result.reason,
        );
    });
  }

  /** After flush at shutdown: later store attempts (sockets closing) find the log closed and must not try it. */
  stop() {
    this.stopped = true;
    this.backstop.stop();
  }

  /**
   * The backstop for a change another instance relayed: re-read the log; when it does not hold `wanted` yet, store
   * (the whole difference, as any store). Runs under the document's save lock. True when something is left unstored.
   */
  private storeIfNotStored(document: Document, wanted: Uint8Array): Promise<boolean> {
    return document.saveMutex.runExclusive(async () => {
      const state = this.states.get(document);
      if (!state || this.stopped) return false;
      await this.catchUp(document, state);
      if (!vectorCovers(state.vector, wanted)) {
        this.metrics.recordBackstop();
        await this.persist(document);
      }
      this.announceStored(document, state);
      return documentIdentity(document, document.name) !== state.identity;
    });
  }

  private async persist(document: Document): Promise<void> {
    const state = this.states.get(document);
    if (!state || this.stopped) return;
    for (let attempt = 0, conflicts = 0, caughtUp = false; ;) {
      if (state.stale) {
        await this.catchUp(document, state);
        caughtUp = true;
      }
      const identity = documentIdentity(document, document.name);
      if (identity === state.identity) {
        // After a re-read the log may hold this state through someone else's store (or a retry that had landed).
        if (caughtUp) this.announceStored(document, state);
        return this.metrics.recordSkip();
      }
      const started = performance.now();
      // Everything below up to the append is synchronous: the diff, the vector and the identity describe one state.
      const update = Y.encodeStateAsUpdate(document, state.vector);
      const vector = Y.encodeStateVector(document);
      const snapshot = state.sinceSnapshot + 1 >= this.options.snapshotEvery ? Y.encodeStateAsUpdate(document) : null;
      const editors = [...state.editors];
      const guestLinkIds = [...state.guestLinkIds];
      state.editors = new Set();
      state.guestLinkIds = new Set();
      const events = this.eventsFor(state, identity, update, snapshot, editors, guestLinkIds);
      rememberOwn(state.ownEventIds, events);
      try {
        const result = await this.deps.store.append(state.ref.kind.streamId(state.ref.id), events, {
          expectedVersion: state.version === 0 ? 'no_stream' : state.version,
          streamType: state.ref.kind.streamType,
        });
        if (result.idempotentReplay) {
          // Exactly this state is stored already (a retry, or another instance): learn where the stream is.
          state.stale = true;
          continue;
        }
        Object.assign(state, {
          version: result.nextExpectedVersion,
          vector,
          identity,
          sinceSnapshot: snapshot ? 0 : state.sinceSnapshot + 1,
        });
        this.metrics.recordStore(performance.now() - started, update.byteLength, snapshot !== null);
        this.announceStored(document, state);
        return;
      } catch (error) {
        editors.forEach((id) => state.editors.add(id));
        guestLinkIds.forEach((id) => state.guestLinkIds.add(id));
        if (error instanceof ConcurrencyError || error instanceof DuplicateEventError) {
          this.metrics.recordConflict();
          if (++conflicts > this.options.conflictRetries) throw error;
          state.stale = true;
          continue;
        }
        this.metrics.recordFailure();
        if (++attempt >= this.options.storeRetries) throw error;
        await sleep(100 * 2 ** (attempt - 1));
      }
    }
  }

  private eventsFor(
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
    // A store of one person's edits is theirs; several people's (or link visitors') is the system's, naming them in the data.
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

  /** Re-reads the stored document, merges it into the live one and takes the stored state as the new base. */
  private async catchUp(document: Document, state: StoredState) {
    const stored = await readStoredDocument(this.deps.store, this.deps.db, state.ref);
    const storedDoc = new Y.Doc();
    try {
      Y.applyUpdate(storedDoc, stored.update);
      Y.applyUpdate(document, stored.update);
      Object.assign(state, {
        version: stored.streamVersion,
        vector: Y.encodeStateVector(storedDoc),
        identity: documentIdentity(storedDoc, document.name),
        sinceSnapshot: stored.sinceSnapshot,
        stale: false,
      });
    } finally {
      storedDoc.destroy();
    }
  }

  /** Tells the document's clients what is now in the log: an edit is durable once a stored vector covers its clock. */
  private announceStored(document: Document, state: StoredState) {
    const message = storedMessage(state);
    for (const connection of document.getConnections()) connection.sendStateless(message);
  }

  private retryLater(document: Document, instance: Hocuspocus, delayMs = 1_000) {
    if (this.retrying.has(document) || this.stopped) return;
    this.retrying.add(document);
    setTimeout(() => {
      this.retrying.delete(document);
      document.saveMutex
        .runExclusive(() => this.persist(document))
        .then(() => instance.unloadDocument(document))
        .catch((error: unknown) => {
          console.error(`[collab] storing ${document.name} failed again; retrying`, error);
          this.retryLater(document, instance, Math.min(delayMs * 2, 30_000));
        });
    }, delayMs).unref();
  }
}

const storedMessage = (state: StoredState) =>
  JSON.stringify({ type: STORED_MESSAGE_TYPE, version: state.version, stateVector: toBase64(state.vector) });

function rememberOwn(ids: Set<string>, events: readonly NewEvent[]) {
  for (const event of events) ids.add(event.eventId);
  // Only the follower's lag matters: a few stores back is plenty.
  for (const id of ids) {
    if (ids.size <= 32) break;
    ids.delete(id);
  }
}

function persistedRef(documentName: string): PersistedDocumentRef | null {
  const ref = parseDocumentName(documentName);
  return ref && !ref.kind.presenceOnly ? (ref as PersistedDocumentRef) : null;
}
