/** A domain event as deciders see it: plain data, past tense `type`. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** A command: imperative `type`, plain data; time and ids come in with it. */
export interface DomainCommand<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** Who did it and why: stored beside every event, never inside its data. */
export interface EventMetadata {
  /** user id of the actor; null for the system (seeds, projections, migrations) */
  readonly actorId: string | null;
  readonly commandId: string;
  readonly correlationId: string;
  readonly causationId: string | null;
  /** ISO-8601 time the command was decided */
  readonly at: string;
}

/** The pure heart of every context. */
export interface Decider<Command, Event, State> {
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
  initialState: () => State;
}

/** Fold a history into state with a decider's evolve. */
export function foldEvents<Event, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: readonly Event[],
): State {
  return events.reduce<State>((state, event) => decider.evolve(state, event), decider.initialState());
}

/** Compile-time exhaustiveness: call in the default branch of a switch. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unhandled ${what}: ${JSON.stringify(value)}`);
}
