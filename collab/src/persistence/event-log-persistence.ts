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
import { ConcurrencyError, DuplicateEventError, sleep, type EventStore, type Queryable } from '@sideline/eventstore';
import * as Y from 'yjs';
import type { CollabContext } from '../auth/collab-context';
import { REDIS_ORIGIN } from '../scale-out/redis-origin';
import { documentIdentity, vectorCovers } from './document-encoding';
import { PersistenceMetrics } from './persistence-metrics';
import { DEFAULT_PERSISTENCE_OPTIONS, type EventLogPersistenceOptions } from './persistence-options';
import { RemoteChangeBackstop } from './remote-change-backstop';
import { storeEvents } from './store-events';
import { readStoredDocument } from './stored-document';
import { catchUp, persistedRef, rememberOwn, storedMessage, type StoredState } from './stored-state';

export { DEFAULT_PERSISTENCE_OPTIONS, type EventLogPersistenceOptions } from './persistence-options';
export { STORED_MESSAGE_TYPE } from './stored-state';

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
  /** bytes of stores on their way to the log (the encoded diff and snapshot, and their base64 in the event) */
  private inFlightBytes = 0;

  constructor(
    private readonly deps: { store: EventStore; db: Queryable },
    options: Partial<EventLogPersistenceOptions> = {},
  ) {
    this.options = { ...DEFAULT_PERSISTENCE_OPTIONS, ...options };
    const graceMs = this.options.remoteStoreGraceMs ?? this.options.maxDebounce + this.options.debounce + 1_000;
    this.backstop = new RemoteChangeBackstop(graceMs, (document, vector) => this.storeIfNotStored(document, vector));
  }

  /** What stores hold right now, for the memory budget of the document limits. */
  heldBytes(): number {
    return this.inFlightBytes;
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
      unstoredBytes: 0,
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
  async onChange(payload: onChangePayload) {
    const { document, update, instance } = payload;
    const transactionOrigin: unknown = payload.transactionOrigin;
    if (transactionOrigin === REDIS_ORIGIN && !this.stopped) this.backstop.schedule(document);
    const state = this.states.get(document);
    const context = (transactionOrigin as { context?: CollabContext } | null)?.context;
    if (!state || !context) return;
    state.unstoredBytes += update.byteLength;
    if (state.unstoredBytes >= this.options.storeAfterBytes && !this.stopped) {
      state.unstoredBytes = 0;
      void instance.storeDocumentHooks(document, payload, true);
    }
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
      await catchUp(this.deps, document, state);
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
        await catchUp(this.deps, document, state);
        caughtUp = true;
      }
      const identity = documentIdentity(document, document.name);
      if (identity === state.identity) {
        // After a re-read the log may hold this state through someone else's store (or a retry that had landed).
        if (caughtUp) this.announceStored(document, state);
        return this.metrics.recordSkip();
      }
      const started = performance.now();
      state.unstoredBytes = 0;
      // Everything below up to the append is synchronous: the diff, the vector and the identity describe one state.
      const update = Y.encodeStateAsUpdate(document, state.vector);
      const vector = Y.encodeStateVector(document);
      const snapshot = state.sinceSnapshot + 1 >= this.options.snapshotEvery ? Y.encodeStateAsUpdate(document) : null;
      const editors = [...state.editors];
      const guestLinkIds = [...state.guestLinkIds];
      state.editors = new Set();
      state.guestLinkIds = new Set();
      const events = storeEvents(state, identity, update, snapshot, editors, guestLinkIds);
      rememberOwn(state.ownEventIds, events);
      // the bytes themselves and their base64 (4/3) in the event's data
      const held = ((update.byteLength + (snapshot?.byteLength ?? 0)) * 7) / 3;
      this.inFlightBytes += held;
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
      } finally {
        this.inFlightBytes -= held;
      }
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
