import { DomainError, type Decider, type DomainEvent, type EventMetadata } from '@sideline/domain';
import { ConcurrencyError, type EventStore, type LogPosition, type Queryable } from '@sideline/eventstore';
import { randomUUID } from 'node:crypto';

export interface CommandTarget<C, E extends DomainEvent, S> {
  streamId: string;
  streamType: string;
  decider: Decider<C, E, S>;
}

export interface CommandOptions {
  /** From If-Match: the version the client edited. A mismatch is a 412, never retried. */
  expectedVersion?: number;
  /** Write inside the caller's transaction (e.g. with a credentials row). No retry then: the caller owns the transaction. */
  tx?: Queryable;
  maxRetries?: number;
}

export interface CommandResult<E, S> {
  events: E[];
  /** stream version after the command */
  version: number;
  state: S;
  /** position of the last written event; null when nothing was written */
  position: LogPosition | null;
}

/** Waits until the read models that handle these event types have caught up (read-your-writes). */
export interface ReadModelSync {
  waitFor(position: LogPosition, eventTypes: readonly string[]): Promise<void>;
}

const DEFAULT_RETRIES = 5;

/**
 * load → decide → append with the version we read. A conflict means someone else appended in between:
 * re-read and re-decide on the fresh state, a bounded number of times. Intent-based commands therefore
 * succeed unless the fresh state really forbids them.
 */
export class CommandBus {
  constructor(
    private readonly store: EventStore,
    private readonly readModels: ReadModelSync,
  ) {}

  async handle<C, E extends DomainEvent, S>(
    target: CommandTarget<C, E, S>,
    command: C | ((state: S) => C),
    metadata: EventMetadata,
    options: CommandOptions = {},
  ): Promise<CommandResult<E, S>> {
    const retries = options.expectedVersion !== undefined || options.tx ? 0 : (options.maxRetries ?? DEFAULT_RETRIES);
    for (let attempt = 0; ; attempt++) {
      const stream = await this.store.readStream(target.streamId, options.tx ? { tx: options.tx } : undefined);
      if (options.expectedVersion !== undefined && stream.version !== options.expectedVersion) throw stale(target.streamId, options.expectedVersion, stream.version);
      const state = stream.events.reduce(
        (acc, recorded) => target.decider.evolve(acc, { type: recorded.type, data: recorded.data } as E),
        target.decider.initialState(),
      );
      const resolved = typeof command === 'function' ? (command as (s: S) => C)(state) : command;
      const events = target.decider.decide(resolved, state);
      if (events.length === 0) return { events, version: stream.version, state, position: null };
      try {
        const appended = await this.store.append(
          target.streamId,
          events.map((event) => ({ eventId: randomUUID(), type: event.type, data: event.data, metadata })),
          { expectedVersion: stream.version === 0 ? 'no_stream' : stream.version, streamType: target.streamType, ...(options.tx ? { tx: options.tx } : {}) },
        );
        const next = events.reduce((acc, event) => target.decider.evolve(acc, event), state);
        if (!options.tx) await this.readModels.waitFor(appended.lastPosition, events.map((e) => e.type));
        return { events, version: appended.nextExpectedVersion, state: next, position: appended.lastPosition };
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < retries) continue;
        if (error instanceof ConcurrencyError) {
          throw new DomainError('conflict', 'COMMAND.CONCURRENT_EDIT', 'Someone else changed this at the same moment. Reload and try again.');
        }
        throw error;
      }
    }
  }
}

function stale(streamId: string, expected: number, actual: number) {
  return new DomainError('precondition_failed', 'COMMAND.STALE_VERSION', 'This was changed since you loaded it. Reload to see the latest version.', {
    streamId,
    expectedVersion: expected,
    actualVersion: actual,
  });
}
