import { isDomainError, type Decider } from '@sideline/domain';
import type { RecordedEvent } from '@sideline/eventstore';
import { LogBuilder } from './batch-equivalence';

/**
 * A log written by the app's own deciders: each command is decided on its stream's current state and its events are
 * appended; a command the decider refuses (a domain error, what the API answers with a 4xx) records nothing.
 * Several streams and deciders share one log, so their events interleave as the generator runs them. Test-only.
 */
export class DecidedLog {
  readonly log = new LogBuilder();
  private readonly states = new Map<string, unknown>();

  get events(): RecordedEvent[] {
    return this.log.events;
  }

  state<S>(decider: Pick<Decider<never, never, S>, 'initialState'>, streamId: string): S {
    return (this.states.get(streamId) as S | undefined) ?? decider.initialState();
  }

  /** Decides and records; returns the events (none when refused). */
  run<C, E extends { type: string; data: unknown }, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    actorId: string | null,
  ): E[] {
    const state = this.state(decider, streamId);
    let events: E[];
    try {
      events = decider.decide(command, state);
    } catch (error) {
      if (isDomainError(error)) return [];
      throw error;
    }
    let next = state;
    for (const event of events) {
      next = decider.evolve(next, event);
      this.log.append(streamId, event, actorId);
    }
    this.states.set(streamId, next);
    return events;
  }
}
