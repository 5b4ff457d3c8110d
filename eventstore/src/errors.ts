import { DomainError } from '@sideline/domain';
import type { ExpectedVersion } from './types';

/** The stream was not at the version the append expected. Retry by re-reading and re-deciding. */
export class ConcurrencyError extends DomainError {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    /** the stream's real current version (0 when it does not exist) */
    readonly actualVersion: number,
  ) {
    super(
      'conflict',
      'EVENTSTORE.VERSION_CONFLICT',
      `Stream ${streamId} is at version ${actualVersion}, expected ${String(expectedVersion)}.`,
      { streamId, expectedVersion, actualVersion },
    );
    this.name = 'ConcurrencyError';
  }
}

/** An event id is already stored in another stream, or only some ids of a batch are stored: not a clean retry. */
export class DuplicateEventError extends DomainError {
  constructor(streamId: string, reason: string) {
    super('conflict', 'EVENTSTORE.DUPLICATE_EVENT_ID', `Cannot append to ${streamId}: ${reason}.`, { streamId });
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
