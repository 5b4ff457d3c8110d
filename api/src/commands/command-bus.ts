import type { Decider, DomainEvent, EventMetadata } from '@sideline/domain';
import type { LogPosition, Queryable } from '@sideline/eventstore';
import { CommandContext } from './command-context';
import type { CommandHandler } from './command-handler';

export interface CommandOptions {
  /** From If-Match: the version the client edited. A mismatch is a 412, never retried. */
  expectedVersion?: number;
  /**
   * Write inside the caller's transaction (e.g. with a credentials row). No retry then: the caller owns the
   * transaction.
   */
  tx?: Queryable;
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

/**
 * Commands for code that runs outside a request (seeds, CLIs, account set-up) and reads a read model right after:
 * the one command path (CommandHandler), then a wait until the read models have the write.
 */
export class CommandBus {
  constructor(
    private readonly handler: CommandHandler,
    private readonly readModels: ReadModelSync,
  ) {}

  async handle<C, E extends DomainEvent, S>(
    target: { streamId: string; streamType: string; decider: Decider<C, E, S>; snapshotTag?: string },
    command: C | ((state: S) => C | Promise<C>),
    metadata: EventMetadata,
    options: CommandOptions = {},
  ): Promise<CommandResult<E, S>> {
    const decided = await this.handler.handle(target, command, CommandContext.withMetadata(metadata), options);
    if (decided.position && !options.tx)
      await this.readModels.waitFor(
        decided.position,
        decided.events.map((e) => e.type),
      );
    return { events: decided.events, version: decided.version, state: decided.state, position: decided.position };
  }
}
