/**
 * One live-edited field, as plain data: what it shows, the stored value its user started from, and a co-editor's
 * change waiting for the user's choice. The rule it keeps:
 * - a field its user did not change never sends (it is compared with the value it started from, not with whatever
 *   is stored now, which a co-editor may have changed meanwhile);
 * - an untouched field takes every stored change at once, focused or not (`shown` counts them, for a highlight);
 * - a field its user changed keeps the user's text; a different stored value is held as `incoming` beside it until
 *   the user chooses theirs or keeps their own. Nothing is overwritten without the user seeing it.
 */
export interface LiveFieldState<T> {
  /** the stored value the user's edit started from (or the last value saved from here) */
  base: T;
  /** what the field shows */
  value: T;
  /** a co-editor's change to a field being edited here, waiting for the user's choice */
  incoming: { value: T; author: string | null } | null;
  /** how many co-editors' changes replaced what the field showed (a change of it starts a highlight) */
  shown: number;
}

export type LiveFieldEvent<T> =
  /** the stored value, as the page now knows it; `author` is who most likely changed it, when known */
  | { type: 'stored'; value: T; author?: string | null }
  /** the user typed or picked */
  | { type: 'edit'; value: T }
  /** a value of the user's was saved: it is the new starting point */
  | { type: 'saved'; value: T }
  | { type: 'useTheirs' }
  /** the user keeps their value over the co-editor's: it still has to be sent */
  | { type: 'keepMine' }
  /** the user gives up their edit (Escape): the field shows what is stored */
  | { type: 'discard' };

/** Whether two values of a field mean the same (text fields ignore surrounding spaces, which are never saved). */
export type SameValue<T> = (a: T, b: T) => boolean;

export const sameText: SameValue<string> = (a, b) => a.trim() === b.trim();
export const sameExactly = <T>(a: T, b: T) => Object.is(a, b);

export const initialLiveField = <T>(stored: T): LiveFieldState<T> => ({
  base: stored,
  value: stored,
  incoming: null,
  shown: 0,
});

export const isChanged = <T>(state: LiveFieldState<T>, same: SameValue<T>) => !same(state.value, state.base);

/** The value to send now, or null: nothing changed by the user, or a co-editor's change waits for their choice. */
export function valueToSend<T>(state: LiveFieldState<T>, same: SameValue<T>): T | null {
  if (state.incoming !== null || !isChanged(state, same)) return null;
  return state.value;
}

export function liveFieldStep<T>(
  state: LiveFieldState<T>,
  event: LiveFieldEvent<T>,
  same: SameValue<T>,
): LiveFieldState<T> {
  switch (event.type) {
    case 'stored': {
      if (same(event.value, state.base)) {
        // Back where the edit started (a co-editor undid theirs): nothing is waiting any more.
        return state.incoming === null ? state : { ...state, incoming: null };
      }
      if (!isChanged(state, same))
        return { base: event.value, value: event.value, incoming: null, shown: state.shown + 1 };
      // The co-editor stored what is typed here: nothing to choose.
      if (same(event.value, state.value)) return { ...state, base: event.value, incoming: null };
      return { ...state, incoming: { value: event.value, author: event.author ?? null } };
    }
    case 'edit':
      return { ...state, value: event.value };
    case 'saved':
      return same(event.value, state.base) ? state : { ...state, base: event.value };
    case 'useTheirs':
      return state.incoming === null
        ? state
        : { ...state, base: state.incoming.value, value: state.incoming.value, incoming: null };
    case 'keepMine':
      return state.incoming === null ? state : { ...state, base: state.incoming.value, incoming: null };
    case 'discard': {
      const stored = state.incoming?.value ?? state.base;
      return { ...state, base: stored, value: stored, incoming: null };
    }
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}
