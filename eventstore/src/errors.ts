import type { ExpectedVersion } from './types';

/** What the store can refuse, with a stable code; the API maps these to HTTP 409 in its one error filter. */
export abstract class EventStoreError extends Error {
  abstract readonly code: string;
  abstract readonly details: Record<string, unknown>;
}

/** The stream was not at the version the append expected. Retry by re-reading and re-deciding. */
export class ConcurrencyError extends EventStoreError {
  readonly code = 'EVENTSTORE.VERSION_CONFLICT';
  readonly details: Record<string, unknown>;

  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    /**
     * the stream's current version (0 when it does not exist); when an append inside a caller's transaction lost a
     * race (which aborts that transaction, so nothing can be looked up), the least version the stream now has
     */
    readonly actualVersion: number,
  ) {
    super(`Stream ${streamId} is at version ${actualVersion}, expected ${String(expectedVersion)}.`);
    this.details = { streamId, expectedVersion, actualVersion };
    this.name = 'ConcurrencyError';
  }
}

/** An event id is already stored in another stream, or only some ids of a batch are stored: not a clean retry. */
export class DuplicateEventError extends EventStoreError {
  readonly code = 'EVENTSTORE.DUPLICATE_EVENT_ID';
  readonly details: Record<string, unknown>;
  constructor(streamId: string, reason: string) {
    super(`Cannot append to ${streamId}: ${reason}.`);
    this.details = { streamId };
    this.name = 'DuplicateEventError';
  }
}

/** Another live process holds the PGlite data directory (PGlite is one session in one process). */
export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`data directory ${dataDir} is in use by process ${pid}`);
    this.name = 'DataDirectoryInUseError';
  }
}
