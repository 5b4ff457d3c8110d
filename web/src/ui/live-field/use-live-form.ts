import { useCallback, useContext, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import {
  initialLiveField,
  isChanged,
  liveFieldStep,
  sameText,
  valueToSend,
  type LiveFieldEvent,
  type LiveFieldState,
  type SameValue,
} from './live-field-state';
import { LiveFieldRegistryContext } from './live-field-registry';

/** How long a field is highlighted after a co-editor's change replaced what it showed. */
export const UPDATED_HIGHLIGHT_MS = 1_600;

// Interfaces (no index signature) are welcome: a form is any object of fields.
type Values = object;
type States<T extends Values> = { [K in keyof T]: LiveFieldState<T[K]> };
export type Sameness<T extends Values> = { [K in keyof T]?: SameValue<T[K]> };

/** Text ignores surrounding spaces (never saved); lists and numbers compare by value. */
export const sameByDefault = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? sameText(a, b) : JSON.stringify(a) === JSON.stringify(b);

export interface LiveFieldView<V> {
  value: V;
  /** the user changed it (compared with the stored value the edit started from) */
  changed: boolean;
  /** a co-editor's change waiting for the user's choice */
  incoming: { value: V; author: string | null } | null;
  /** a co-editor's change replaced what the field showed a moment ago */
  updated: boolean;
}

export interface LiveForm<T extends Values> {
  values: T;
  /** the values as they are this moment (what an event handler or an effect did since the render included) */
  valuesNow: () => T;
  field: <K extends keyof T>(key: K) => LiveFieldView<T[K]>;
  edit: <K extends keyof T>(key: K, value: T[K]) => void;
  /** the value to send for `key` now, or null when its user did not change it or a choice is waiting */
  toSend: <K extends keyof T>(key: K) => T[K] | null;
  /** every changed field, when none waits for a choice (null: a choice waits) */
  changes: () => Partial<T> | null;
  saved: <K extends keyof T>(key: K, value: T[K]) => void;
  useTheirs: (key: keyof T) => void;
  /** keeps the user's value over the co-editor's, and returns it (to send) */
  keepMine: <K extends keyof T>(key: K) => T[K];
  discard: (key: keyof T) => void;
  /** fields holding a co-editor's change that waits for a choice */
  conflicts: (keyof T)[];
}

/**
 * The live-field rule (see live-field-state.ts) for a set of fields stored together: a plan's details, a team's,
 * one inline field (see useLiveField). `stored` is what the page knows is stored now; `author` names who most likely
 * changed it (shown in the prompt), null when unknown. State lives in a ref as well, so an event handler reads what
 * the previous one did (keep mine, then send) without waiting for a render.
 */
export function useLiveForm<T extends Values>(
  stored: T,
  options: { same?: Sameness<T>; author?: string | null } = {},
): LiveForm<T> {
  const sameFor = (key: keyof T) => options.same?.[key] ?? sameByDefault;
  const states = useRef<States<T> | null>(null);
  if (states.current === null) {
    states.current = Object.fromEntries(
      Object.entries(stored).map(([key, value]) => [key, initialLiveField(value)]),
    ) as States<T>;
  }
  const [, render] = useState(0);
  const [updated, setUpdated] = useState<ReadonlySet<keyof T>>(new Set());
  const author = useRef(options.author ?? null);
  author.current = options.author ?? null;
  const sameRef = useRef(sameFor);
  sameRef.current = sameFor;

  const apply = useCallback((key: keyof T, event: LiveFieldEvent<T[keyof T]>) => {
    const all = states.current!;
    const current = all[key];
    const next = liveFieldStep(current, event, sameRef.current(key));
    if (next === current) return current;
    states.current = { ...all, [key]: next };
    render((n) => n + 1);
    if (next.shown !== current.shown) setUpdated((keys) => new Set(keys).add(key));
    return next;
  }, []);

  // What is stored reaches every field: an untouched one shows it, a changed one holds it for the user's choice.
  // (compared by content: a refetch brings an equal record as a new object; large records are read once per object)
  const storedKey = useMemo(() => JSON.stringify(stored), [stored]);
  const takeStored = useEffectEvent(() => {
    for (const key of Object.keys(stored) as (keyof T)[])
      apply(key, { type: 'stored', value: stored[key], author: author.current });
  });
  useEffect(() => takeStored(), [storedKey]);

  useEffect(() => {
    if (updated.size === 0) return;
    const timer = setTimeout(() => setUpdated(new Set()), UPDATED_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [updated]);

  const all = states.current;
  const keys = Object.keys(all) as (keyof T)[];
  const conflicts = keys.filter((key) => all[key].incoming !== null);
  const changedCount = keys.filter((key) => isChanged(all[key], sameFor(key))).length;

  // The page's save status counts what is typed and not saved, and what waits for a choice.
  const registry = useContext(LiveFieldRegistryContext);
  const id = useId();
  useEffect(
    () => registry?.report(id, { changed: changedCount, conflicts: conflicts.length }),
    [registry, id, changedCount, conflicts.length],
  );
  useEffect(() => () => registry?.report(id, null), [registry, id]);

  const current = () => states.current!;
  return {
    values: Object.fromEntries(keys.map((key) => [key, all[key].value])) as T,
    valuesNow: () => {
      const now = current();
      return Object.fromEntries(keys.map((key) => [key, now[key].value])) as T;
    },
    field: (key) => {
      const state = all[key];
      return {
        value: state.value,
        changed: isChanged(state, sameFor(key)),
        incoming: state.incoming,
        updated: updated.has(key),
      };
    },
    edit: (key, value) => void apply(key, { type: 'edit', value }),
    toSend: (key) => valueToSend<T[typeof key]>(current()[key], sameFor(key)),
    changes: () => {
      const now = current();
      if (keys.some((key) => now[key].incoming !== null)) return null;
      return Object.fromEntries(
        keys.filter((key) => isChanged(now[key], sameFor(key))).map((key) => [key, now[key].value]),
      ) as Partial<T>;
    },
    saved: (key, value) => void apply(key, { type: 'saved', value }),
    useTheirs: (key) => void apply(key, { type: 'useTheirs' }),
    keepMine: (key) => apply(key, { type: 'keepMine' }).value as T[typeof key],
    discard: (key) => void apply(key, { type: 'discard' }),
    conflicts,
  };
}
