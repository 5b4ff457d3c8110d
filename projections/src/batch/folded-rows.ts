import type { RecordedEvent } from '@sideline/eventstore';

/**
 * The batch pattern shared by the read models that fold a document per stream (plans, drafts, usage, boards,
 * formations, drills…): load every touched row in one query, fold the batch's events over them in memory (skipping
 * what a row already holds: its version is at or past the event's stream version), then write each changed row once.
 */
export interface Folded<S> {
  state: S;
  /** the stream version the state reflects */
  version: number;
  /** `at` of the first event this batch applied to a row that did not exist before (its `created_at`) */
  createdAt: string | null;
  /** `at` of the last event this batch applied */
  updatedAt: string | null;
  /** whether this batch changed it */
  dirty: boolean;
}

/**
 * Folds events into `rows` (keyed by `keyOf`); `evolve` returns null to ignore an event (e.g. no row and not a
 * creation).
 */
export function foldInto<S>(
  rows: Map<string, Folded<S>>,
  events: readonly RecordedEvent[],
  keyOf: (event: RecordedEvent) => string,
  evolve: (current: Folded<S> | undefined, event: RecordedEvent) => S | null,
  onApplied?: (key: string, before: Folded<S> | undefined, after: Folded<S>, event: RecordedEvent) => void,
): void {
  for (const event of events) {
    const key = keyOf(event);
    const current = rows.get(key);
    if (current && current.version >= event.streamVersion) continue; // replayed: the row already holds it
    const state = evolve(current, event);
    if (state === null) continue;
    const at = event.metadata.at;
    const next: Folded<S> = {
      state,
      version: event.streamVersion,
      createdAt: current ? current.createdAt : at,
      updatedAt: at,
      dirty: true,
    };
    rows.set(key, next);
    onApplied?.(key, current, next, event);
  }
}

/** Rows loaded from the read model, as not-yet-changed folds. */
export function loadedRows<S>(rows: readonly { key: string; version: number; state: S }[]): Map<string, Folded<S>> {
  return new Map(
    rows.map((row) => [
      row.key,
      { state: row.state, version: row.version, createdAt: null, updatedAt: null, dirty: false },
    ]),
  );
}

export const dirtyRows = <S>(rows: Map<string, Folded<S>>): [string, Folded<S>][] =>
  [...rows].filter(([, row]) => row.dirty);

/** A jsonb column as either driver returns it (parsed, or text on some paths). */
export const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
