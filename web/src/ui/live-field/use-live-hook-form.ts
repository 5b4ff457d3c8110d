import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLiveForm, type LiveForm, type Sameness } from './use-live-form';

export interface LiveHookForm<T extends FieldValues> extends LiveForm<T> {
  /**
   * How often a field's value was put into the form from elsewhere (a co-editor's save, "use theirs"): a key for a
   * control that reads its value only when it mounts (a drawing canvas).
   */
  replaced: (key: keyof T) => number;
}

/** The same value, exactly (what is typed counts to the last space: the live rule decides what is a change). */
const identical = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The live-field rule (live-field-state.ts) for a form kept by react-hook-form (which validates it and holds its
 * inputs): each top-level field is one live field. What the user does reaches the live state through `watch`; what
 * reaches the live state from elsewhere (a co-editor's save into an untouched field, "use theirs", Escape) is put into
 * the form's inputs. `stored` is the record as stored now; `changes()` names what to send.
 */
export function useLiveHookForm<T extends FieldValues>(
  // Any form whose top-level fields are those of `stored` (its input and output types do not matter here).
  // React-hook-form's three type parameters vary per form; only top-level fields are read
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<any, any, any>,
  stored: T,
  options: { same?: Sameness<T>; author?: string | null } = {},
): LiveHookForm<T> {
  const live = useLiveForm<T>(stored, options);
  const latest = useRef(live);
  latest.current = live;
  const fields = useRef(new Set(Object.keys(stored)));

  // The user's edits (a keystroke, a pick, a drawing) reach the live state as they happen.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      const key = name?.split('.')[0];
      if (!key || !fields.current.has(key)) return;
      const value = form.getValues(key) as T[keyof T];
      if (!identical(value, latest.current.valuesNow()[key as keyof T])) latest.current.edit(key, value);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // What the live state took from elsewhere reaches the inputs before anything is painted or typed. Only fields whose
  // live value is a new one since the last look are compared (a drawing's scene is large).
  const seen = useRef(new Map<string, unknown>());
  const [replacedCounts, setReplacedCounts] = useState<Readonly<Record<string, number>>>({});
  // After every render on purpose: a new live value can come with any render; unchanged fields are skipped by `seen`
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const now = live.valuesNow();
    const replacedKeys: string[] = [];
    for (const key of fields.current) {
      const value = now[key as keyof T];
      if (seen.current.get(key) === value) continue;
      seen.current.set(key, value);
      const current: unknown = form.getValues(key);
      if (identical(value, current)) continue;
      form.setValue(key, value, { shouldDirty: true });
      replacedKeys.push(key);
    }
    if (replacedKeys.length > 0)
      setReplacedCounts((counts) =>
        Object.fromEntries<number>([
          ...Object.entries(counts),
          ...replacedKeys.map((key): [string, number] => [key, (counts[key] ?? 0) + 1]),
        ]),
      );
  });

  return { ...live, replaced: (key) => replacedCounts[key as string] ?? 0 };
}
