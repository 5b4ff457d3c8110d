/** How the event-log persistence stores and loads co-edited documents (docs/collab.md, Options). */
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
   * Store at once, without waiting for the debounce, when this many bytes of changes are waiting. Why: a store writes
   * one event with everything since the last; a large one is seconds of work for the embedded database, which runs on
   * the server's thread, and is held in memory until then. Default 1 MB. Risk: a burst of large edits (images) makes
   * one event each.
   */
  storeAfterBytes: number;
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
  storeAfterBytes: 1024 * 1024,
  remoteStoreGraceMs: null,
};
