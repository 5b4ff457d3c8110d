import type { CommandObserver } from '../observability/api-metrics';
import { DomainError, type Decider, type DomainEvent } from '@sideline/domain';
import {
  ConcurrencyError,
  type AlongsideWrite,
  type EventStore,
  type LogPosition,
  type Queryable,
  type RecordedEvent,
} from '@sideline/eventstore';
import type { CommandContext } from './command-context';
import { CONFLICT_ATTEMPTS, pauseBeforeRetry } from './conflict-retries';
import { StreamTurns } from './stream-turns';

export interface CommandTarget<C, E extends DomainEvent, S> {
  streamId: string;
  streamType: string;
  decider: Decider<C, E, S>;
  /**
   * Names the `evolve` that folds this stream, for snapshots (streams that grow long: plans, boards). Change it when
   * evolve changes meaning: snapshots with another tag are then ignored and rebuilt from the log.
   */
  snapshotTag?: string;
}

export interface HandleOptions<E, S> {
  /**
   * asks the policy about the state folded from the stream itself (never a read model that may lag); throws to refuse
   */
  authorize?(state: S): void;
  /** From If-Match: the version the client edited. A mismatch is a 412, never retried. */
  expectedVersion?: number;
  /** Write inside the caller's transaction (e.g. with a credentials row). No retry then: the caller owns it. */
  tx?: Queryable;
  /** writes that must commit with the events: run in the append's transaction, after the append */
  alsoInTransaction?(tx: Queryable, decided: Decided<E, S>): Promise<unknown>;
  /**
   * Plain SQL writes that must commit with the events (an undo step): made in the append's own statement on
   * PostgreSQL (no transaction to open: two statements fewer), in its transaction on PGlite. Each writes only
   * `WHEN_APPENDED` (see AlongsideWrite). Prefer this to `alsoInTransaction` when the writes need no answer.
   */
  alongside?(decided: Decided<E, S>): readonly AlongsideWrite[];
  /**
   * Called with what was decided right before it is appended (again on each retry), so a read the answer needs can
   * run during the append's round trip instead of after it. Not called when nothing is appended.
   */
  beforeAppend?(decided: Decided<E, S>): void;
}

export interface Decided<E, S> {
  events: E[];
  /** the state the events were decided on */
  before: S;
  /** the state after them: what the command answers with */
  state: S;
  /** stream version after the command */
  version: number;
  /** position of the last written event; null when nothing was written */
  position: LogPosition | null;
  /** a retry (same Idempotency-Key and request) of a command already applied: nothing was written, state is as now */
  replayed: boolean;
}

export interface CommandHandlerSettings {
  /** the read models that apply these event types: a read after this command waits for them (read-after token) */
  readModelsOf(eventTypes: readonly string[]): readonly string[];
  /** a snapshot is written when this many events followed the last one (default 50) */
  snapshotEvery?: number;
  /** told the outcome of every command (Prometheus metrics) */
  observer?: CommandObserver;
}

const DEFAULT_SNAPSHOT_EVERY = 50;

/**
 * The one command path: read the stream (from its snapshot) → authorize against that state → decide (pure) → append
 * with the version read. On a version conflict it re-reads and re-decides (CONFLICT_ATTEMPTS). It answers with the
 * state it decided and never waits for a read model; the request's read-after token names what a later read needs.
 */
export class CommandHandler {
  private readonly snapshotEvery: number;
  private readonly turns = new StreamTurns();

  constructor(
    private readonly store: EventStore,
    private readonly settings: CommandHandlerSettings,
  ) {
    this.snapshotEvery = settings.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
  }

  /** The stream's state as a command would see it (from its snapshot), without deciding anything. */
  async read<C, E extends DomainEvent, S>(
    target: CommandTarget<C, E, S>,
    options: { tx?: Queryable } = {},
  ): Promise<{ state: S; version: number }> {
    const read = await this.store.readForCommand(target.streamId, {
      ...(target.snapshotTag ? { snapshotTag: target.snapshotTag } : {}),
      ...options,
    });
    return {
      state: foldFrom(
        target.decider,
        read.snapshot ? (read.snapshot.state as S) : target.decider.initialState(),
        read.events,
      ),
      version: read.version,
    };
  }

  async handle<C, E extends DomainEvent, S>(
    target: CommandTarget<C, E, S>,
    /** the command, or how to make it from the fresh state (re-run on every retry; may read what it refers to) */
    command: C | ((state: S) => C | Promise<C>),
    ctx: CommandContext,
    options: HandleOptions<E, S> = {},
  ): Promise<Decided<E, S>> {
    const observer = this.settings.observer;
    // Inside a caller's transaction the caller owns the order (and a turn could wait on that very transaction).
    const run = () =>
      options.tx
        ? this.decideAndAppend(target, command, ctx, options)
        : this.turns.take(target.streamId, () => this.decideAndAppend(target, command, ctx, options));
    if (!observer) return run();
    try {
      const decided = await run();
      observer.commandHandled(
        target.streamType,
        decided.replayed ? 'replayed' : decided.events.length > 0 ? 'appended' : 'unchanged',
        decided.events.length,
      );
      return decided;
    } catch (error) {
      const outcome =
        error instanceof DomainError ? (error.code === 'COMMAND.CONCURRENT_EDIT' ? 'conflict' : 'rejected') : 'failed';
      observer.commandHandled(target.streamType, outcome, 0);
      throw error;
    }
  }

  private async decideAndAppend<C, E extends DomainEvent, S>(
    target: CommandTarget<C, E, S>,
    command: C | ((state: S) => C | Promise<C>),
    ctx: CommandContext,
    options: HandleOptions<E, S>,
  ): Promise<Decided<E, S>> {
    const attempts = options.expectedVersion !== undefined || options.tx ? 1 : CONFLICT_ATTEMPTS;
    const { decider } = target;
    const firstEvent = ctx.eventsAppended;
    for (let attempt = 1; ; attempt++) {
      const read = await this.store.readForCommand(target.streamId, {
        ...(target.snapshotTag ? { snapshotTag: target.snapshotTag } : {}),
        ...(ctx.idempotency ? { storedEventId: ctx.eventId(firstEvent) } : {}),
        ...(options.tx ? { tx: options.tx } : {}),
      });
      const state = foldFrom(decider, read.snapshot ? (read.snapshot.state as S) : decider.initialState(), read.events);
      if (read.stored) {
        // This request was applied before (its answer was lost): the same key with another request is a mistake.
        if (
          (read.stored.metadata as { requestFingerprint?: string }).requestFingerprint !== ctx.idempotency?.fingerprint
        )
          throw keyReused();
        options.authorize?.(state);
        return { events: [], before: state, state, version: read.version, position: null, replayed: true };
      }
      if (options.expectedVersion !== undefined && read.version !== options.expectedVersion)
        throw stale(target.streamId, options.expectedVersion, read.version);
      options.authorize?.(state);
      const resolved = typeof command === 'function' ? await (command as (s: S) => C | Promise<C>)(state) : command;
      const events = decider.decide(resolved, state);
      if (events.length === 0)
        return { events, before: state, state, version: read.version, position: null, replayed: false };
      const after = events.reduce((acc, event) => decider.evolve(acc, event), state);
      const version = read.version + events.length;
      const snapshotDue = target.snapshotTag && version - (read.snapshot?.version ?? 0) >= this.snapshotEvery;
      const unwritten: Decided<E, S> = {
        events,
        before: state,
        state: after,
        version,
        position: null,
        replayed: false,
      };
      const alongside = options.alongside?.(unwritten) ?? [];
      options.beforeAppend?.(unwritten);
      const append = (tx: Queryable | undefined) =>
        this.store.append(
          target.streamId,
          events.map((event, i) => ({
            eventId: ctx.eventId(firstEvent + i),
            type: event.type,
            data: event.data,
            metadata: ctx.storedMetadata(),
          })),
          {
            expectedVersion: read.version === 0 ? 'no_stream' : read.version,
            streamType: target.streamType,
            ...(tx ? { tx } : {}),
            ...(snapshotDue ? { snapshot: { tag: target.snapshotTag!, state: after } } : {}),
            ...(alongside.length > 0 ? { alongside } : {}),
          },
        );
      try {
        let position: LogPosition;
        const decided = (at: LogPosition | null): Decided<E, S> => ({
          events,
          before: state,
          state: after,
          version,
          position: at,
          replayed: false,
        });
        if (options.alsoInTransaction && !options.tx) {
          position = await this.store.db.transaction(async (tx) => {
            const appended = await append(tx);
            await options.alsoInTransaction!(tx, decided(appended.lastPosition));
            return appended.lastPosition;
          });
        } else {
          position = (await append(options.tx)).lastPosition;
          if (options.alsoInTransaction) await options.alsoInTransaction(options.tx!, decided(position));
        }
        ctx.noteAppended(events.length, position, this.settings.readModelsOf(events.map((e) => e.type)));
        return decided(position);
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < attempts) {
          await pauseBeforeRetry(attempt);
          continue;
        }
        if (error instanceof ConcurrencyError) {
          if (options.expectedVersion !== undefined)
            throw stale(target.streamId, options.expectedVersion, error.actualVersion);
          throw new DomainError(
            'conflict',
            'COMMAND.CONCURRENT_EDIT',
            'Someone else changed this at the same moment. Reload and try again.',
          );
        }
        throw error;
      }
    }
  }
}

function foldFrom<C, E, S>(decider: Decider<C, E, S>, base: S, events: readonly RecordedEvent[]): S {
  return events.reduce((acc, recorded) => decider.evolve(acc, { type: recorded.type, data: recorded.data } as E), base);
}

function stale(streamId: string, expected: number, actual: number) {
  return new DomainError(
    'precondition_failed',
    'COMMAND.STALE_VERSION',
    'This was changed since you loaded it. Reload to see the latest version.',
    {
      streamId,
      expectedVersion: expected,
      actualVersion: actual,
    },
  );
}

const keyReused = () =>
  new DomainError(
    'unprocessable',
    'REQUEST.IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request. Send a new key for a new action.',
  );
